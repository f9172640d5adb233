import { decodeFunctionResult, encodeFunctionData, parseAbi, type PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { chainAggregate3, type Aggregate3Call } from './aggregate3';

/** The UniswapV2Pair reads that tell a pool share from any other ERC-20 and value it. */
const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function totalSupply() view returns (uint256)',
  'function factory() view returns (address)',
]);

const PROBES = ['token0', 'token1', 'getReserves', 'totalSupply', 'factory'] as const;

/** A v2 pair's state as its contract answers it. Addresses lowercase. */
export interface PairState {
  token0: Address;
  token1: Address;
  reserve0: bigint;
  reserve1: bigint;
  totalSupply: bigint;
  factory: Address;
}

/**
 * Asks every token the five pair questions in ONE aggregate3 round (allowFailure): a token that
 * reverts on any of them, or answers something that does not decode, is no pair and is left out.
 * Throws NetworkError when the eth_call itself fails, so an outage never reads as "no pairs".
 */
export async function getPairStates(
  client: PublicClient,
  chain: ChainKey,
  tokens: readonly Address[],
): Promise<Map<Address, PairState>> {
  const calls: Aggregate3Call[] = tokens.flatMap((token) =>
    PROBES.map((functionName) => ({
      target: token,
      callData: encodeFunctionData({ abi: pairAbi, functionName }),
      // getReserves reads one packed slot; each of the others one slot.
      weight: 1,
    })),
  );
  const results = await chainAggregate3(client, chain, calls);
  const states = new Map<Address, PairState>();
  tokens.forEach((token, index) => {
    const answers = results.slice(index * PROBES.length, (index + 1) * PROBES.length);
    if (answers.length < PROBES.length || answers.some((answer) => !answer.success)) return;
    try {
      const read = (probe: number) =>
        decodeFunctionResult({
          abi: pairAbi,
          functionName: PROBES[probe]!,
          data: answers[probe]!.returnData,
        });
      const [reserve0, reserve1] = read(2) as readonly [bigint, bigint, number];
      states.set(token, {
        token0: (read(0) as string).toLowerCase() as Address,
        token1: (read(1) as string).toLowerCase() as Address,
        reserve0,
        reserve1,
        totalSupply: read(3) as bigint,
        factory: (read(4) as string).toLowerCase() as Address,
      });
    } catch {
      // Answered, but not as a pair would (e.g. empty return data from a contract without them).
    }
  });
  return states;
}

const RESERVE_PROBES = ['getReserves', 'totalSupply'] as const;

/** What a pair's swaps, mints and burns move: read again for a pair already known. */
export type PairReserves = Pick<PairState, 'reserve0' | 'reserve1' | 'totalSupply'>;

/**
 * Reserves and supply of pairs already known to be pairs, in ONE aggregate3 round (allowFailure):
 * a pair that does not answer both is left out. Throws NetworkError when the eth_call fails.
 */
export async function getPairReserves(
  client: PublicClient,
  chain: ChainKey,
  pairs: readonly Address[],
): Promise<Map<Address, PairReserves>> {
  const calls: Aggregate3Call[] = pairs.flatMap((pair) =>
    RESERVE_PROBES.map((functionName) => ({
      target: pair,
      callData: encodeFunctionData({ abi: pairAbi, functionName }),
      weight: 1,
    })),
  );
  const results = await chainAggregate3(client, chain, calls);
  const reserves = new Map<Address, PairReserves>();
  pairs.forEach((pair, index) => {
    const [reservesAnswer, supplyAnswer] = results.slice(index * 2, index * 2 + 2);
    if (!reservesAnswer?.success || !supplyAnswer?.success) return;
    try {
      const [reserve0, reserve1] = decodeFunctionResult({
        abi: pairAbi,
        functionName: 'getReserves',
        data: reservesAnswer.returnData,
      });
      const totalSupply = decodeFunctionResult({
        abi: pairAbi,
        functionName: 'totalSupply',
        data: supplyAnswer.returnData,
      });
      reserves.set(pair, { reserve0, reserve1, totalSupply });
    } catch {
      // Answered, but not as a pair would.
    }
  });
  return reserves;
}

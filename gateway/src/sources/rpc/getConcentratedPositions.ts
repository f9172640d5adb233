import {
  decodeFunctionResult,
  encodeFunctionData,
  parseAbi,
  type Abi,
  type Hex,
  type PublicClient,
} from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { texts } from '../../../../shared/src/texts';
import { NetworkError } from '../../errors/errors';
import { aggregate3, type Aggregate3Call } from './aggregate3';

/**
 * The reads of a Uniswap-v3-style NonfungiblePositionManager, its factory and pools. PancakeSwap
 * v3's fork answers the same selectors; its slot0 packs feeProtocol as uint32, which decodes the
 * same from its 32-byte word, and only sqrtPriceX96 and tick are used.
 */
const managerAbi = parseAbi([
  'function factory() view returns (address)',
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
]);
const factoryAbi = parseAbi([
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address)',
]);
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint32 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
  'function feeGrowthGlobal0X128() view returns (uint256)',
  'function feeGrowthGlobal1X128() view returns (uint256)',
  'function ticks(int24 tick) view returns (uint128 liquidityGross, int128 liquidityNet, uint256 feeGrowthOutside0X128, uint256 feeGrowthOutside1X128, int56 tickCumulativeOutside, uint160 secondsPerLiquidityOutsideX128, uint32 secondsOutside, bool initialized)',
]);

/** Fee growth counters outside one tick, per token (Q128.128, wrapping). */
interface TickFees {
  feeGrowthOutside0X128: bigint;
  feeGrowthOutside1X128: bigint;
}

interface PoolState {
  address: Address;
  sqrtPriceX96: bigint;
  tick: number;
  /** Liquidity active at the current price. */
  liquidity: bigint;
  feeGrowthGlobal0X128: bigint;
  feeGrowthGlobal1X128: bigint;
}

/** One position NFT as the manager records it, with the state of its pool and range ends. Addresses lowercase. */
export interface ConcentratedPositionState {
  manager: Address;
  owner: Address;
  tokenId: bigint;
  token0: Address;
  token1: Address;
  fee: number;
  tickLower: number;
  tickUpper: number;
  liquidity: bigint;
  feeGrowthInside0LastX128: bigint;
  feeGrowthInside1LastX128: bigint;
  tokensOwed0: bigint;
  tokensOwed1: bigint;
  pool: PoolState;
  lower: TickFees;
  upper: TickFees;
}

interface Read {
  target: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
}

/**
 * One aggregate3 round of reads; each answer decoded, or undefined where the call reverted or
 * answered something else (an address without the contract answers empty data).
 */
async function round(client: PublicClient, chain: ChainKey, reads: readonly Read[]) {
  if (reads.length === 0) return [];
  const calls: Aggregate3Call[] = reads.map((read) => ({
    target: read.target,
    callData: encodeFunctionData(read as Parameters<typeof encodeFunctionData>[0]),
    // ticks() and positions() read several slots; the others one or two.
    weight: 4,
  }));
  let results;
  try {
    results = await aggregate3(client, calls);
  } catch (error) {
    throw new NetworkError(texts.noWorkingRpc(chain.toUpperCase()), `rpc:${chain}`, undefined, {
      cause: error,
    });
  }
  return results.map(({ success, returnData }, index): unknown => {
    if (!success) return undefined;
    const read = reads[index]!;
    try {
      return decodeFunctionResult({
        abi: read.abi,
        functionName: read.functionName,
        data: returnData as Hex,
      } as Parameters<typeof decodeFunctionResult>[0]);
    } catch {
      return undefined;
    }
  });
}

const lower = (address: unknown) => (address as string).toLowerCase() as Address;

/**
 * Every position NFT that `owners` hold on `managers`, in FIVE aggregate3 rounds per chain
 * whatever the number of wallets and positions (each round batches every wallet's calls, split
 * only by the gas budget): 1. each manager's factory and each owner's NFT count; 2. the token ids;
 * 3. positions(id); 4. factory.getPool for the distinct pools; 5. each pool's slot0, liquidity and
 * fee growth, and the fee growth outside each range end. A wallet without NFTs costs only its share
 * of round 1. Positions that are closed (no liquidity, nothing owed) are left out after round 3:
 * wallets keep their burnt-out NFTs, and reading their pools would cost for nothing. A position
 * whose later reads revert is left out too; a failed eth_call throws NetworkError instead, so an
 * outage never reads as "no positions".
 */
export async function getConcentratedPositions(
  client: PublicClient,
  chain: ChainKey,
  managers: readonly Address[],
  owners: readonly Address[],
): Promise<ConcentratedPositionState[]> {
  const pairs = managers.flatMap((manager) => owners.map((owner) => ({ manager, owner })));
  const first = await round(client, chain, [
    ...managers.map((manager) => ({ target: manager, abi: managerAbi, functionName: 'factory' })),
    ...pairs.map(({ manager, owner }) => ({
      target: manager,
      abi: managerAbi,
      functionName: 'balanceOf',
      args: [owner],
    })),
  ]);
  const factories = new Map(
    managers.flatMap((manager, index) =>
      first[index] === undefined ? [] : [[manager, lower(first[index])] as const],
    ),
  );
  const holdings = pairs.flatMap(({ manager, owner }, index) => {
    const count = first[managers.length + index] as bigint | undefined;
    if (count === undefined || !factories.has(manager)) return [];
    return Array.from({ length: Number(count) }, (_, position) => ({
      manager,
      owner,
      index: BigInt(position),
    }));
  });
  if (holdings.length === 0) return [];

  const ids = await round(
    client,
    chain,
    holdings.map(({ manager, owner, index }) => ({
      target: manager,
      abi: managerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [owner, index],
    })),
  );
  const owned = holdings.flatMap(({ manager, owner }, index) =>
    ids[index] === undefined ? [] : [{ manager, owner, tokenId: ids[index] as bigint }],
  );
  const records = await round(
    client,
    chain,
    owned.map(({ manager, tokenId }) => ({
      target: manager,
      abi: managerAbi,
      functionName: 'positions',
      args: [tokenId],
    })),
  );
  const open = owned.flatMap((nft, index) => {
    const record = records[index] as readonly unknown[] | undefined;
    if (record === undefined) return [];
    const [, , token0, token1, fee, tickLower, tickUpper, liquidity, last0, last1, owed0, owed1] =
      record as [unknown, unknown, string, string, number, number, number, ...bigint[]];
    if (liquidity === 0n && owed0 === 0n && owed1 === 0n) return [];
    return [
      {
        ...nft,
        token0: lower(token0),
        token1: lower(token1),
        fee,
        tickLower,
        tickUpper,
        liquidity: liquidity!,
        feeGrowthInside0LastX128: last0!,
        feeGrowthInside1LastX128: last1!,
        tokensOwed0: owed0!,
        tokensOwed1: owed1!,
      },
    ];
  });
  if (open.length === 0) return [];

  const poolKey = (p: (typeof open)[number]) =>
    `${factories.get(p.manager)}:${p.token0}:${p.token1}:${p.fee}`;
  const poolKeys = [...new Map(open.map((p) => [poolKey(p), p])).entries()];
  const poolAddresses = await round(
    client,
    chain,
    poolKeys.map(([, p]) => ({
      target: factories.get(p.manager)!,
      abi: factoryAbi,
      functionName: 'getPool',
      args: [p.token0, p.token1, p.fee],
    })),
  );
  const poolOf = new Map(
    poolKeys.flatMap(([key], index) =>
      poolAddresses[index] === undefined ? [] : [[key, lower(poolAddresses[index])] as const],
    ),
  );

  const pools = [...new Set(poolOf.values())];
  const tickKeys = [
    ...new Set(
      open.flatMap((p) => {
        const pool = poolOf.get(poolKey(p));
        return pool === undefined ? [] : [`${pool}:${p.tickLower}`, `${pool}:${p.tickUpper}`];
      }),
    ),
  ];
  const POOL_READS = ['slot0', 'liquidity', 'feeGrowthGlobal0X128', 'feeGrowthGlobal1X128'];
  const states = await round(client, chain, [
    ...pools.flatMap((pool) =>
      POOL_READS.map((functionName) => ({ target: pool, abi: poolAbi, functionName })),
    ),
    ...tickKeys.map((key) => {
      const [pool, tick] = key.split(':');
      return {
        target: pool as Address,
        abi: poolAbi,
        functionName: 'ticks',
        args: [Number(tick)],
      };
    }),
  ]);
  const poolStates = new Map<Address, PoolState>();
  pools.forEach((address, index) => {
    const [slot0, liquidity, global0, global1] = states.slice(
      index * POOL_READS.length,
      (index + 1) * POOL_READS.length,
    );
    if ([slot0, liquidity, global0, global1].includes(undefined)) return;
    const [sqrtPriceX96, tick] = slot0 as readonly [bigint, number];
    poolStates.set(address, {
      address,
      sqrtPriceX96,
      tick,
      liquidity: liquidity as bigint,
      feeGrowthGlobal0X128: global0 as bigint,
      feeGrowthGlobal1X128: global1 as bigint,
    });
  });
  const tickFees = new Map<string, TickFees>();
  tickKeys.forEach((key, index) => {
    const answer = states[pools.length * POOL_READS.length + index] as
      readonly [bigint, bigint, bigint, bigint] | undefined;
    if (answer !== undefined)
      tickFees.set(key, { feeGrowthOutside0X128: answer[2], feeGrowthOutside1X128: answer[3] });
  });

  return open.flatMap((position) => {
    const address = poolOf.get(poolKey(position));
    const pool = address === undefined ? undefined : poolStates.get(address);
    const lowerTick = tickFees.get(`${address}:${position.tickLower}`);
    const upperTick = tickFees.get(`${address}:${position.tickUpper}`);
    if (pool === undefined || lowerTick === undefined || upperTick === undefined) return [];
    return [{ ...position, pool, lower: lowerTick, upper: upperTick }];
  });
}

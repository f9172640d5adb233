import { multicall3Abi, type Address, type Hex, type PublicClient } from 'viem';
import { MULTICALL3_ADDRESS, type ChainKey } from '../../../../shared/src/chains';
import { noWorkingRpc, toRpcError } from './rpcFailure';

export interface Aggregate3Call {
  target: Address;
  callData: Hex;
  /** Roughly the storage slots the call reads, so one eth_call stays within a node's gas cap. */
  weight: number;
}

export interface Aggregate3Result {
  /** False when this call reverted; the others in its eth_call are unaffected (allowFailure). */
  success: boolean;
  returnData: Hex;
}

/**
 * Storage reads per eth_call. A cold SLOAD is 2,100 gas, so 2,048 reads plus per-call overhead stay
 * around 8M gas: well under geth's default 50M eth_call cap and EIP-7825's 2^24 per-transaction
 * cap (which some nodes apply to calls too). 10 wallets × 20 stakes is one eth_call.
 * @internal
 */
export const READS_PER_AGGREGATE = 2_048;

/**
 * Greedy split in order; a call heavier than the budget gets an eth_call of its own.
 * @internal
 */
export function chunkByWeight<T extends { weight: number }>(
  calls: readonly T[],
  budget = READS_PER_AGGREGATE,
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let weight = 0;
  for (const call of calls) {
    if (current.length > 0 && weight + call.weight > budget) {
      chunks.push(current);
      current = [];
      weight = 0;
    }
    current.push(call);
    weight += call.weight;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Multicall3 aggregate3 at its canonical address (UPSTREAMS.md §7) with allowFailure on every
 * call: as few eth_calls as the budget allows, sent together, results in call order. Rejects when
 * any eth_call fails as a whole — with NetworkError when no node answered, UpstreamError when a
 * node refused it (rpcFailure.ts); a single call's revert is a result with success false.
 */
export async function aggregate3(
  client: PublicClient,
  calls: readonly Aggregate3Call[],
): Promise<Aggregate3Result[]> {
  try {
    return await sendAggregate3(client, calls);
  } catch (error) {
    throw toRpcError(error);
  }
}

/** The eth_calls themselves; a failure is the node client's own error, as it raised it. */
async function sendAggregate3(
  client: PublicClient,
  calls: readonly Aggregate3Call[],
): Promise<Aggregate3Result[]> {
  const answers = await Promise.all(
    chunkByWeight(calls).map((chunk) =>
      client.readContract({
        address: MULTICALL3_ADDRESS,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [chunk.map(({ target, callData }) => ({ target, allowFailure: true, callData }))],
      }),
    ),
  );
  return answers.flat().map(({ success, returnData }) => ({ success, returnData }));
}

/**
 * Several readers' calls in one aggregate3 round, so reads of HEX and of Hedron's HSIM that do not
 * depend on each other share their eth_calls; each group gets its own results back, in order.
 */
export async function aggregate3Groups(
  client: PublicClient,
  groups: readonly (readonly Aggregate3Call[])[],
): Promise<Aggregate3Result[][]> {
  const results = await aggregate3(client, groups.flat());
  let offset = 0;
  return groups.map((group) => {
    const slice = results.slice(offset, offset + group.length);
    offset += group.length;
    return slice;
  });
}

/**
 * aggregate3 for a reader of one chain: an eth_call that fails as a whole is the chain's "no
 * working RPC", so an outage never reads as "nothing there".
 */
export async function chainAggregate3(
  client: PublicClient,
  chain: ChainKey,
  calls: readonly Aggregate3Call[],
): Promise<Aggregate3Result[]> {
  try {
    return await sendAggregate3(client, calls);
  } catch (error) {
    // As the balance readers say it: the nodes' own errors (each host and status) as its cause.
    throw noWorkingRpc(chain.toUpperCase(), `rpc:${chain}`, error);
  }
}

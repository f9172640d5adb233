import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeFunctionData, encodeFunctionResult, parseAbi, type PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { openCache, type Cache } from '../../cache/cache';
import { TTL } from '../../cache/ttl';
import type { GatewayDeps } from '../../deps';
import { cachedPairStates } from './pairStates';

const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function totalSupply() view returns (uint256)',
  'function factory() view returns (address)',
]);

const PAIR = '0x00000000000000000000000000000000000000aa' as Address;
const TOKEN = '0x00000000000000000000000000000000000000bb' as Address;
const OTHER = '0x00000000000000000000000000000000000000cc' as Address;
const T0 = '0x0000000000000000000000000000000000000001' as Address;
const T1 = '0x0000000000000000000000000000000000000002' as Address;
const FACTORY = '0x00000000000000000000000000000000000000ff' as Address;

const dir = mkdtempSync(path.join(tmpdir(), 'kinko-pairs-'));
const opened: Cache[] = [];
afterAll(async () => {
  await Promise.all(opened.map((cache) => cache.close()));
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A node whose Multicall3 answers the pair questions for PAIR (reserves growing on each read) and
 * reverts them for any other token; it records every sub-call as `target.function`.
 */
function world() {
  let clock = Date.UTC(2026, 0, 1);
  const cache = openCache(`sqlite://${path.join(dir, `${opened.length}.sqlite`)}`, {
    now: () => clock,
  });
  opened.push(cache);
  const asked: string[][] = [];
  let reserve = 1_000n;
  const client = {
    readContract: async ({ args }: { args: [{ target: Address; callData: `0x${string}` }[]] }) => {
      const [calls] = args;
      reserve += 1n;
      asked.push(
        calls.map(
          ({ target, callData }) =>
            `${target}.${decodeFunctionData({ abi: pairAbi, data: callData }).functionName}`,
        ),
      );
      return calls.map(({ target, callData }) => {
        if (target !== PAIR) return { success: false, returnData: '0x' };
        const { functionName } = decodeFunctionData({ abi: pairAbi, data: callData });
        const result = {
          token0: T0,
          token1: T1,
          factory: FACTORY,
          getReserves: [reserve, 2n * reserve, 0],
          totalSupply: 100n,
        }[functionName];
        return {
          success: true,
          returnData: encodeFunctionResult({ abi: pairAbi, functionName, result } as never),
        };
      });
    },
  } as unknown as PublicClient;
  const deps = { cache, rpc: { eth: client } } as unknown as Pick<GatewayDeps, 'cache' | 'rpc'>;
  return { deps, asked, advance: (ms: number) => (clock += ms) };
}

describe('cachedPairStates', () => {
  it('asks a token whether it is a pair once; later only a known pair’s reserves, once they expire', async () => {
    const { deps, asked, advance } = world();
    const first = await cachedPairStates(deps, 'eth', [PAIR, TOKEN], false);
    expect([...first]).toEqual([
      [
        PAIR,
        {
          token0: T0,
          token1: T1,
          factory: FACTORY,
          reserve0: 1_001n,
          reserve1: 2_002n,
          totalSupply: 100n,
        },
      ],
    ]);
    // One round of the five questions for each token.
    expect(asked).toEqual([
      [PAIR, TOKEN].flatMap((token) =>
        ['token0', 'token1', 'getReserves', 'totalSupply', 'factory'].map(
          (question) => `${token}.${question}`,
        ),
      ),
    ]);

    // Within the reserves' TTL: nothing asked, whatever the tokens seen before.
    asked.length = 0;
    expect(await cachedPairStates(deps, 'eth', [TOKEN, PAIR], false)).toEqual(first);
    expect(asked).toEqual([]);

    // Past it, with a token never seen: its five questions and the pair's reserves, in one round
    // each, and the token known not to be a pair is not asked again.
    advance(TTL.tokenPrice.eth + 1);
    const later = await cachedPairStates(deps, 'eth', [PAIR, TOKEN, OTHER], false);
    expect(asked).toEqual([
      ['token0', 'token1', 'getReserves', 'totalSupply', 'factory'].map((q) => `${OTHER}.${q}`),
      [`${PAIR}.getReserves`, `${PAIR}.totalSupply`],
    ]);
    expect(later.get(PAIR)).toMatchObject({ reserve0: 1_003n, reserve1: 2_006n });
  });

  it('throws when the node fails, so an outage never reads as "no pairs"', async () => {
    const { deps } = world();
    (deps.rpc.eth as unknown as { readContract: () => Promise<never> }).readContract = async () => {
      throw new Error('node down');
    };
    await expect(cachedPairStates(deps, 'eth', [PAIR], false)).rejects.toThrow(/ETH/);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { CHAINS } from '../../shared/src/chains';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import { queryWallet, servedRows, statusOf, truthRows, type HoldingRow } from '../helpers/walletQuery';

/**
 * BSC's keyless token route (UPSTREAMS.md "Keyless defaults"): with no indexer configured, or the
 * indexer failing, the gateway reads balanceOf on chain through Multicall3 for the BSC tokens of
 * @uniswap/default-token-list. The sandbox EVM holds BSC's well-known tokens at their real
 * addresses (world/evmSpecs.ts), some on that list (WBNB, USDT, USDC, ETH, BUSD), some not (BTCB, CAKE).
 */

/** The list's BSC addresses, read here from the package itself rather than through the gateway. */
const LISTED = new Set(
  (createRequire(import.meta.url)('@uniswap/default-token-list') as { tokens: { chainId: number; address: string }[] }).tokens
    .filter((token) => token.chainId === CHAINS.bsc.id)
    .map((token) => token.address.toLowerCase()),
);

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
}, 60_000);

afterEach(() => {
  sandbox.faults.clear();
  sandbox.counters.reset();
});

afterAll(async () => {
  await sandbox.stop();
});

async function withGateway<T>(env: Record<string, string>, run: (gateway: TestGateway) => Promise<T>): Promise<T> {
  const gateway = await startTestGateway(env);
  try {
    return await run(gateway);
  } finally {
    await gateway.close();
  }
}

/** The sandbox's variables without the optional indexer: what a user with no key runs. */
function keylessEnv(): Record<string, string> {
  const { BSC_INDEXER_URL: _url, BSC_INDEXER_API_KEY: _key, ...env } = sandbox.env;
  return env;
}

/** What the on-chain route can see of a wallet: its native coin and its holdings of listed tokens. */
function listedTruth(wallet: string): HoldingRow[] {
  return truthRows(sandbox.world, wallet, 'bsc').filter((row) => row.token === 'native' || LISTED.has(row.token));
}

describe('BSC without an indexer: Multicall3 balanceOf over the token list', () => {
  it('lists exactly the world’s holdings of listed tokens, in one eth_call for the whole list', async () => {
    // Not a vacuous subset: BTCB and CAKE are on the sandbox chain and held by the whale, but not
    // on the list, so a route that read more than the list would show them.
    const offList = sandbox.world.tokens('bsc').filter((token) => token.kind === 'well-known' && !LISTED.has(token.address));
    expect(offList.map((token) => token.symbol).sort()).toEqual(['BTCB', 'CAKE']);
    const whale = sandbox.world.demoWallets[0]!.address;
    expect(truthRows(sandbox.world, whale, 'bsc').map((row) => row.token)).toEqual(expect.arrayContaining(offList.map((token) => token.address)));
    expect(LISTED.size).toBeGreaterThan(90);

    await withGateway(keylessEnv(), async (gateway) => {
      for (const { address } of sandbox.world.demoWallets) {
        sandbox.evm!.resetCounts();
        const wallet = await queryWallet(gateway, address, ['bsc']);

        expect(servedRows(wallet)).toEqual(listedTruth(address));
        expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({ source: 'token-listing:multicall-token-list', state: 'FRESH', message: null });
        // Two eth_calls in all: one aggregate3 of ~100 balanceOf calls for the list, and the native
        // balance, which viem also reads through Multicall3 (getEthBalance).
        expect(sandbox.evm!.counts(CHAINS.bsc.id)).toMatchObject({ ethCalls: 2, byMethod: { eth_call: 2 } });
      }
      expect(sandbox.counters.count('bsc-indexer')).toBe(0);
    });
  });
});

describe('BSC with the indexer configured', () => {
  it('serves every BSC holding from the indexer while it answers', async () => {
    const whale = sandbox.world.demoWallets[0]!.address;
    const wallet = await withGateway(sandbox.env, (gateway) => queryWallet(gateway, whale, ['bsc']));

    expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, whale, 'bsc'));
    expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({ source: 'token-listing:bsc-indexer', state: 'FRESH' });
  });

  it('falls back to the on-chain list when the indexer fails', async () => {
    sandbox.faults.inject({ upstream: 'bsc-indexer', route: 'addresses/token-balances' }, { kind: 'status', status: 500 });
    const whale = sandbox.world.demoWallets[0]!.address;
    const wallet = await withGateway(sandbox.env, (gateway) => queryWallet(gateway, whale, ['bsc']));

    expect(servedRows(wallet)).toEqual(listedTruth(whale));
    expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({ source: 'token-listing:multicall-token-list', state: 'FRESH' });
    expect(statusOf(wallet, 'bsc', 'token-listing')?.message).toMatch(/^bsc-indexer: .*500/);
    expect(sandbox.counters.count('bsc-indexer', 'addresses/token-balances')).toBe(1);
  });
});

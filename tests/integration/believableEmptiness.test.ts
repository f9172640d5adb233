import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../sandbox/index';
import {
  startTestGateway,
  type TestGateway,
  type TestGatewayOptions,
  withTestGateway,
} from '../helpers/testGateway';
import { queryWallet, servedRows, statusOf, truthRows } from '../helpers/walletQuery';

/**
 * Issue 14 deliverable 5: a read in which every call failed is a failure, never an empty result;
 * an empty answer where the wallet held tokens a moment ago is checked against the next source and,
 * when every source says empty ("empty under load"), not believed.
 */

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

const withGateway = <T>(
  env: Record<string, string>,
  run: (gateway: TestGateway) => Promise<T>,
  options: TestGatewayOptions = {},
): Promise<T> => withTestGateway({ ...sandbox.env, ...env }, run, options);

describe('a total RPC outage on BSC without an indexer', () => {
  it('reports the keyless token listing FAILED, not a FRESH empty wallet', async () => {
    const node = await sandbox.evm!.endpoint(56, 'outage');
    node.down = true;
    try {
      const whale = sandbox.world.demoWallets[0]!.address;
      const { BSC_INDEXER_URL: _url, BSC_INDEXER_API_KEY: _key, ...keyless } = sandbox.env;
      const gateway = await startTestGateway({ ...keyless, BSC_RPC_URLS: node.url });
      const wallet = await queryWallet(gateway, whale, ['bsc']).finally(() => gateway.close());
      expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({
        source: 'token-listing',
        state: 'FAILED',
        message: 'multicall-token-list: No working BSC RPC',
      });
      expect(statusOf(wallet, 'bsc', 'native-balance')).toMatchObject({ state: 'FAILED' });
      expect(servedRows(wallet)).toEqual([]);
    } finally {
      node.down = false;
    }
  });
});

describe('empty under load', () => {
  const regular = () => sandbox.world.demoWallets[1]!.address;

  it('asks the next source when the first answers empty, and shows what it has', async () => {
    sandbox.faults.inject(
      { upstream: 'blockscout/base', route: 'api/v2/addresses/tokens' },
      { kind: 'empty' },
    );
    const wallet = await withGateway({}, (gateway) => queryWallet(gateway, regular(), ['base']));

    expect(servedRows(wallet)).toEqual(
      truthRows(sandbox.world, regular(), 'base', { explorerPrices: false }),
    );
    expect(statusOf(wallet, 'base', 'token-listing')).toMatchObject({
      source: 'token-listing:blockscout-tokenlist',
      state: 'FRESH',
    });
  });

  it('keeps the last listing, marked STALE with the reason, when every source answers empty right after tokens were seen', async () => {
    let clock = Date.now();
    await withGateway(
      {},
      async (gateway) => {
        const before = await queryWallet(gateway, regular(), ['base']);
        expect(servedRows(before)).toEqual(truthRows(sandbox.world, regular(), 'base'));

        sandbox.faults.inject(
          { upstream: 'blockscout/base', route: 'api/v2/addresses/tokens' },
          { kind: 'empty' },
        );
        sandbox.faults.inject(
          { upstream: 'blockscout/base', route: 'api/account/tokenlist' },
          { kind: 'empty' },
        );
        sandbox.counters.reset();
        // Seven minutes on: past Base's 5-minute token TTL, well within the hour.
        clock += 7 * 60_000;
        const during = await queryWallet(gateway, regular(), ['base']);

        expect(servedRows(during)).toEqual(truthRows(sandbox.world, regular(), 'base'));
        const status = statusOf(during, 'base', 'token-listing');
        expect(status).toMatchObject({
          source: 'token-listing:blockscout-tokens-paged',
          state: 'STALE',
        });
        expect(status?.message).toMatch(/every source answered empty .* within the hour/);
        // Both sources were asked before the empty answer was doubted.
        expect(sandbox.counters.count('blockscout/base', 'api/v2/addresses/tokens')).toBe(1);
        expect(sandbox.counters.count('blockscout/base', 'api/account/tokenlist')).toBe(1);
      },
      { now: () => clock },
    );
  });

  it('believes an empty answer for a wallet with no recent listing', async () => {
    sandbox.faults.inject(
      { upstream: 'blockscout/base', route: 'api/v2/addresses/tokens' },
      { kind: 'empty' },
    );
    sandbox.faults.inject(
      { upstream: 'blockscout/base', route: 'api/account/tokenlist' },
      { kind: 'empty' },
    );
    const wallet = await withGateway({}, (gateway) => queryWallet(gateway, regular(), ['base']));

    expect(servedRows(wallet).filter((row) => row.token !== 'native')).toEqual([]);
    expect(statusOf(wallet, 'base', 'token-listing')).toMatchObject({
      source: 'token-listing:blockscout-tokens-paged',
      state: 'FRESH',
      message: null,
    });
  });
});

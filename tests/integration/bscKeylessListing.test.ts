import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { CHAINS } from '../../shared/src/chains';
import { startSandbox, type Fault, type Sandbox } from '../sandbox/index';
import { type TestGateway, withTestGateway } from '../helpers/testGateway';
import {
  queryWallet,
  servedRows,
  statusOf,
  truthRows,
  type HoldingRow,
} from '../helpers/walletQuery';

/**
 * BSC's token sources in spec §4's order: the indexer if configured, then the explorer's classic
 * tokenlist if one is configured (BSC_BLOCKSCOUT_URL; BSC has no public one), then — keyless —
 * balanceOf on chain through Multicall3 for the BSC tokens of @uniswap/default-token-list and
 * @pancakeswap/tokens. The sandbox EVM holds BSC's well-known tokens at their real addresses
 * (world/evmSpecs.ts), CAKE and BTCB among them; its generated tokens are on no list.
 */

const FAIL: Fault = { kind: 'status', status: 500 };

/** The two lists' BSC addresses, read here from the npm packages themselves rather than through the gateway. */
const require = createRequire(import.meta.url);
const uniswap = (
  require('@uniswap/default-token-list') as { tokens: { chainId: number; address: string }[] }
).tokens;
const pancakeswap = Object.values(
  (
    require('@pancakeswap/tokens') as {
      bscTokens: Record<string, { chainId: number; address: string }>;
    }
  ).bscTokens,
);
const LISTED = new Set(
  [...uniswap, ...pancakeswap]
    .filter((token) => token.chainId === CHAINS.bsc.id)
    .map((token) => token.address.toLowerCase()),
);

let sandbox: Sandbox;
let whale: string;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
  whale = sandbox.world.demoWallets[0]!.address;
}, 60_000);

afterEach(() => {
  sandbox.faults.clear();
  sandbox.counters.reset();
  sandbox.evm!.resetCounts();
});

afterAll(async () => {
  await sandbox.stop();
});

const withGateway = <T>(
  env: Record<string, string>,
  run: (gateway: TestGateway) => Promise<T>,
): Promise<T> => withTestGateway(env, run);

/** The sandbox's variables without the optional indexer: what a user with no key runs. */
function keylessEnv(): Record<string, string> {
  const { BSC_INDEXER_URL: _url, BSC_INDEXER_API_KEY: _key, ...env } = sandbox.env;
  return env;
}

/** What the on-chain route can see of a wallet: its native coin and its holdings of listed tokens. */
function listedTruth(wallet: string): HoldingRow[] {
  return truthRows(sandbox.world, wallet, 'bsc').filter(
    (row) => row.token === 'native' || LISTED.has(row.token),
  );
}

const explorerCalls = () => sandbox.counters.count('blockscout/bsc', 'api/account/tokenlist');

describe('BSC without an indexer or explorer: Multicall3 balanceOf over the token lists', () => {
  it('lists exactly the world’s holdings of listed tokens, CAKE and BTCB included, in one eth_call for the whole list', async () => {
    const cakeAndBtcb = sandbox.world
      .tokens('bsc')
      .filter((token) => token.symbol === 'CAKE' || token.symbol === 'BTCB');
    expect(cakeAndBtcb.map((token) => token.address).sort()).toEqual([
      '0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82',
      '0x7130d2a12b9bcbfae4f2634d864a1ee1ce3ead9c',
    ]);
    expect(cakeAndBtcb.every((token) => LISTED.has(token.address))).toBe(true);
    // Not a vacuous subset: the whale holds generated tokens no list names, which a route reading
    // more than the list would show.
    expect(truthRows(sandbox.world, whale, 'bsc').length).toBeGreaterThan(
      listedTruth(whale).length,
    );
    expect(LISTED.size).toBeGreaterThan(450);

    await withGateway(keylessEnv(), async (gateway) => {
      // Tokens the gateway has asked whether they are a pool share: it keeps the answer for good.
      const probed = new Set<string>();
      for (const { address } of sandbox.world.demoWallets) {
        sandbox.evm!.resetCounts();
        const wallet = await queryWallet(gateway, address, ['bsc']);

        expect(servedRows(wallet)).toEqual(listedTruth(address));
        expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({
          source: 'token-listing:multicall-token-list',
          state: 'FRESH',
          message: null,
        });
        // Per wallet: one aggregate3 of ~490 balanceOf calls for the list; the native balance's
        // Multicall3 getEthBalance, on its own (it starts with the request, the list only after
        // the listing's cache lookup, so viem's call batching never folds them); the pool-share
        // probe of the held tokens not asked before (one aggregate3, services/positions); the
        // count of the wallet's position NFTs on BSC's v3 position managers (one; these wallets
        // hold none). BSC has no farm registered, so no farm round.
        const held = listedTruth(address)
          .map((row) => row.token)
          .filter((token) => token !== 'native');
        const unseen = held.filter((token) => !probed.has(token));
        held.forEach((token) => probed.add(token));
        const { ethCalls, byMethod } = sandbox.evm!.counts(CHAINS.bsc.id);
        expect({ address, ethCalls }).toEqual({ address, ethCalls: unseen.length > 0 ? 4 : 3 });
        expect(byMethod.eth_call).toBe(ethCalls);
      }
      expect(
        servedRows(await queryWallet(gateway, whale, ['bsc'])).map((row) => row.token),
      ).toEqual(expect.arrayContaining(cakeAndBtcb.map((token) => token.address)));
      expect(sandbox.counters.count('bsc-indexer')).toBe(0);
    });
  });
});

describe('BSC with an explorer configured (BSC_BLOCKSCOUT_URL) and no indexer', () => {
  it('serves every BSC holding from the explorer’s tokenlist, with no on-chain token read', async () => {
    const wallet = await withGateway({ ...keylessEnv(), ...sandbox.optionalEnv }, (gateway) =>
      queryWallet(gateway, whale, ['bsc']),
    );

    expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, whale, 'bsc'));
    expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({
      source: 'token-listing:blockscout-tokenlist',
      state: 'FRESH',
      message: null,
    });
    expect(explorerCalls()).toBe(1);
    // The native balance's eth_call, the pool-share probe of the held tokens and the position-NFT
    // count: the token list was not read on chain.
    expect(sandbox.evm!.counts(CHAINS.bsc.id)).toMatchObject({ ethCalls: 3 });
  });
});

describe('BSC with the indexer configured', () => {
  it('serves every BSC holding from the indexer while it answers, before the explorer', async () => {
    const wallet = await withGateway({ ...sandbox.env, ...sandbox.optionalEnv }, (gateway) =>
      queryWallet(gateway, whale, ['bsc']),
    );

    expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, whale, 'bsc'));
    expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({
      source: 'token-listing:bsc-indexer',
      state: 'FRESH',
    });
    expect(explorerCalls()).toBe(0);
  });

  it('falls back to the explorer’s tokenlist when the indexer fails', async () => {
    sandbox.faults.inject({ upstream: 'bsc-indexer' }, FAIL);
    const wallet = await withGateway({ ...sandbox.env, ...sandbox.optionalEnv }, (gateway) =>
      queryWallet(gateway, whale, ['bsc']),
    );

    expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, whale, 'bsc'));
    expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({
      source: 'token-listing:blockscout-tokenlist',
      state: 'FRESH',
    });
    expect(statusOf(wallet, 'bsc', 'token-listing')?.message).toMatch(/^bsc-indexer: .*500/);
    expect(explorerCalls()).toBe(1);
    // The native balance, the pool-share probe and the position-NFT count: still no on-chain token list.
    expect(sandbox.evm!.counts(CHAINS.bsc.id)).toMatchObject({ ethCalls: 3 });
  });

  it('falls back to the on-chain list when the indexer and the explorer fail', async () => {
    sandbox.faults.inject({ upstream: 'bsc-indexer' }, FAIL);
    sandbox.faults.inject({ upstream: 'blockscout/bsc', route: 'api/account/tokenlist' }, FAIL);
    const wallet = await withGateway({ ...sandbox.env, ...sandbox.optionalEnv }, (gateway) =>
      queryWallet(gateway, whale, ['bsc']),
    );

    expect(servedRows(wallet)).toEqual(listedTruth(whale));
    expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({
      source: 'token-listing:multicall-token-list',
      state: 'FRESH',
    });
    expect(statusOf(wallet, 'bsc', 'token-listing')?.message).toMatch(
      /^bsc-indexer: .*500; blockscout-tokenlist: Blockscout compat HTTP 500$/,
    );
    expect(explorerCalls()).toBe(1);
  });

  it('falls back to the on-chain list when the indexer fails and no explorer is configured', async () => {
    sandbox.faults.inject({ upstream: 'bsc-indexer' }, FAIL);
    const wallet = await withGateway(sandbox.env, (gateway) =>
      queryWallet(gateway, whale, ['bsc']),
    );

    expect(servedRows(wallet)).toEqual(listedTruth(whale));
    expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({
      source: 'token-listing:multicall-token-list',
      state: 'FRESH',
    });
    expect(statusOf(wallet, 'bsc', 'token-listing')?.message).toMatch(/^bsc-indexer: .*500$/);
  });
});

describe('BSC indexer shapes (spec §7: four paths; items, result or data arrays)', () => {
  const PATHS = [
    'addresses/token-balances',
    'addresses/tokens',
    'accounts/token-balances',
    'account/token-balances',
  ] as const;

  it.each(PATHS.map((path, index) => [path, index] as const))(
    'reads an indexer that serves only %s',
    async (_path, index) => {
      // The paths before it answer 404, as an indexer does for a path it does not have.
      for (const missing of PATHS.slice(0, index))
        sandbox.faults.inject(
          { upstream: 'bsc-indexer', route: missing },
          { kind: 'status', status: 404 },
        );
      const wallet = await withGateway(sandbox.env, (gateway) =>
        queryWallet(gateway, whale, ['bsc']),
      );

      expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, whale, 'bsc'));
      expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({
        source: 'token-listing:bsc-indexer',
        state: 'FRESH',
        message: null,
      });
      expect(PATHS.map((each) => sandbox.counters.count('bsc-indexer', each))).toEqual(
        PATHS.map((_, at) => (at <= index ? 1 : 0)),
      );
    },
  );

  it('falls back after a server error on the first path, without trying the others', async () => {
    sandbox.faults.inject(
      { upstream: 'bsc-indexer', route: 'addresses/token-balances' },
      { kind: 'status', status: 500 },
    );
    const wallet = await withGateway(sandbox.env, (gateway) =>
      queryWallet(gateway, whale, ['bsc']),
    );

    expect(statusOf(wallet, 'bsc', 'token-listing')).toMatchObject({
      source: 'token-listing:multicall-token-list',
      state: 'FRESH',
    });
    expect(sandbox.counters.count('bsc-indexer')).toBe(1);
  });
});

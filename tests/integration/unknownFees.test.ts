import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startSandbox, WORLD_NOW, type Sandbox } from '../sandbox/index';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

// Blockscout's classic txlist writes gasPrice/gasUsed as "" when it does not know a fee
// (UPSTREAMS.md §7.1; the sandbox's blank-fees quirk). The transactions still show, without a fee,
// and a history rebuilt from them does not count the unknown fees as 0 silently: the native
// balance it rebuilds then differs from the balance read now, and says so as a mismatch.

let sandbox: Sandbox;
let test: TestGateway;
let wallet: string;

const QUERY = `query ($w: Address!) {
  transactions(address: $w, chain: BASE, kind: NATIVE, first: 50) {
    edges { node { hash fee feeWei } }
    sources { source state message reason }
  }
  portfolioHistory(wallets: [$w], chains: [BASE], range: WEEK) {
    mismatches { chain wallet token symbol rebuiltAmount currentAmount }
  }
}`;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
  test = await startTestGateway(sandbox.env, { clock: () => WORLD_NOW * 1000 });
  wallet = sandbox.world.demoWallets[0]?.address as string;
  // Blockscout v2's transaction list unreadable, so the classic txlist serves the native list.
  sandbox.faults.inject(
    { upstream: 'blockscout/base', route: 'api/v2/addresses/transactions' },
    { kind: 'malformed' },
  );
  sandbox.faults.inject(
    { upstream: 'blockscout/base', route: 'api/account/txlist' },
    { kind: 'quirk', quirk: 'blank-fees' },
  );
}, 60_000);
afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

describe('classic rows with unknown fees', () => {
  it('shows every transaction, the unknown fees empty, and the history reports the native mismatch', async () => {
    const response = await request(test.gateway.app)
      .post('/graphql')
      .send({ query: QUERY, variables: { w: wallet } });
    expect(response.body.errors).toBeUndefined();
    const { transactions, portfolioHistory } = response.body.data as {
      transactions: {
        edges: { node: { hash: string; fee: string | null; feeWei: string | null } }[];
        sources: { source: string; state: string }[];
      };
      portfolioHistory: { mismatches: { chain: string; token: string | null }[] };
    };
    expect(transactions.sources.map((status) => status.source)).toContain(
      'transactions:blockscout-classic',
    );
    const sent = sandbox.world
      .transactions(wallet, 'base')
      .filter((tx) => tx.from === wallet.toLowerCase());
    expect(sent.length).toBeGreaterThan(0);
    const fees = transactions.edges.map((edge) => edge.node.feeWei);
    expect(fees.some((fee) => fee === null)).toBe(true);
    expect(fees.some((fee) => fee !== null)).toBe(true);
    for (const { node } of transactions.edges) expect(node.fee === null).toBe(node.feeWei === null);
    // The world's transfers add up on Base (its one staged mismatch is on Ethereum): this one is the
    // fees the explorer did not report.
    expect(sandbox.world.historyMismatches(wallet, 'base')).toEqual([]);
    expect(portfolioHistory.mismatches).toContainEqual(
      expect.objectContaining({ chain: 'BASE', token: null }),
    );
  }, 60_000);
});

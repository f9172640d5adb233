import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../index';
import { get } from '../../testing/http';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

describe('BSC indexer', () => {
  it('lists a wallet’s BSC tokens under items, zero balances included, behind the API-key header', async () => {
    const wallet = sandbox.world.demoWallets[0]!.address;
    const url = `${sandbox.env.BSC_INDEXER_URL}/addresses/${wallet}/token-balances`;
    expect((await get(url)).status).toBe(401);
    const { status, body } = await get(url, { 'x-api-key': sandbox.env.BSC_INDEXER_API_KEY! });
    expect(status).toBe(200);
    const items = (
      body as { items: { token_address: string; balance: string; decimals: number }[] }
    ).items;
    const holdings = sandbox.world.holdings(wallet, 'bsc');
    expect(items.map((item) => `${item.token_address}:${item.balance}`)).toEqual(
      holdings.map((h) => `${h.token.address}:${h.balanceRaw}`),
    );
    expect(items.some((item) => item.balance === '0')).toBe(true);
  });
});

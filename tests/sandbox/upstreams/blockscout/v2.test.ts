import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../index';
import { get } from '../../testing/http';
import { loadSample, shapeMismatches } from '../../testing/shape';
import { isListedTransaction } from '../../world/transactions';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const v2 = (chain: string) => `${sandbox.url}/blockscout/${chain}/api/v2`;
const whale = () => sandbox.world.demoWallets[0]!;

interface Page {
  items: Record<string, unknown>[];
  next_page_params: Record<string, string | number | null> | null;
}

/** Follows next_page_params the way a client must: re-append `extra` (type=…) and every key. */
async function allPages(
  url: string,
  extra: Record<string, string> = {},
  cap = 20,
): Promise<Page[]> {
  const pages: Page[] = [];
  let params: Record<string, string | number | null> | null = {};
  while (params !== null && pages.length < cap) {
    const query = new URLSearchParams(extra);
    for (const [key, value] of Object.entries(params)) query.set(key, String(value));
    const { status, body } = await get(`${url}?${query}`);
    expect(status).toBe(200);
    pages.push(body as Page);
    params = (body as Page).next_page_params;
  }
  return pages;
}

describe('current Blockscout (Ethereum, Base, Polygon)', () => {
  it('serves token-balances in the current token shape', async () => {
    const { body } = await get(`${v2('eth')}/addresses/${whale().address}/token-balances`);
    expect(shapeMismatches(body, [loadSample('blockscout-v2-token-balances')])).toEqual([]);
  });

  it('pages /tokens?type=ERC-20 by fiat_value, value and id, dropping type from next_page_params, until null', async () => {
    for (const chain of ['eth', 'base', 'polygon', 'pulse']) {
      const url = `${v2(chain)}/addresses/${whale().address}/tokens`;
      const pages = await allPages(url, { type: 'ERC-20' });
      const samples =
        chain === 'pulse'
          ? [loadSample('blockscout-v2-address-tokens-pulsechain-legacy')]
          : [
              loadSample('blockscout-v2-address-tokens-page1'),
              loadSample('blockscout-v2-address-tokens-last-page'),
            ];
      for (const page of pages) expect(shapeMismatches(page, samples)).toEqual([]);
      const last = pages.at(-1)!;
      expect(last.next_page_params).toBeNull();
      for (const page of pages.slice(0, -1)) {
        expect(page.items).toHaveLength(50);
        expect(Object.keys(page.next_page_params!).sort()).toEqual([
          'fiat_value',
          'id',
          'items_count',
          'value',
        ]);
      }
      const served = pages.flatMap((page) =>
        page.items.map(
          (item) =>
            `${(item.token as Record<string, string>)[chain === 'pulse' ? 'address' : 'address_hash']!.toLowerCase()}:${item.value as string}`,
        ),
      );
      const expected = sandbox.world
        .holdings(whale().address, chain as 'eth')
        .map((h) => `${h.token.address}:${h.balanceRaw}`);
      expect(served.sort()).toEqual(expected.sort());
    }
    expect(
      (await allPages(`${v2('pulse')}/addresses/${whale().address}/tokens`, { type: 'ERC-20' }))
        .length,
    ).toBeGreaterThan(1);
  });

  it('answers an NFT-only type filter with no rows (the world holds ERC-20s only)', async () => {
    const { body } = await get(`${v2('eth')}/addresses/${whale().address}/tokens?type=ERC-721`);
    expect(body).toEqual({ items: [], next_page_params: null });
  });

  it('serves token details and 404 for an unknown token', async () => {
    const usdc = await get(`${v2('eth')}/tokens/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`);
    expect(shapeMismatches(usdc.body, [loadSample('blockscout-v2-tokens-detail')])).toEqual([]);
    expect(usdc.body).toMatchObject({
      symbol: 'USDC',
      decimals: '6',
      address_hash: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    });
    const missing = await get(`${v2('eth')}/tokens/0x000000000000000000000000000000000000dEaD`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });
  });

  it('serves address info, and a 200 stub for an unknown address', async () => {
    const known = await get(`${v2('base')}/addresses/${whale().address}`);
    expect(shapeMismatches(known.body, [loadSample('blockscout-v2-address')])).toEqual([]);
    expect(known.body).toMatchObject({
      coin_balance: sandbox.world.nativeBalance(whale().address, 'base').toString(),
      exchange_rate: '3212',
    });
    const stub = await get(`${v2('base')}/addresses/0x000000000000000000000000000000000000dEaD`);
    expect(stub.status).toBe(200);
    expect(stub.body).toMatchObject({ coin_balance: null, has_tokens: false });
  });

  it('serves stats in both dialects with the native price as coin_price', async () => {
    const current = await get(`${v2('eth')}/stats`);
    expect(shapeMismatches(current.body, [loadSample('blockscout-v2-stats')])).toEqual([]);
    expect(current.body).toMatchObject({ coin_price: '3212' });
    const legacy = await get(`${v2('pulse')}/stats`);
    expect(
      shapeMismatches(legacy.body, [loadSample('blockscout-v2-stats-pulsechain-legacy')]),
    ).toEqual([]);
    expect(legacy.body).toMatchObject({ coin_price: '0.00003421' });
  });

  it('serves a BSC explorer only for tests that opt in: it is not in the default env', async () => {
    expect(sandbox.env.BSC_BLOCKSCOUT_URL).toBeUndefined();
    expect(sandbox.optionalEnv.BSC_BLOCKSCOUT_URL).toBe(`${sandbox.url}/blockscout/bsc`);
    expect((await get(`${sandbox.optionalEnv.BSC_BLOCKSCOUT_URL}/api/v2/stats`)).status).toBe(200);
  });
});

describe('transactions and token transfers', () => {
  it('pages a busy wallet’s transactions by block_number and index, in the sample shape, newest first', async () => {
    const pages = await allPages(`${v2('eth')}/addresses/${whale().address}/transactions`);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages)
      expect(shapeMismatches(page, [loadSample('blockscout-v2-address-transactions')])).toEqual([]);
    const hashes = pages.flatMap((page) => page.items.map((item) => item.hash));
    const expected = sandbox.world
      .transactions(whale().address, 'eth')
      .filter((tx) => isListedTransaction(tx, whale().address));
    expect(hashes).toEqual(expected.map((tx) => tx.hash));
  });

  it('uses the v5 spellings on PulseChain (block, tx_types, tx_hash, string log_index)', async () => {
    const txs = await get(`${v2('pulse')}/addresses/${whale().address}/transactions`);
    const item = (txs.body as Page).items[0]!;
    expect(item).toHaveProperty('block');
    expect(item).toHaveProperty('tx_types');
    expect(item).not.toHaveProperty('block_number');
    const transfers = await get(`${v2('pulse')}/addresses/${whale().address}/token-transfers`);
    const transfer = (transfers.body as Page).items[0]!;
    expect(transfer).toHaveProperty('tx_hash');
    expect(typeof transfer.log_index).toBe('string');
  });

  it('pages token transfers in the sample shape and filters by direction and token', async () => {
    const pages = await allPages(`${v2('eth')}/addresses/${whale().address}/token-transfers`, {
      type: 'ERC-20',
    });
    for (const page of pages)
      expect(shapeMismatches(page, [loadSample('blockscout-v2-address-token-transfers')])).toEqual(
        [],
      );
    const incoming = await get(
      `${v2('eth')}/addresses/${whale().address}/token-transfers?filter=to`,
    );
    for (const item of (incoming.body as Page).items)
      expect((item.to as { hash: string }).hash.toLowerCase()).toBe(whale().address);
    const first = pages[0]!.items[0]!;
    const token = (first.token as { address_hash: string }).address_hash;
    const onlyOne = await get(
      `${v2('eth')}/addresses/${whale().address}/token-transfers?token=${token}`,
    );
    for (const item of (onlyOne.body as Page).items)
      expect((item.token as { address_hash: string }).address_hash).toBe(token);
  });
});

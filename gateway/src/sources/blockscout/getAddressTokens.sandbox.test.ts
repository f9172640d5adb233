import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../../../tests/sandbox/index';
import { createHttpClient } from '../../http/httpClient';
import { getAddressTokens, MAX_TOKEN_PAGES } from './getAddressTokens';

/**
 * Paging against the sandbox's Base explorer: spec §7 pages Base and Polygon with
 * filter=positive and page_size=200, through next_page_params or next_page_path, up to 25 pages —
 * 5,000 tokens, where pages of 50 stopped at 1,250. The world's bulk wallet holds 1,300.
 */

let sandbox: Sandbox;
const http = createHttpClient({ timeoutMs: 5_000, sleep: async () => undefined });

beforeAll(async () => {
  sandbox = await startSandbox({ evm: false });
});

afterEach(() => {
  sandbox.faults.clear();
  sandbox.counters.reset();
});

afterAll(async () => {
  await sandbox.stop();
});

const read = (address: string) =>
  getAddressTokens(http, {
    upstream: 'blockscout:base',
    baseUrl: sandbox.env.BASE_BLOCKSCOUT_URL ?? '',
    address,
  });

function worldRows(address: string): string[] {
  return sandbox.world
    .holdings(address, 'base')
    .filter((holding) => holding.balanceRaw > 0n)
    .map((holding) => `${holding.token.address}:${holding.balanceRaw}`)
    .sort();
}

describe('getAddressTokens on Base', () => {
  it('reads a wallet of 1,300 tokens in 7 pages of 200, each asking filter=positive and page_size=200', async () => {
    const bulk = sandbox.world.bulkWallet.address;
    const result = await read(bulk);

    expect(result.balances.map((row) => `${row.token.address}:${row.balanceRaw}`).sort()).toEqual(
      worldRows(bulk),
    );
    expect(result.balances.length).toBeGreaterThan(1_250);
    expect(result).toMatchObject({ truncated: false, dropped: [] });
    const pages = sandbox.counters.requests('blockscout/base', 'api/v2/addresses/tokens');
    expect(pages).toHaveLength(7);
    for (const page of pages) {
      const query = new URL(page, 'http://sandbox.invalid').searchParams;
      expect([query.get('type'), query.get('filter'), query.get('page_size')]).toEqual([
        'ERC-20',
        'positive',
        '200',
      ]);
    }
  });

  it('follows next_page_path when the explorer gives the next page as a path', async () => {
    sandbox.faults.inject(
      { upstream: 'blockscout/base', route: 'api/v2/addresses/tokens' },
      { kind: 'paging', mode: 'path' },
    );
    const bulk = sandbox.world.bulkWallet.address;
    const result = await read(bulk);

    expect(result.balances.map((row) => `${row.token.address}:${row.balanceRaw}`).sort()).toEqual(
      worldRows(bulk),
    );
    expect(sandbox.counters.count('blockscout/base', 'api/v2/addresses/tokens')).toBe(7);
  });

  it('stops at 25 pages on endless paging, marked truncated', async () => {
    sandbox.faults.inject(
      { upstream: 'blockscout/base', route: 'api/v2/addresses/tokens' },
      { kind: 'paging', mode: 'endless' },
    );
    const result = await read(sandbox.world.bulkWallet.address);
    // The 7 real pages, then empty pages: the first page with nothing new ends it.
    expect(result.truncated).toBe(true);
    expect(
      sandbox.counters.count('blockscout/base', 'api/v2/addresses/tokens'),
    ).toBeLessThanOrEqual(MAX_TOKEN_PAGES);
  });

  it('drops the null-address row of the regular wallet with its reason and keeps the page', async () => {
    const regular = sandbox.world.demoWallets[1]!.address;
    const result = await read(regular);

    expect(result.dropped).toEqual([
      {
        row: sandbox.world.malformedTokenRows(regular, 'base')[0],
        reason: expect.stringMatching(/address/),
      },
    ]);
    expect(result.balances.map((row) => `${row.token.address}:${row.balanceRaw}`).sort()).toEqual(
      worldRows(regular),
    );
  });
});

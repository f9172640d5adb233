import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../index';
import { get } from '../testing/http';
import { loadSample, shapeMismatches } from '../testing/shape';
import { DAY_SECONDS } from '../world/clock';
import {
  dayPrice,
  dayString,
  missingPriceDay,
  tokenPriceHistory,
  TODAY,
} from '../world/priceHistory';
import { nativeDelta, tokenDelta } from '../world/transferHistory';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const whale = () => sandbox.world.demoWallets[0]!;

interface TransferPage {
  items: {
    total: { value: string };
    from: { hash: string };
    to: { hash: string };
    token: { address?: string; address_hash?: string };
  }[];
  next_page_params: Record<string, string | number> | null;
}

describe('history routes (issue 17)', () => {
  it('pages every token transfer of the whale on Base, 50 a page, and they add up to its balances', async () => {
    const wallet = whale().address;
    const base = `${sandbox.url}/blockscout/base/api/v2/addresses/${whale().checksum}/token-transfers`;
    const items: TransferPage['items'] = [];
    let params: Record<string, string | number> | null = {};
    let pages = 0;
    while (params !== null) {
      const query = new URLSearchParams({ type: 'ERC-20' });
      for (const [key, value] of Object.entries(params)) query.set(key, String(value));
      const page = (await get(`${base}?${query}`)).body as TransferPage;
      expect(page.items.length).toBeLessThanOrEqual(50);
      items.push(...page.items);
      params = page.next_page_params;
      pages++;
    }
    expect(pages).toBeGreaterThan(1);
    const sums = new Map<string, bigint>();
    for (const item of items) {
      const token = (item.token.address_hash ?? item.token.address ?? '').toLowerCase();
      const value = BigInt(item.total.value);
      const signed =
        (item.to.hash.toLowerCase() === wallet ? value : 0n) -
        (item.from.hash.toLowerCase() === wallet ? value : 0n);
      sums.set(token, (sums.get(token) ?? 0n) + signed);
    }
    for (const holding of sandbox.world.holdings(wallet, 'base'))
      expect([holding.token.symbol, sums.get(holding.token.address) ?? 0n]).toEqual([
        holding.token.symbol,
        holding.balanceRaw,
      ]);
    expect(sandbox.counters.count('blockscout/base', 'api/v2/addresses/token-transfers')).toBe(
      pages,
    );
  });

  it('answers coin-balance-history-by-day for the last 10 days, ending on the current balance', async () => {
    const wallet = whale().address;
    const { status, body } = await get(
      `${sandbox.url}/blockscout/eth/api/v2/addresses/${wallet}/coin-balance-history-by-day`,
    );
    expect(status).toBe(200);
    const { days, items } = body as { days: number; items: { date: string; value: string }[] };
    expect(days).toBe(10);
    expect(items.at(-1)).toEqual({
      date: dayString(TODAY),
      value: sandbox.world.nativeBalance(wallet, 'eth').toString(),
    });
    expect(items.every((item) => item.date >= dayString(TODAY - 10))).toBe(true);
    expect([...items].sort((a, b) => a.date.localeCompare(b.date))).toEqual(items);
    // A day's item is the day's highest balance.
    const txs = [...sandbox.world.transactions(wallet, 'eth')].sort(
      (a, b) => a.timestamp - b.timestamp,
    );
    const first = items[0]!;
    let balance = 0n;
    let highest: bigint | undefined;
    for (const tx of txs) {
      balance += nativeDelta(tx, wallet);
      if (
        dayString(Math.floor(tx.timestamp / DAY_SECONDS)) === first.date &&
        nativeDelta(tx, wallet) !== 0n
      )
        highest = highest === undefined || balance > highest ? balance : highest;
    }
    if (items.length > 1) expect(first.value).toBe(String(highest));
    expect(
      (
        await get(
          `${sandbox.url}/blockscout/eth/api/v2/addresses/0x000000000000000000000000000000000000dead/coin-balance-history-by-day`,
        )
      ).body,
    ).toEqual({ days: 10, items: [] });
    expect(
      (await get(`${sandbox.url}/blockscout/eth/api/v2/addresses/nope/coin-balance-history-by-day`))
        .status,
    ).toBe(422);
  });

  it('serves daily closes from batchHistorical, leaves a missing day and unknown coins out', async () => {
    const token = sandbox.world.tokens('eth').find((candidate) => {
      const series = tokenPriceHistory(candidate);
      return series !== null && missingPriceDay(series.key, series.now) !== null;
    })!;
    const series = tokenPriceHistory(token)!;
    const missing = missingPriceDay(series.key, series.now)!;
    const closes = [missing - 2, missing - 1, missing, missing + 1].map(
      (day) => (day + 1) * DAY_SECONDS - 1,
    );
    const unpriced = sandbox.world
      .tokens('eth')
      .find((candidate) => candidate.quotes.defillama === null)!;
    const id = `ethereum:${token.checksum}`;
    const coins = encodeURIComponent(
      JSON.stringify({ [id]: closes, [`ethereum:${unpriced.address}`]: closes }),
    );
    const { body } = await get(
      `${sandbox.url}/defillama/batchHistorical?coins=${coins}&searchWidth=12h`,
    );
    expect(
      shapeMismatches(body, [loadSample('defillama-batch-historical')], {
        dictionaries: ['$.coins'],
      }),
    ).toEqual([]);
    const answer = body as {
      coins: Record<string, { prices: { timestamp: number; price: number }[] }>;
    };
    expect(Object.keys(answer.coins)).toEqual([id]);
    expect(answer.coins[id]!.prices.map((entry) => entry.price)).toEqual(
      [missing - 2, missing - 1, missing + 1].map((day) => dayPrice(series.key, series.now, day)),
    );
    const tooLong = encodeURIComponent(
      JSON.stringify({
        [id]: Array.from({ length: 900 }, (_, index) => sandbox.world.now - index * 3_600),
      }),
    );
    expect((await get(`${sandbox.url}/defillama/batchHistorical?coins=${tooLong}`)).status).toBe(
      414,
    );
  });

  it('keeps tokenDelta and the explorer in step for a bought-and-sold token (zero today)', () => {
    const wallet = whale().address;
    const sold = sandbox.world
      .holdings(wallet, 'base')
      .find((holding) => holding.intent === 'zero')!;
    const moves = sandbox.world
      .transactions(wallet, 'base')
      .filter((tx) => tokenDelta(tx, wallet, sold.token.address) !== 0n);
    expect(moves).toHaveLength(2);
    expect(moves.every((tx) => tx.timestamp > sandbox.world.now - 30 * DAY_SECONDS)).toBe(true);
  });
});

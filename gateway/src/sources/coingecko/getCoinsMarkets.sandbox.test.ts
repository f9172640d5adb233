import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../../../tests/sandbox/index';
import { MARKET_COINS } from '../../../../tests/sandbox/world/ticker';
import { createHttpClient } from '../../http/httpClient';
import { getCoinsMarkets } from './getCoinsMarkets';

// CoinGecko's numbers are nullable and have come as strings (the sandbox's odd-market-fields
// quirk): one odd field costs that field, never the coin and its price.

let sandbox: Sandbox;
const http = createHttpClient({ timeoutMs: 5_000, sleep: async () => undefined });
const ids = MARKET_COINS.filter((coin) => coin.inMarkets)
  .slice(0, 6)
  .map((coin) => coin.id);

beforeAll(async () => {
  sandbox = await startSandbox({ evm: false });
});
afterAll(() => sandbox.stop());

describe('getCoinsMarkets against odd but real field types', () => {
  it('keeps every coin with its price when a 24 h change is a string or null', async () => {
    const read = () => getCoinsMarkets(http, { baseUrl: sandbox.env.COINGECKO_URL ?? '', ids });
    const usual = await read();
    sandbox.faults.inject(
      { upstream: 'coingecko', route: 'api/v3/coins/markets' },
      { kind: 'quirk', quirk: 'odd-market-fields', times: 1 },
    );
    const odd = await read();

    expect(odd.map((coin) => [coin.id, coin.priceUsd])).toEqual(
      usual.map((coin) => [coin.id, coin.priceUsd]),
    );
    expect(odd.every((coin) => coin.priceUsd !== null)).toBe(true);
    // The first coin's change is unknown (null, no _in_currency): null, not 0 and not a dropped coin.
    expect(odd[0]?.change24hPct).toBeNull();
    // The others read their change as before (_in_currency first, the string is a fallback).
    expect(odd.slice(1).map((coin) => coin.change24hPct)).toEqual(
      usual.slice(1).map((coin) => coin.change24hPct),
    );
  });
});

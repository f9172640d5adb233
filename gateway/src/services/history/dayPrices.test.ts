import { describe, expect, it } from '@jest/globals';
import Keyv from 'keyv';
import { Cache } from '../../cache/cache';
import { loadConfig } from '../../config/env';
import { UpstreamError } from '../../errors/errors';
import { dayPrices } from './dayPrices';

describe('dayPrices', () => {
  it('says which daily prices went without when DefiLlama fails, in its own words', async () => {
    const deps = {
      config: loadConfig({}),
      cache: new Cache(new Keyv()),
      http: {
        json: async () => {
          throw new UpstreamError('DefiLlama HTTP 500', 'defillama', 500);
        },
      },
    };
    const today = 20_000;
    // Days 19_900 and 19_901 share one 32-day block, 19_950 is in the next: two coin-months.
    const wanted = new Map([
      [
        'coingecko:ethereum',
        [
          { first: 19_900, last: 19_901 },
          { first: 19_950, last: 19_950 },
        ],
      ],
    ]);
    const { prices, statuses } = await dayPrices(deps, 'eth', wanted, today, today * 86_400);
    expect(prices.price('coingecko:ethereum', 19_900)).toBeUndefined();
    // Days DefiLlama could not be asked about are not handed to the DEX history: one status only.
    expect(statuses).toHaveLength(1);
    expect(statuses[0]).toMatchObject({
      chain: 'eth',
      source: 'defillama-history',
      state: 'failed',
      message: 'no daily prices for 2 coin-month(s): DefiLlama HTTP 500',
    });
  });
});

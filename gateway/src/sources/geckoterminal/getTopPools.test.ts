import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Address } from '../../../../shared/src/addresses';
import { createHttpClient } from '../../http/httpClient';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { getTopPools } from './getTopPools';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
const PLSX = '0x95b303987a60c71504d99aa1b13b4da07b0790ab' as Address;
const WPLS = '0xa1077a294dde1b09bb078844df40758a5d0f9a27' as Address;
const UNKNOWN = '0x00000000000000000000000000000000000000aa' as Address;
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({
    status: 200,
    body: loadSample('geckoterminal-tokens-multi-top-pools'),
  }));
});
afterAll(() => server.close());

describe('getTopPools', () => {
  it('finds each token’s top pool among the included ones, and which side of it the token is', async () => {
    const pools = await getTopPools(http, {
      baseUrl: server.url,
      network: 'pulsechain',
      addresses: [PLSX, WPLS, UNKNOWN],
    });
    expect(server.requests.at(-1)).toBe(
      `/networks/pulsechain/tokens/multi/${PLSX},${WPLS},${UNKNOWN}?include=top_pools`,
    );
    const pool = '0x1b45b9148791d3a104184cd5dfe5ce57193a3ee9';
    expect(pools.get(PLSX)).toEqual({ pool, side: 'base', reserveUsd: 5412038.3398 });
    // The same pool, seen from its other token.
    expect(pools.get(WPLS)).toEqual({ pool, side: 'quote', reserveUsd: 5412038.3398 });
    // A token GeckoTerminal leaves out (it ignores unknown addresses) has no pool.
    expect(pools.get(UNKNOWN)).toBeNull();
  });

  it('gives a token whose pool is not included, or is malformed, no pool instead of failing', async () => {
    const sample = loadSample('geckoterminal-tokens-multi-top-pools') as {
      data: unknown[];
      included: { attributes: Record<string, unknown> }[];
    };
    server.route = () => ({
      status: 200,
      body: {
        data: sample.data,
        included: [{ ...sample.included[0], attributes: { name: 'no address' } }],
      },
    });
    const pools = await getTopPools(http, {
      baseUrl: server.url,
      network: 'pulsechain',
      addresses: [PLSX],
    });
    expect(pools.get(PLSX)).toBeNull();
  });

  it('refuses more than 30 addresses before asking', async () => {
    const before = server.requests.length;
    const many = Array.from({ length: 31 }, () => PLSX);
    await expect(
      getTopPools(http, { baseUrl: server.url, network: 'pulsechain', addresses: many }),
    ).rejects.toThrow(RangeError);
    expect(server.requests).toHaveLength(before);
  });
});

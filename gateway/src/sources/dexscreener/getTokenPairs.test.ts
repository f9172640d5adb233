import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Address } from '../../../../shared/src/addresses';
import { UpstreamError } from '../../errors/errors';
import { createHttpClient } from '../../http/httpClient';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { getTokenPairs, MAX_TOKENS_PER_REQUEST } from './getTokenPairs';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
const PLSX = '0x95b303987a60c71504d99aa1b13b4da07b0790ab' as Address;
const HEX = '0x2b591e99afe9f32eaa6214f7b7629768c40eeb39' as Address;
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({
    status: 200,
    body: loadSample('dexscreener-latest-dex-tokens'),
  }));
});
afterAll(() => server.close());

describe('getTokenPairs', () => {
  it('asks /latest/dex/tokens/{a,b} and returns every pair, normalised', async () => {
    const pairs = await getTokenPairs(http, { baseUrl: server.url, addresses: [PLSX, HEX] });
    expect(server.requests.at(-1)).toBe(`/latest/dex/tokens/${PLSX},${HEX}`);
    expect(pairs).toHaveLength(3);
    expect(pairs[0]).toEqual({
      chainId: 'pulsechain',
      pairAddress: '0x1b45b9148791d3a104184Cd5DFE5CE57193a3ee9',
      baseToken: { address: PLSX, symbol: 'PLSX' },
      quoteToken: { address: '0xa1077a294dde1b09bb078844df40758a5d0f9a27', symbol: 'WPLS' },
      priceUsd: 0.00002981,
      priceNative: 0.8712,
      change24hPct: -2.73,
      liquidityUsd: 28411223.51,
    });
    // The Ethereum pair reports no m5 change: h24 is still read.
    expect(pairs[2]?.change24hPct).toBe(-3.1);
  });

  it('reads `pairs: null` as no pairs', async () => {
    server.route = () => ({ status: 200, body: loadSample('dexscreener-latest-dex-tokens-empty') });
    await expect(getTokenPairs(http, { baseUrl: server.url, addresses: [PLSX] })).resolves.toEqual(
      [],
    );
  });

  it('drops a pair it cannot read instead of failing the batch', async () => {
    server.route = () => ({
      status: 200,
      body: {
        schemaVersion: '1.0.0',
        pairs: [
          { chainId: 'pulsechain', baseToken: { symbol: 'X' } },
          { ...firstSamplePair(), priceUsd: undefined },
        ],
      },
    });
    const pairs = await getTokenPairs(http, { baseUrl: server.url, addresses: [PLSX] });
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.priceUsd).toBeNull();
  });

  it('fails with a typed error naming the status', async () => {
    server.route = () => ({ status: 500, body: { message: 'boom' } });
    const call = getTokenPairs(http, { baseUrl: server.url, addresses: [PLSX] });
    await expect(call).rejects.toBeInstanceOf(UpstreamError);
    await expect(call).rejects.toThrow('DexScreener HTTP 500');
  });

  it('refuses more addresses than one request may carry', async () => {
    const tooMany = Array.from({ length: MAX_TOKENS_PER_REQUEST + 1 }, () => PLSX);
    await expect(getTokenPairs(http, { baseUrl: server.url, addresses: tooMany })).rejects.toThrow(
      RangeError,
    );
  });
});

function firstSamplePair(): Record<string, unknown> {
  return (
    (loadSample('dexscreener-latest-dex-tokens') as { pairs: Record<string, unknown>[] })
      .pairs[0] ?? {}
  );
}

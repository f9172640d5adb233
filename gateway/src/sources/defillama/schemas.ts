import { z } from 'zod';
import { parsePrice } from '../values';

const amount = z.union([z.number(), z.string()]).nullable().optional();
const coinSchema = z.object({ price: amount, value: amount });

/**
 * `{coins: {<id>: {price, symbol, timestamp, confidence, decimals?}}}`, shared by /prices/current
 * and /prices/historical, reduced to id → USD price. Spec §7 reads `price` or `value`. Unknown or
 * stale coins are simply absent. Keys echo the requested spelling, so they are lowercased here
 * (`chain:0xAbC…` and `chain:0xabc…` must meet). A coin without a positive price is dropped, not
 * the whole answer.
 */
export const coinPricesResponseSchema = z
  .object({ coins: z.record(z.string(), z.unknown()) })
  .transform((body) => {
    const prices = new Map<string, number>();
    for (const [id, value] of Object.entries(body.coins)) {
      const coin = coinSchema.safeParse(value);
      const priceUsd = coin.success ? parsePrice(coin.data.price ?? coin.data.value) : null;
      if (priceUsd !== null) prices.set(id.toLowerCase(), priceUsd);
    }
    return prices;
  });

export const defiLlamaHttp = (status: number) => `DefiLlama HTTP ${status}`;

/**
 * Coin ids travel in the URL path, so a request is bounded by URL length, not by a count. 2048
 * characters is the conservative limit proxies and CDNs all accept (and what public DefiLlama
 * clients group by); about 38 `ethereum:0x…` ids fit.
 */
export const MAX_URL_LENGTH = 2048;

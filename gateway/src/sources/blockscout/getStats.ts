import { z } from 'zod';
import { texts } from '../../../../shared/src/texts';
import type { HttpClient } from '../../http/httpClient';
import { parsePrice } from '../values';
import { apiCircuit } from './apiCircuit';

export interface ExplorerStats {
  /** The native coin's USD price, or null when the explorer has none. */
  coinPriceUsd: number | null;
  /** Its 24h change in %; v5-era explorers such as PulseChain's do not send it (UPSTREAMS.md §1.5). */
  coinPriceChangePct: number | null;
}

const price = z.union([z.string(), z.number()]).nullable().optional();
const responseSchema = z.object({
  coin_price: price,
  usd_price: price,
  native_coin_price: price,
  coin_price_change_percentage: z.number().nullable().optional(),
});

/** GET /api/v2/stats. Spec §7 reads coin_price, usd_price or native_coin_price: the first positive one wins. */
export async function getStats(
  http: HttpClient,
  input: { upstream: string; baseUrl: string },
): Promise<ExplorerStats> {
  const body = await http.json(
    {
      upstream: input.upstream,
      circuit: apiCircuit(input.upstream, 'v2'),
      url: `${input.baseUrl}/api/v2/stats`,
      describeStatus: texts.blockscoutV2Http,
    },
    responseSchema,
  );
  return {
    coinPriceUsd:
      parsePrice(body.coin_price) ??
      parsePrice(body.usd_price) ??
      parsePrice(body.native_coin_price),
    coinPriceChangePct: body.coin_price_change_percentage ?? null,
  };
}

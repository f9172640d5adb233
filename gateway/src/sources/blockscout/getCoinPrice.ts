import { z } from 'zod';
import { texts } from '../../../../shared/src/texts';
import { classicFailure } from '../classicFailure';
import type { HttpClient } from '../../http/httpClient';
import { parsePrice } from '../values';
import { apiCircuit } from './apiCircuit';

const price = z.union([z.string(), z.number()]).nullable().optional();
const envelopeSchema = z.object({
  status: z.string(),
  message: z.string(),
  result: z.union([z.object({ coin_usd: price, usd: price, price }), z.string(), z.null()]),
});

/**
 * The classic ?module=stats&action=coinprice: the native coin's USD price, or null when the
 * explorer has none. Blockscout answers `result.coin_usd` (UPSTREAMS.md §2.1); spec §7 also names
 * `usd` and `price`, read in that order. Status "0" is the classic envelope's failure.
 */
export async function getCoinPrice(
  http: HttpClient,
  input: { upstream: string; baseUrl: string },
): Promise<number | null> {
  const body = await http.json(
    {
      upstream: input.upstream,
      circuit: apiCircuit(input.upstream, 'classic'),
      url: `${input.baseUrl}/api`,
      searchParams: { module: 'stats', action: 'coinprice' },
      describeStatus: texts.blockscoutCompatHttp,
    },
    envelopeSchema,
  );
  if (body.status !== '1' || body.result === null || typeof body.result === 'string')
    throw classicFailure(body, input.upstream, 'coinprice');
  return (
    parsePrice(body.result.coin_usd) ?? parsePrice(body.result.usd) ?? parsePrice(body.result.price)
  );
}

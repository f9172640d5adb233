import { z } from 'zod';
import { texts } from '../../../../shared/src/texts';
import { UpstreamError } from '../../errors/errors';
import type { HttpClient } from '../../http/httpClient';
import { parsePrice } from '../values';
import { apiCircuit } from './apiCircuit';

export interface AddressInfo {
  /** Native coin balance in wei as a decimal string; "0" for an address the explorer has never seen. */
  coinBalance: string;
  /** The native coin's USD price as the explorer reports it. */
  exchangeRate: number | null;
}

const responseSchema = z.object({
  coin_balance: z.string().regex(/^\d+$/).nullable().optional(),
  exchange_rate: z.union([z.string(), z.number()]).nullable().optional(),
});

/**
 * GET /api/v2/addresses/{address}. Current Blockscout answers 200 with a stub for unknown
 * addresses, older instances 404 {"message":"Not found"} (UPSTREAMS.md §1.6): both mean zero.
 */
export async function getAddressInfo(
  http: HttpClient,
  input: { upstream: string; baseUrl: string; address: string },
): Promise<AddressInfo> {
  try {
    const body = await http.json(
      {
        upstream: input.upstream,
        circuit: apiCircuit(input.upstream, 'v2'),
        url: `${input.baseUrl}/api/v2/addresses/${input.address}`,
        describeStatus: texts.blockscoutV2Http,
      },
      responseSchema,
    );
    return { coinBalance: body.coin_balance ?? '0', exchangeRate: parsePrice(body.exchange_rate) };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404)
      return { coinBalance: '0', exchangeRate: null };
    throw error;
  }
}

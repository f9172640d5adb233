import { z } from 'zod';
import { texts } from '../../../../shared/src/texts';
import type { HttpClient } from '../../http/httpClient';
import { baseUnits } from '../values';
import {
  addressParamSchema,
  isoTimestamp,
  pageParamsSchema,
  type ExplorerPage,
  type ExplorerTransaction,
} from '../explorerTx/txSchemas';
import { apiCircuit } from './apiCircuit';
import { parseRows, rowList } from '../rows';

/**
 * Current Blockscout says `block_number`; PulseChain's v5-era fork still says `block`
 * (UPSTREAMS.md §1.7 "Naming history"). Both are read; everything not used here is ignored.
 */
const itemSchema = z.object({
  hash: z.string(),
  block_number: z.number().int().nullable().optional(),
  block: z.number().int().nullable().optional(),
  timestamp: isoTimestamp.nullable().optional(),
  from: addressParamSchema,
  to: addressParamSchema.nullable().optional(),
  value: baseUnits,
  fee: z.object({ value: baseUnits.nullable().optional() }).nullable().optional(),
  status: z.string().nullable().optional(),
});

// Rows are validated one by one (sources/rows.ts): an odd row costs that row, not the page.
const pageSchema = z.object({ items: rowList, next_page_params: pageParamsSchema });

export interface AddressTransactionsInput {
  upstream: string;
  /** Blockscout root; REST v2 lives at /api/v2. */
  baseUrl: string;
  address: string;
  /** The previous page's next_page_params, echoed verbatim (v12 changes keys; echoing keeps working, UPSTREAMS.md §1.3). */
  pageParams?: Record<string, string | number>;
}

/**
 * One page (50) of GET /api/v2/addresses/{address}/transactions, newest first. Pending
 * transactions (no block, no timestamp yet) are left out: a history row needs its time.
 */
export async function getAddressTransactions(
  http: HttpClient,
  input: AddressTransactionsInput,
): Promise<ExplorerPage<ExplorerTransaction>> {
  const body = await http.json(
    {
      upstream: input.upstream,
      circuit: apiCircuit(input.upstream, 'v2'),
      url: `${input.baseUrl}/api/v2/addresses/${input.address}/transactions`,
      searchParams: { ...input.pageParams },
      describeStatus: texts.blockscoutV2Http,
    },
    pageSchema,
  );
  const items = parseRows(body.items, itemSchema).rows.flatMap((item): ExplorerTransaction[] => {
    if (item.timestamp === null || item.timestamp === undefined) return [];
    return [
      {
        hash: item.hash.toLowerCase(),
        blockNumber: item.block_number ?? item.block ?? null,
        timeStamp: item.timestamp,
        from: item.from,
        to: item.to ?? null,
        valueRaw: item.value,
        feeWei: item.fee?.value ?? null,
        failed: item.status === 'error',
      },
    ];
  });
  return { items, nextPageParams: body.next_page_params };
}

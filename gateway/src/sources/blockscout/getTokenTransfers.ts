import { z } from 'zod';
import { texts } from '../../../../shared/src/texts';
import type { HttpClient } from '../../http/httpClient';
import { explorerTokenSchema } from '../explorerTokens/tokenSchemas';
import { baseUnits, decimalsOr18 } from '../values';
import {
  addressParamSchema,
  isoTimestamp,
  pageParamsSchema,
  type ExplorerPage,
  type ExplorerTokenTransfer,
} from '../explorerTx/txSchemas';
import { apiCircuit } from './apiCircuit';
import { parseRows, rowList } from '../rows';

/**
 * Current Blockscout: `transaction_hash`, `block_number`, `token_type`. PulseChain's v5-era fork:
 * `tx_hash` and no block number (UPSTREAMS.md §1.7); both are read.
 * `total` is {value, decimals} for ERC-20; NFTs carry a token_id instead and are skipped.
 */
const itemSchema = z.object({
  transaction_hash: z.string().optional(),
  tx_hash: z.string().optional(),
  block_number: z.number().int().nullable().optional(),
  block: z.number().int().nullable().optional(),
  timestamp: isoTimestamp.nullable().optional(),
  from: addressParamSchema,
  to: addressParamSchema.nullable().optional(),
  total: z
    .object({
      value: baseUnits.nullable().optional(),
      decimals: z.union([z.string(), z.number()]).nullable().optional(),
    })
    .nullable()
    .optional(),
  token: explorerTokenSchema.nullable().optional(),
  token_type: z.string().nullable().optional(),
});

// Rows are validated one by one (sources/rows.ts): an odd row (an NFT with a short address) costs that row, not the page.
const pageSchema = z.object({ items: rowList, next_page_params: pageParamsSchema });

export interface TokenTransfersInput {
  upstream: string;
  baseUrl: string;
  address: string;
  pageParams?: Record<string, string | number>;
}

/**
 * One page (50) of GET /api/v2/addresses/{address}/token-transfers?type=ERC-20, newest first.
 * Blockscout drops `type` from next_page_params, so it is re-sent on every page (UPSTREAMS.md
 * §1.3), after the echoed keys so a page key can never override it.
 */
export async function getTokenTransfers(
  http: HttpClient,
  input: TokenTransfersInput,
): Promise<ExplorerPage<ExplorerTokenTransfer>> {
  const body = await http.json(
    {
      upstream: input.upstream,
      circuit: apiCircuit(input.upstream, 'v2'),
      url: `${input.baseUrl}/api/v2/addresses/${input.address}/token-transfers`,
      searchParams: { ...input.pageParams, type: 'ERC-20' },
      describeStatus: texts.blockscoutV2Http,
    },
    pageSchema,
  );
  const items = parseRows(body.items, itemSchema).rows.flatMap((item): ExplorerTokenTransfer[] => {
    const hash = item.transaction_hash ?? item.tx_hash;
    const type = item.token_type ?? item.token?.type ?? 'ERC-20';
    const value = item.total?.value;
    if (
      hash === undefined ||
      item.timestamp === null ||
      item.timestamp === undefined ||
      type !== 'ERC-20' ||
      value === null ||
      value === undefined ||
      !item.token
    )
      return [];
    const decimals =
      item.total?.decimals === null || item.total?.decimals === undefined
        ? item.token.decimals
        : decimalsOr18(item.total.decimals);
    return [
      {
        hash: hash.toLowerCase(),
        blockNumber: item.block_number ?? item.block ?? null,
        timeStamp: item.timestamp,
        from: item.from,
        to: item.to ?? null,
        valueRaw: value,
        feeWei: null,
        token: {
          address: item.token.address,
          symbol: item.token.symbol,
          name: item.token.name,
          decimals,
        },
      },
    ];
  });
  return { items, nextPageParams: body.next_page_params };
}

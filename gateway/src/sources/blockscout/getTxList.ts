import { texts } from '../../../../shared/src/texts';
import type { HttpClient } from '../../http/httpClient';
import {
  EXPLORER_PAGE_SIZE,
  classicRows,
  type ClassicPage,
  fromTxlistRow,
  txlistEnvelope,
  type ExplorerTransaction,
} from '../explorerTx/txSchemas';
import { apiCircuit } from './apiCircuit';

export interface ClassicPageInput {
  upstream: string;
  /** Blockscout root; the classic API lives at /api. */
  baseUrl: string;
  address: string;
  /** 1-based; 50 rows a page (spec §7, §9). */
  page: number;
  /** Optional explorer key, from configuration only (never from a client). */
  apiKey?: string | undefined;
}

/**
 * The classic ?module=account&action=txlist (spec §7 "Transactions" fallback; UPSTREAMS.md §2.1):
 * page, offset=50, sort=desc. "No transactions found" is an empty page, not a failure.
 */
export async function getTxList(
  http: HttpClient,
  input: ClassicPageInput,
): Promise<ClassicPage<ExplorerTransaction>> {
  const body = await http.json(
    {
      upstream: input.upstream,
      circuit: apiCircuit(input.upstream, 'classic'),
      url: `${input.baseUrl}/api`,
      searchParams: {
        module: 'account',
        action: 'txlist',
        address: input.address,
        page: input.page,
        offset: EXPLORER_PAGE_SIZE,
        sort: 'desc',
        apikey: input.apiKey,
      },
      describeStatus: texts.blockscoutCompatHttp,
    },
    txlistEnvelope,
  );
  return classicRows(body, input.upstream, 'txlist', fromTxlistRow);
}

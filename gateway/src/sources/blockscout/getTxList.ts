import { texts } from '../../../../shared/src/texts';
import type { HttpClient } from '../../http/httpClient';
import type { ClassicPage, ExplorerTransaction } from '../explorerTx/txSchemas';
import { getAccountPage, TXLIST } from '../classicExplorer/getAccountPage';
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

/** Blockscout's classic API, counted against its own circuit (v2 and classic fail apart). */
export function classicEndpoint(input: ClassicPageInput) {
  return {
    upstream: input.upstream,
    circuit: apiCircuit(input.upstream, 'classic'),
    url: `${input.baseUrl}/api`,
    describeStatus: texts.blockscoutCompatHttp,
  };
}

/** The classic ?module=account&action=txlist (spec §7 "Transactions" fallback; UPSTREAMS.md §2.1). */
export function getTxList(
  http: HttpClient,
  input: ClassicPageInput,
): Promise<ClassicPage<ExplorerTransaction>> {
  return getAccountPage(http, TXLIST, { ...input, endpoint: classicEndpoint(input) });
}

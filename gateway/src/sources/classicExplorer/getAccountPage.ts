import type { z } from 'zod';
import type { HttpClient, HttpRequest } from '../../http/httpClient';
import {
  EXPLORER_PAGE_SIZE,
  classicRows,
  fromTokentxRow,
  fromTxlistRow,
  tokentxEnvelope,
  txlistEnvelope,
  type ClassicPage,
} from '../explorerTx/txSchemas';

/** A classic account action: its name, the envelope its rows arrive in, and each row's reading. */
interface AccountAction<R, T> {
  action: string;
  envelope: z.ZodType<{ status: string; message: string; result: ClassicPage<R> | string | null }>;
  row: (row: R) => T;
}

export const TXLIST = { action: 'txlist', envelope: txlistEnvelope, row: fromTxlistRow };
export const TOKENTX = { action: 'tokentx', envelope: tokentxEnvelope, row: fromTokentxRow };

export interface AccountPageRequest {
  /** Where the upstream's classic API answers, with how it counts and words its failures. */
  endpoint: Pick<HttpRequest, 'upstream' | 'circuit' | 'url' | 'describeStatus'>;
  /** Etherscan V2 serves every chain from one base and is told which. */
  chainId?: number | undefined;
  address: string;
  /** 1-based; 50 rows a page (spec §7, §9). */
  page: number;
  apiKey?: string | undefined;
}

/**
 * One page of the Etherscan-compatible ?module=account&action=… call that Blockscout's classic
 * API and Etherscan V2 share (UPSTREAMS.md §2.1, §2.2): page, offset=50, sort=desc. "No
 * transactions found" is an empty page; any other status "0" is a failure carrying its reason.
 */
export async function getAccountPage<R, T>(
  http: HttpClient,
  { action, envelope, row }: AccountAction<R, T>,
  request: AccountPageRequest,
): Promise<ClassicPage<T>> {
  const body = await http.json(
    {
      ...request.endpoint,
      searchParams: {
        chainid: request.chainId,
        module: 'account',
        action,
        address: request.address,
        page: request.page,
        offset: EXPLORER_PAGE_SIZE,
        sort: 'desc',
        apikey: request.apiKey,
      },
    },
    envelope,
  );
  return classicRows(body, request.endpoint.upstream, action, row);
}

import { z } from 'zod';
import { texts } from '../../../../shared/src/texts';
import type { HttpClient } from '../../http/httpClient';
import { parseRows, rowList, type DroppedRow } from '../rows';
import { isErc20 } from './getTokenBalances';
import type { TokenBalance } from '../explorerTokens/tokenSchemas';
import { explorerTokenSchema } from '../explorerTokens/tokenSchemas';
import { baseUnits } from '../values';
import { apiCircuit } from './apiCircuit';

/** Spec §9: at most 25 pages of 200 (spec §7 "page_size=200"). */
export const MAX_TOKEN_PAGES = 25;
const TOKEN_PAGE_SIZE = 200;

const pageSchema = z.object({
  items: rowList,
  next_page_params: z
    .record(z.string(), z.union([z.string(), z.number(), z.null()]))
    .nullable()
    .optional(),
  next_page_path: z.string().nullable().optional(),
});

const itemSchema = z.object({
  value: baseUnits.nullable(),
  token: explorerTokenSchema.nullable(),
});

export interface AddressTokens {
  balances: TokenBalance[];
  dropped: DroppedRow[];
  /** True when paging stopped early (page limit, or the explorer repeated its paging keys). */
  truncated: boolean;
}

/**
 * GET /api/v2/addresses/{address}/tokens?type=ERC-20&filter=positive&page_size=200 (spec §7), followed
 * through next_page_params — or next_page_path where an explorer hands the next page's path instead —
 * for at most 25 pages. Blockscout drops `type` (and the other request parameters) from
 * next_page_params, so they are re-sent with every page; the paging keys are echoed verbatim, which
 * also keeps working with v12's changed keys (UPSTREAMS.md §1.3). Blockscout up to v11 ignores
 * page_size and answers 50 a page; an explorer that honours it gives 5,000 tokens in 25 pages.
 */
export async function getAddressTokens(
  http: HttpClient,
  input: { upstream: string; baseUrl: string; address: string },
): Promise<AddressTokens> {
  const balances: TokenBalance[] = [];
  const dropped: DroppedRow[] = [];
  const tokens = new Set<string>();
  const seen = new Set<string>();
  const fixed = { type: 'ERC-20', filter: 'positive', page_size: TOKEN_PAGE_SIZE };
  const firstUrl = `${input.baseUrl}/api/v2/addresses/${input.address}/tokens`;
  let url = firstUrl;
  let params: Record<string, string | number> = {};
  for (let page = 0; page < MAX_TOKEN_PAGES; page++) {
    const body = await http.json(
      {
        upstream: input.upstream,
        circuit: apiCircuit(input.upstream, 'v2'),
        url,
        searchParams: { ...params, ...fixed },
        describeStatus: texts.blockscoutV2Http,
      },
      pageSchema,
    );
    const rows = parseRows(body.items, itemSchema);
    dropped.push(...rows.dropped);
    // ERC-20s only, so one row per token: a row whose token was already read is the same balance
    // again (a repeated page, or a row that moved between pages as balances changed) and would
    // double the holding if kept.
    let newRows = 0;
    for (const item of rows.rows) {
      if (!isErc20(item.token) || item.value === null || tokens.has(item.token.address)) continue;
      tokens.add(item.token.address);
      balances.push({ token: item.token, balanceRaw: item.value });
      newRows++;
    }
    const next = nextPage(input.baseUrl, firstUrl, body);
    if (next === null) return { balances, dropped, truncated: false };
    // An explorer that hands back paging keys it already gave, or pages with nothing new (the same
    // page again under a growing items_count), would page forever. A page whose every row was
    // dropped still moves on: its rows were new, only unreadable.
    if (seen.has(next.key) || (newRows === 0 && rows.dropped.length === 0))
      return { balances, dropped, truncated: true };
    seen.add(next.key);
    ({ url, params } = next);
  }
  return { balances, dropped, truncated: true };
}

interface NextPage {
  url: string;
  params: Record<string, string | number>;
  key: string;
}

function nextPage(
  baseUrl: string,
  firstUrl: string,
  body: z.output<typeof pageSchema>,
): NextPage | null {
  const params = body.next_page_params;
  if (params !== null && params !== undefined) {
    const kept = Object.fromEntries(
      Object.entries(params).filter(
        (entry): entry is [string, string | number] => entry[1] !== null,
      ),
    );
    return { url: firstUrl, params: kept, key: JSON.stringify(params) };
  }
  const path = body.next_page_path;
  if (path === null || path === undefined || path === '') return null;
  const url = pagePathUrl(baseUrl, path);
  return url === null ? null : { url, params: {}, key: url };
}

/**
 * next_page_path is a path on the explorer ("/api/v2/addresses/0x…/tokens?…"), resolved against the
 * configured base — which may itself have a path (a proxy's prefix). A path that leads off the
 * configured explorer's host is not followed: paging never sends the gateway elsewhere.
 * @internal
 */
export function pagePathUrl(baseUrl: string, path: string): string | null {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const target = new URL(
    path.startsWith('/') && !path.startsWith('//') && !path.startsWith(`${prefix}/`)
      ? `${prefix}${path}`
      : path,
    `${base.origin}${prefix}/`,
  );
  return target.origin === base.origin ? target.toString() : null;
}

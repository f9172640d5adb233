import type { ChainKey } from '../../../../shared/src/chains';
import type { World } from '../../world/world';
import type { WorldHolding } from '../../world/types';
import type { RouteNames } from '../ids';
import { ok, type Route, type UpstreamRequest, type UpstreamResponse } from '../upstream';
import {
  INVALID_PARAMETERS,
  NOT_FOUND,
  V2_PAGE_SIZE,
  dialectOf,
  isAddressHash,
  type BlockscoutDialect,
} from './dialect';
import { compareHoldingKeys, holdingKey, holdingKeyset } from './holdingOrder';
import { keysetPage } from './keyset';
import { tokenJson } from './tokenJson';

/** The token types /tokens?type= accepts (UPSTREAMS.md §1.3); the world has only ERC-20s. */
const TOKEN_TYPES = ['ERC-20', 'ERC-721', 'ERC-1155', 'ERC-404', 'ERC-7984'];

function balanceJson(holding: WorldHolding, dialect: BlockscoutDialect) {
  const token = tokenJson(holding.token, dialect);
  const value = holding.balanceRaw.toString();
  return dialect === 'legacy'
    ? { token, token_id: null, token_instance: null, value }
    : { value, token, token_id: null, token_instance: null };
}

function holdingsOf(
  world: World,
  chain: ChainKey,
  request: UpstreamRequest,
): readonly WorldHolding[] {
  return request.empty ? [] : world.holdings(request.params.address ?? '', chain);
}

function malformedOf(
  world: World,
  chain: ChainKey,
  request: UpstreamRequest,
): readonly Record<string, unknown>[] {
  return request.empty ? [] : world.malformedTokenRows(request.params.address ?? '', chain);
}

/** The next page as a path from the explorer's root, with the request's own parameters and the paging keys. */
function nextPagePath(
  request: UpstreamRequest,
  params: Record<string, string | number | null> | null,
): string | null {
  if (params === null) return null;
  const query = new URLSearchParams(request.query);
  for (const [key, value] of Object.entries(params)) {
    if (value === null) query.delete(key);
    else query.set(key, String(value));
  }
  return `/${request.path}?${query.toString()}`;
}

/** Spec §7 pages Base and Polygon by `page_size=200`, which the current explorers here honour (up to 200); PulseChain's v5-era one ignores it. */
const MAX_PAGE_SIZE = 200;

function pageSize(request: UpstreamRequest, dialect: BlockscoutDialect): number {
  const asked = Number(request.query.get('page_size'));
  return dialect === 'legacy' || !Number.isInteger(asked) || asked < 1
    ? V2_PAGE_SIZE
    : Math.min(asked, MAX_PAGE_SIZE);
}

export function v2TokenRoutes(world: World, chain: ChainKey): Route<RouteNames['blockscout']>[] {
  const dialect = dialectOf(chain);
  return [
    {
      // A bare array, every row with value > 0, unpaged; `?type=` is not a declared parameter and is ignored (UPSTREAMS.md §1.2).
      name: 'api/v2/addresses/token-balances',
      method: 'GET',
      template: 'api/v2/addresses/:address/token-balances',
      handle(request) {
        if (!isAddressHash(request.params.address))
          return { status: 422, body: INVALID_PARAMETERS };
        const rows = holdingsOf(world, chain, request).filter((holding) => holding.balanceRaw > 0n);
        rows.sort((a, b) => compareHoldingKeys(holdingKey(a), holdingKey(b)));
        return ok([
          ...rows.map((holding) => balanceJson(holding, dialect)),
          ...malformedOf(world, chain, request),
        ]);
      },
    },
    {
      // Paged by (fiat_value, value, id); next_page_params drops `type`, which the client must re-append (UPSTREAMS.md §1.3).
      name: 'api/v2/addresses/tokens',
      method: 'GET',
      template: 'api/v2/addresses/:address/tokens',
      handle(request) {
        if (!isAddressHash(request.params.address))
          return { status: 422, body: INVALID_PARAMETERS };
        const types = (request.query.get('type') ?? '')
          .split(',')
          .map((type) => type.trim().toUpperCase())
          .filter((type) => TOKEN_TYPES.includes(type));
        const wantsErc20 = types.length === 0 || types.includes('ERC-20');
        const rows = wantsErc20 ? holdingsOf(world, chain, request) : [];
        const page = keysetPage(
          rows,
          request.query,
          holdingKeyset,
          pageSize(request, dialect),
          request.paging,
        );
        // The malformed rows ride on the first page, which a client that rejects a page for one row loses whole.
        const malformed =
          wantsErc20 && holdingKeyset.fromQuery(request.query) === undefined
            ? malformedOf(world, chain, request)
            : [];
        const items = [...page.items.map((holding) => balanceJson(holding, dialect)), ...malformed];
        if (request.paging === 'path')
          return ok({
            items,
            next_page_params: null,
            next_page_path: nextPagePath(request, page.next_page_params),
          });
        return ok({ items, next_page_params: page.next_page_params });
      },
    },
    {
      name: 'api/v2/tokens',
      method: 'GET',
      template: 'api/v2/tokens/:address',
      handle(request): UpstreamResponse {
        if (!isAddressHash(request.params.address))
          return { status: 422, body: INVALID_PARAMETERS };
        const token = request.empty ? undefined : world.token(chain, request.params.address);
        return token === undefined
          ? { status: 404, body: NOT_FOUND }
          : ok(tokenJson(token, dialect));
      },
    },
  ];
}

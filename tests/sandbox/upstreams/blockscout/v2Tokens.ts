import type { ChainKey } from '../../../../shared/src/chains';
import type { World } from '../../world/world';
import type { WorldHolding } from '../../world/types';
import type { RouteNames } from '../ids';
import { ok, type Route, type UpstreamRequest, type UpstreamResponse } from '../upstream';
import { INVALID_PARAMETERS, NOT_FOUND, V2_PAGE_SIZE, dialectOf, isAddressHash, type BlockscoutDialect } from './dialect';
import { compareHoldingKeys, holdingKey, holdingKeyset } from './holdingOrder';
import { keysetPage } from './keyset';
import { tokenJson } from './tokenJson';

/** The token types /tokens?type= accepts (UPSTREAMS.md §1.3); the world has only ERC-20s. */
const TOKEN_TYPES = ['ERC-20', 'ERC-721', 'ERC-1155', 'ERC-404', 'ERC-7984'];

function balanceJson(holding: WorldHolding, dialect: BlockscoutDialect) {
  const token = tokenJson(holding.token, dialect);
  const value = holding.balanceRaw.toString();
  return dialect === 'legacy' ? { token, token_id: null, token_instance: null, value } : { value, token, token_id: null, token_instance: null };
}

function holdingsOf(world: World, chain: ChainKey, request: UpstreamRequest): readonly WorldHolding[] {
  return request.empty ? [] : world.holdings(request.params.address ?? '', chain);
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
        if (!isAddressHash(request.params.address)) return { status: 422, body: INVALID_PARAMETERS };
        const rows = holdingsOf(world, chain, request).filter((holding) => holding.balanceRaw > 0n);
        rows.sort((a, b) => compareHoldingKeys(holdingKey(a), holdingKey(b)));
        return ok(rows.map((holding) => balanceJson(holding, dialect)));
      },
    },
    {
      // Paged by (fiat_value, value, id); next_page_params drops `type`, which the client must re-append (UPSTREAMS.md §1.3).
      name: 'api/v2/addresses/tokens',
      method: 'GET',
      template: 'api/v2/addresses/:address/tokens',
      handle(request) {
        if (!isAddressHash(request.params.address)) return { status: 422, body: INVALID_PARAMETERS };
        const types = (request.query.get('type') ?? '').split(',').map((type) => type.trim().toUpperCase()).filter((type) => TOKEN_TYPES.includes(type));
        const wantsErc20 = types.length === 0 || types.includes('ERC-20');
        const rows = wantsErc20 ? holdingsOf(world, chain, request) : [];
        const page = keysetPage(rows, request.query, holdingKeyset, V2_PAGE_SIZE, request.paging);
        return ok({ items: page.items.map((holding) => balanceJson(holding, dialect)), next_page_params: page.next_page_params });
      },
    },
    {
      name: 'api/v2/tokens',
      method: 'GET',
      template: 'api/v2/tokens/:address',
      handle(request): UpstreamResponse {
        if (!isAddressHash(request.params.address)) return { status: 422, body: INVALID_PARAMETERS };
        const token = request.empty ? undefined : world.token(chain, request.params.address);
        return token === undefined ? { status: 404, body: NOT_FOUND } : ok(tokenJson(token, dialect));
      },
    },
  ];
}

import type { ChainKey } from '../../../../shared/src/chains';
import { CHAIN_CLOCK } from '../../world/clock';
import { plainDecimal } from '../../world/prices';
import type { World } from '../../world/world';
import type { RouteNames } from '../ids';
import { ok, type Route } from '../upstream';
import { addressInfoJson } from './addressJson';
import { INVALID_PARAMETERS, NOT_FOUND, dialectOf, isAddressHash } from './dialect';
import { statsJson } from './statsJson';

export function v2AddressRoutes(world: World, chain: ChainKey): Route<RouteNames['blockscout']>[] {
  const dialect = dialectOf(chain);
  const exchangeRate = plainDecimal(world.native(chain).priceUsd);
  return [
    {
      // Unknown address: current Blockscout answers 200 with a stub (coin_balance null), the
      // v5-era PulseChain explorer 404 {"message":"Not found"} (UPSTREAMS.md §1.6).
      name: 'api/v2/addresses',
      method: 'GET',
      template: 'api/v2/addresses/:address',
      handle(request) {
        const address = request.params.address;
        if (!isAddressHash(address)) return { status: 422, body: INVALID_PARAMETERS };
        const wallet = request.empty ? undefined : world.wallet(address);
        if (wallet === undefined && dialect === 'legacy') return { status: 404, body: NOT_FOUND };
        return ok(
          addressInfoJson(
            {
              address,
              coinBalance: wallet === undefined ? null : world.nativeBalance(address, chain),
              exchangeRate,
              hasTokens: wallet !== undefined && world.holdings(address, chain).length > 0,
              blockNumber: wallet === undefined ? null : CHAIN_CLOCK[chain].headBlock - 7,
            },
            dialect,
          ),
        );
      },
    },
    {
      name: 'api/v2/stats',
      method: 'GET',
      template: 'api/v2/stats',
      handle: () => ok(statsJson(world, chain, dialect)),
    },
  ];
}

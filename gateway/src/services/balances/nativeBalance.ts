import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { getAddressInfo } from '../../sources/blockscout/getAddressInfo';
import { getNativeBalance } from '../../sources/rpc/getNativeBalance';
import { firstUsable, type FallbackResult, type SourceStep } from '../fallback';
import type { ListingDeps } from './listTokens';

/**
 * A wallet's native coin balance (wei, decimal string): the chain's JSON-RPC nodes in turn, then —
 * where the chain has a Blockscout — the explorer's coin_balance, so a bad RPC day does not zero a
 * balance the explorer still knows.
 */
export function nativeBalance(deps: ListingDeps, chain: ChainKey, wallet: Address): Promise<FallbackResult<string>> {
  const steps: SourceStep<string>[] = [{ source: 'rpc', run: () => getNativeBalance(deps.rpc[chain], chain, wallet) }];
  const baseUrl = deps.config.chains[chain].blockscoutUrl;
  if (baseUrl !== undefined) {
    steps.push({ source: 'blockscout-address', run: async () => (await getAddressInfo(deps.http, { upstream: `blockscout:${chain}`, baseUrl, address: wallet })).coinBalance });
  }
  return firstUsable(steps, () => false);
}

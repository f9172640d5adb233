import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { TTL } from '../../cache/ttl';
import type { Attempt } from '../fallback';
import { listTokens, type TokenListing } from '../balances/listTokens';
import { nativeBalance } from '../balances/nativeBalance';
import { failedStatus, type SourceStatus } from '../holding';
import type { EngineDeps } from './engineDeps';
import type { WithStatus } from './fetchers';

/** A wallet's token listing on one chain, through the cache (spec §9 TTL per chain). */
export async function cachedListing(deps: EngineDeps, chain: ChainKey, wallet: Address, fresh: boolean): Promise<WithStatus<TokenListing>> {
  try {
    const cached = await deps.cache.getOrFetch(`tokens:${chain}:${wallet}`, TTL.tokens[chain], () => listTokens(deps, chain, wallet), { fresh });
    return { value: cached.value, statuses: [status(chain, wallet, 'token-listing', cached, cached.value.source, cached.value.attempts)] };
  } catch (error) {
    return { value: undefined, statuses: [failedStatus(error, { chain, wallet, source: 'token-listing' })] };
  }
}

/** A wallet's native balance on one chain, through the cache. */
export async function cachedNativeBalance(deps: EngineDeps, chain: ChainKey, wallet: Address, fresh: boolean): Promise<WithStatus<string>> {
  try {
    const cached = await deps.cache.getOrFetch(`native:${chain}:${wallet}`, TTL.nativeBalance, () => nativeBalance(deps, chain, wallet), { fresh });
    return { value: cached.value.value, statuses: [status(chain, wallet, 'native-balance', cached, cached.value.source, cached.value.attempts)] };
  } catch (error) {
    return { value: undefined, statuses: [failedStatus(error, { chain, wallet, source: 'native-balance' })] };
  }
}

/**
 * The status names the source that answered ("token-listing:blockscout-tokenlist") and, when
 * earlier sources failed on the way, says so in the message: the numbers are complete, but a
 * user reading the status can see which explorer is struggling.
 */
function status(
  chain: ChainKey,
  wallet: Address,
  kind: string,
  cached: { state: SourceStatus['state']; ageMs: number; error?: string },
  answeredBy: string,
  attempts: Attempt[],
): SourceStatus {
  const failures = attempts.filter((attempt) => attempt.outcome === 'failed').map((attempt) => `${attempt.source}: ${attempt.message ?? 'failed'}`);
  const message = [cached.error, ...failures].filter((part): part is string => part !== undefined).join('; ');
  return { chain, wallet, source: `${kind}:${answeredBy}`, state: cached.state, ageMs: cached.ageMs, message: message === '' ? null : message };
}

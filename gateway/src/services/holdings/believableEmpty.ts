import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { Cache } from '../../cache/cache';
import { KinkoError } from '../../errors/errors';
import type { TokenListing } from '../balances/listTokens';

/** How long a non-empty listing makes an empty one suspect (docs/DECISIONS.md "Believable emptiness"). */
const RECENT_LISTING_MS = 60 * 60_000;

/** Every source answered empty while the wallet held tokens a moment ago: not believed. */
class SuspectEmptyListingError extends KinkoError {
  override readonly name = 'SuspectEmptyListingError';
}

const markerKey = (chain: ChainKey, wallet: Address) => `tokens-held:${chain}:${wallet}`;

/**
 * Believable emptiness: public explorers answer empty lists under load. An empty answer
 * already goes on to the chain's next source (services/fallback.ts); when every source said empty
 * but this wallet's listing had tokens within the last hour, the empty answer is thrown out as
 * suspect, so the cache serves the last listing, marked stale with the reason, instead of an empty
 * wallet. A listing with tokens renews the mark; past the hour an empty answer is believed.
 */
export async function checkedListing(
  cache: Cache,
  chain: ChainKey,
  wallet: Address,
  listing: TokenListing,
): Promise<TokenListing> {
  if (listing.tokens.length > 0) {
    await cache.getOrFetch(
      markerKey(chain, wallet),
      RECENT_LISTING_MS,
      async () => listing.tokens.length,
      { fresh: true },
    );
    return listing;
  }
  const held = await heldRecently(cache, chain, wallet);
  if (held === undefined) return listing;
  const answered = listing.attempts
    .map((attempt) => `${attempt.source}: ${attempt.outcome}`)
    .join('; ');
  throw new SuspectEmptyListingError(
    `every source answered empty (${answered}) while this wallet held ${held} tokens within the hour; keeping the last answer`,
  );
}

async function heldRecently(
  cache: Cache,
  chain: ChainKey,
  wallet: Address,
): Promise<number | undefined> {
  try {
    const mark = await cache.getOrFetch<number>(markerKey(chain, wallet), RECENT_LISTING_MS, () =>
      Promise.reject(new Error('no recent listing')),
    );
    return mark.state === 'stale' ? undefined : mark.value;
  } catch {
    return undefined;
  }
}

import { createHash } from 'node:crypto';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { Cache, Cached } from '../../cache/cache';
import type { SourceStatus } from '../sourceStatus';
import type { BreakdownEntry } from '../portfolio/breakdown';
import type { HoldingsLoaders } from './holdingsLoaders';
import { completeness } from './completeness';
import { LONGEST_TTL_MS } from './freshness';
import { recordPortfolio } from './recordedPoints';
import { portfolioHoldings, type PortfolioHoldings } from './portfolioHoldings';

export interface PortfolioRequest {
  wallets: readonly Address[];
  chains: readonly ChainKey[];
  /** Re-assemble from fresh data (the refresh button); the result is kept for the next plain read. */
  fresh: boolean;
  /**
   * Read the kept assembly or join the one in flight, else assemble apart, neither kept nor
   * recorded: the value history's today point, which is not a portfolio someone looked at (the
   * history records only those).
   */
  reuseOnly?: boolean;
}

/** PortfolioHoldings as the cache store keeps it: JSON has no Map and no Date. */
interface StoredPortfolio extends Omit<PortfolioHoldings, 'breakdown' | 'updatedAt'> {
  breakdown: [string, BreakdownEntry[]][];
  updatedAt: number;
}

class NotKept extends Error {
  override readonly name = 'NotKept';
}

/**
 * The portfolio of these wallets and chains, as the GraphQL `portfolio` field and the REST/CSV
 * exports all get it ("the REST and CSV routes use the same assembled results"): a
 * read within the shortest remaining TTL of the data inside is the last assembly, without running
 * filters, merge and breakdown again or touching a data cache; only a miss runs the pipeline on
 * `loaders`. Kept under the same rules as the serialized-response cache (docs/DECISIONS.md
 * "Assembled portfolios"): in the cache store, with its single-flight; never an assembly with a
 * failed or stale source; statuses aged as served, so a reused one never looks fresher than its
 * data.
 */
export async function assembledPortfolio(
  deps: { cache: Cache; now: () => number },
  loaders: HoldingsLoaders,
  request: PortfolioRequest,
): Promise<PortfolioHoldings> {
  const wallets = [...new Set(request.wallets)];
  const key = `portfolio:${createHash('sha256')
    .update(JSON.stringify([wallets, request.chains]))
    .digest('hex')}`;
  const { cache } = deps;
  let assembledHere: PortfolioHoldings | undefined;
  const assemble = async (): Promise<StoredPortfolio> => {
    if (request.reuseOnly === true) throw new NotKept('not assembled for a portfolio');
    assembledHere = await portfolioHoldings(loaders, wallets, request.chains);
    // Each assembly from the sources is a point of the value history.
    recordPortfolio(cache, assembledHere, deps.now());
    if (assembledHere.freshForMs <= 0) throw new NotKept('not kept');
    return toStored(assembledHere);
  };

  let cached: Cached<StoredPortfolio>;
  try {
    // A fresh read skips what is kept rather than reusing an assembly of the last few seconds: that
    // assembly may have been made from data minutes old.
    cached = await cache.getOrFetch(key, LONGEST_TTL_MS, assemble, { force: request.fresh });
    if (assembledHere === undefined && cached.ageMs >= cached.value.freshForMs)
      cached = await cache.getOrFetch(key, LONGEST_TTL_MS, assemble, { force: true });
  } catch (error) {
    // Not kept, or another request's flight that was not: then this one assembles its own.
    if (assembledHere !== undefined) return assembledHere;
    if (!(error instanceof NotKept)) throw error;
    return portfolioHoldings(loaders, wallets, request.chains);
  }
  if (assembledHere !== undefined) return assembledHere;
  // A joined flight that failed, served as the previous assembly: that one's sources are gone by now.
  if (cached.state === 'stale' || cached.ageMs >= cached.value.freshForMs)
    return portfolioHoldings(loaders, wallets, request.chains);
  return fromStored(cached.value, cached.ageMs);
}

function toStored(portfolio: PortfolioHoldings): StoredPortfolio {
  return {
    ...portfolio,
    breakdown: [...portfolio.breakdown],
    updatedAt: portfolio.updatedAt.getTime(),
  };
}

/**
 * The kept assembly as of `ageMs` after it was made. Completeness is judged again from what is
 * kept, as an assembly kept by an earlier version of the gateway has no verdict of its own.
 */
function fromStored(stored: StoredPortfolio, ageMs: number): PortfolioHoldings {
  return {
    ...stored,
    ...completeness(stored.holdings, stored.statuses),
    breakdown: new Map(stored.breakdown),
    updatedAt: new Date(stored.updatedAt),
    statuses: ageMs === 0 ? stored.statuses : stored.statuses.map((status) => aged(status, ageMs)),
    freshForMs: stored.freshForMs - ageMs,
  };
}

/** A kept assembly has no failed source, so every status has an age. */
function aged(status: SourceStatus, ageMs: number): SourceStatus {
  return {
    ...status,
    state: status.state === 'fresh' ? 'cached' : status.state,
    ageMs: (status.ageMs ?? 0) + ageMs,
  };
}

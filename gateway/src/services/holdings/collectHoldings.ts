import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { RawTokenBalance } from '../balances/rawTokenBalance';
import type { RejectedBalance } from '../balances/rejectedBalance';
import type { FilteredHolding } from '../filters/filterReason';
import type { SourceStatus } from '../sourceStatus';
import type { TokenHolding, TokenRef } from '../tokenHolding';
import type { HoldingsLoaders, WithStatus } from './holdingsLoaders';
import { remainingMs } from '../../request/requestScope';
import { freshForMs } from './freshness';
import { mapWithConcurrency } from '../../util/mapWithConcurrency';
import { pricedHolding } from './pricedHolding';
import type { Position } from '../positions/position';
import { splitPoolShares, type PoolPair } from '../positions/poolShares';
import { valueConcentrated } from '../positions/concentrated/concentratedPositions';
import { valueFarmStakes } from '../positions/farmPositions';

/** Spec §9: wallets are processed three at a time. */
const WALLET_CONCURRENCY = 3;

export interface HoldingsRequest {
  wallets: readonly Address[];
  chains: readonly ChainKey[];
}

export interface CollectedHoldings {
  /** Every priced holding, per wallet and chain, before the spec §5 rules (the caller applies them). Pool shares are not among them. */
  holdings: TokenHolding[];
  /** Pool shares, farm stakes and position NFTs valued by their underlying tokens, one per wallet and pool token (stake, NFT). */
  positions: Position[];
  /** Listing rows that failed validation ("invalid-row") and positions that could not be valued: shown on request, never counted. */
  dropped: FilteredHolding[];
  statuses: SourceStatus[];
  /** How long an answer built from these holdings stays as fresh as its data (freshForMs). */
  freshForMs: number;
}

interface Listed {
  chain: ChainKey;
  wallet: Address;
  native: string | undefined;
  tokens: RawTokenBalance[];
  dropped: RejectedBalance[];
}

/**
 * The balances engine for a set of wallets and chains ("a pipeline at the critical path"):
 * - native balances of every wallet start at once: one multicall per chain, whatever the count;
 * - each chain lists its wallets three at a time (spec §9), a rolling window: a wallet that needs
 *   a second page holds only its own slot, and one slow chain holds back no other chain;
 * - as soon as a chain's listings are in, ONE price lookup for every token any wallet holds there
 *   (ten wallets sharing forty PulseChain tokens cost two DEX requests, not forty), the native
 *   coin's DEX price riding in the same batch.
 * Holdings come out wallet by wallet, chains in the order asked, as the listings were read.
 */
export async function collectHoldings(
  loaders: HoldingsLoaders,
  request: HoldingsRequest,
): Promise<CollectedHoldings> {
  const natives = new Map(
    request.chains.map((chain) => [
      chain,
      request.wallets.map((wallet) => loaders.nativeBalance(chain, wallet)),
    ]),
  );
  const perChain = await Promise.all(
    request.chains.map((chain) =>
      collectChain(loaders, chain, request.wallets, natives.get(chain) ?? []),
    ),
  );
  const holdings: TokenHolding[] = [];
  request.wallets.forEach((_, walletIndex) => {
    for (const chain of perChain) holdings.push(...(chain.holdings[walletIndex] ?? []));
  });
  const statuses = dedupeStatuses(perChain.flatMap((chain) => chain.statuses));
  return {
    holdings,
    positions: perChain.flatMap((chain) => chain.positions),
    dropped: perChain.flatMap((chain) => chain.dropped),
    statuses,
    freshForMs: freshForMs(statuses),
  };
}

/** One chain: listings in the wallet window, then its one price batch; holdings per wallet, in wallet order. */
async function collectChain(
  loaders: HoldingsLoaders,
  chain: ChainKey,
  wallets: readonly Address[],
  natives: readonly Promise<WithStatus<string>>[],
): Promise<{
  holdings: TokenHolding[][];
  positions: Position[];
  dropped: FilteredHolding[];
  statuses: SourceStatus[][];
}> {
  // Position NFTs and farm stakes are found by wallet, not among the listed tokens: their reads
  // run beside the listings.
  const nfts = Promise.all(wallets.map((wallet) => loaders.concentratedPositions(chain, wallet)));
  const farmed = Promise.all(wallets.map((wallet) => loaders.farmStakes(chain, wallet)));
  const listings = await mapWithConcurrency(wallets, WALLET_CONCURRENCY, (wallet) =>
    loaders.listing(chain, wallet),
  );
  const balances = await Promise.all(natives);
  // Awaited before the pair probe so that the staked LP tokens join the held ones in its one
  // multicall (the farm is read on the same node as the native balances just awaited).
  const staked = await farmed;
  const stakes = staked.flatMap((entry) => entry.value ?? []);
  // Prices are asked once the balances are in (one batch for the whole chain): when the balance
  // reads took this request's whole time, no price source gets a chance to answer.
  const outOfTime = remainingMs() <= 0;
  // `dropped` may be missing from a listing cached before rows were validated one by one.
  const listed: Listed[] = wallets.map((wallet, index) => ({
    chain,
    wallet,
    native: balances[index]?.value,
    tokens: listings[index]?.value?.tokens ?? [],
    dropped: listings[index]?.value?.dropped ?? [],
  }));
  const statuses: SourceStatus[][] = wallets.flatMap((_, index) => [
    listings[index]?.statuses ?? [],
    balances[index]?.statuses ?? [],
    staked[index]?.statuses ?? [],
  ]);

  // Every lookup starts in this tick, so the loaders see all of the chain's tokens in one batch.
  const tokens = new Map<Address, RawTokenBalance>();
  for (const entry of listed)
    for (const token of entry.tokens)
      if (!tokens.has(token.address)) tokens.set(token.address, token);
  // Every held token is also asked whether it is a v2 pair, in the same tick as its price: the
  // probe's one multicall per chain runs beside the price lookups instead of after them.
  const [nativeQuote, quotes, probes] = await Promise.all([
    listed.some((entry) => entry.native !== undefined) ? loaders.nativePrice(chain) : undefined,
    Promise.all(
      [...tokens.values()].map(
        async (token) =>
          [
            token.address,
            await loaders.tokenPrice(chain, {
              address: token.address,
              symbol: token.symbol,
              exchangeRate: token.exchangeRate,
            }),
          ] as const,
      ),
    ),
    Promise.all(
      [...new Set([...tokens.keys(), ...stakes.map((stake) => stake.lpToken)])].map(
        async (address) => [address, await loaders.pairState(chain, address)] as const,
      ),
    ),
  ]);
  const quoteOf = new Map(quotes);
  // A chain's price statuses are one list shared by every token: taken once, not once per token.
  const priceStatuses = new Set<SourceStatus[]>(
    nativeQuote === undefined ? [] : [nativeQuote.statuses],
  );
  for (const [, quote] of quotes) priceStatuses.add(quote.statuses);
  statuses.push(
    ...(outOfTime ? [heldPriceStatuses(chain, [...priceStatuses].flat())] : priceStatuses),
  );

  const info = CHAINS[chain];
  const nativeRef: TokenRef = {
    chain,
    address: null,
    symbol: info.nativeSymbol,
    name: info.nativeName,
    decimals: info.nativeDecimals,
    iconUrl: null,
  };
  const holdings = listed.map((entry) => {
    const own: TokenHolding[] = [];
    if (entry.native !== undefined)
      own.push(pricedHolding(entry, nativeRef, entry.native, nativeQuote?.value ?? null));
    for (const token of entry.tokens) {
      const ref: TokenRef = {
        chain,
        address: token.address,
        symbol: token.symbol ?? '',
        name: token.name ?? '',
        decimals: token.decimals,
        iconUrl: token.iconUrl,
      };
      own.push(
        pricedHolding(entry, ref, token.balanceRaw, quoteOf.get(token.address)?.value ?? null),
      );
    }
    return own;
  });

  const pairs = new Map<Address, PoolPair>();
  const probeStatuses = new Set<SourceStatus[]>();
  for (const [address, probe] of probes) {
    probeStatuses.add(probe.statuses);
    if (probe.value != null) pairs.set(address, probe.value);
  }
  statuses.push(...probeStatuses);
  const owned = await nfts;
  statuses.push(...owned.map((entry) => entry.statuses));
  // Started in one tick, so the tokens inside pairs, farms and NFTs are described and priced in
  // one batch.
  const [split, farms, concentrated] = await Promise.all([
    splitPoolShares(loaders, chain, holdings.flat(), pairs),
    valueFarmStakes(loaders, chain, stakes, holdings.flat(), pairs),
    valueConcentrated(
      loaders,
      chain,
      owned.flatMap((entry) => entry.value ?? []),
      holdings.flat(),
    ),
  ]);
  statuses.push(split.statuses, farms.statuses, concentrated.statuses);
  return {
    holdings: holdings.map((own) => own.filter((entry) => !split.taken.has(entry))),
    positions: [...split.positions, ...farms.positions, ...concentrated.positions],
    dropped: [
      ...listed.flatMap(droppedRows),
      ...split.filtered,
      ...farms.filtered,
      ...concentrated.filtered,
    ],
    statuses,
  };
}

/**
 * The price statuses of a chain whose balance reads ran past the request's deadline: a price
 * source that "timed out" then was never asked, and naming it ("DEX Screener: request deadline
 * reached") would blame a service that did nothing wrong. Those failures become one status naming
 * what held the prices back, the token listing; other outcomes (a cached price, a circuit already
 * open) stay as they were.
 */
function heldPriceStatuses(chain: ChainKey, statuses: readonly SourceStatus[]): SourceStatus[] {
  const notAsked = (status: SourceStatus) =>
    status.state === 'failed' && status.reason === 'TIMEOUT';
  const kept = statuses.filter((status) => !notAsked(status));
  if (kept.length === statuses.length) return kept;
  return [
    ...kept,
    {
      chain,
      wallet: null,
      source: 'price:token-listing',
      state: 'failed',
      ageMs: null,
      message: "not asked: reading the chain's token listings used up this request's time",
      reason: 'TIMEOUT',
    },
  ];
}

function droppedRows(entry: Listed): FilteredHolding[] {
  return entry.dropped.map((row) => {
    const token: TokenRef = {
      chain: entry.chain,
      address: row.address,
      symbol: row.symbol ?? '',
      name: row.name ?? '',
      decimals: row.decimals,
      iconUrl: null,
    };
    return {
      holding: pricedHolding(entry, token, row.balanceRaw, null),
      reason: 'invalid-row',
      detail: row.reason,
    };
  });
}

/** One line per chain × wallet × source × state (two resolvers of one request may share a source). */
function dedupeStatuses(lists: readonly SourceStatus[][]): SourceStatus[] {
  const seen = new Map<string, SourceStatus>();
  for (const status of lists.flat()) {
    const key = `${status.chain}|${status.wallet ?? ''}|${status.source}|${status.state}`;
    if (!seen.has(key)) seen.set(key, status);
  }
  return [...seen.values()];
}

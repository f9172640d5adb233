import { formatUnits } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { RawTokenBalance } from '../balances/rawTokenBalance';
import type { SourceStatus, TokenHolding, TokenRef } from '../holding';
import type { PriceQuote } from '../prices/priceQuote';
import type { HoldingsFetchers } from './fetchers';
import { mapWithConcurrency } from './mapWithConcurrency';

/** Spec §9: wallets are processed three at a time. */
export const WALLET_CONCURRENCY = 3;

export interface HoldingsRequest {
  wallets: readonly Address[];
  chains: readonly ChainKey[];
}

export interface CollectedHoldings {
  /** Every priced holding, per wallet and chain, before the spec §5 rules (the caller applies them). */
  holdings: TokenHolding[];
  statuses: SourceStatus[];
}

interface Listed {
  chain: ChainKey;
  wallet: Address;
  native: string | undefined;
  tokens: RawTokenBalance[];
}

/**
 * The balances engine for a set of wallets and chains: listings and native balances first (three
 * wallets at a time), then ONE price lookup per chain for every token any wallet holds — so ten
 * wallets sharing forty PulseChain tokens cost two DEX requests, not forty.
 */
export async function collectHoldings(fetchers: HoldingsFetchers, request: HoldingsRequest): Promise<CollectedHoldings> {
  const statuses: SourceStatus[] = [];
  const listed = (
    await mapWithConcurrency(request.wallets, WALLET_CONCURRENCY, (wallet) =>
      Promise.all(
        request.chains.map(async (chain): Promise<Listed> => {
          const [listing, native] = await Promise.all([fetchers.listing(chain, wallet), fetchers.nativeBalance(chain, wallet)]);
          statuses.push(...listing.statuses, ...native.statuses);
          return { chain, wallet, native: native.value, tokens: listing.value?.tokens ?? [] };
        }),
      ),
    )
  ).flat();

  const priced = await Promise.all(listed.map((entry) => priceEntry(fetchers, entry)));
  for (const entry of priced) statuses.push(...entry.statuses);
  return { holdings: priced.flatMap((entry) => entry.holdings), statuses: dedupeStatuses(statuses) };
}

async function priceEntry(fetchers: HoldingsFetchers, entry: Listed): Promise<{ holdings: TokenHolding[]; statuses: SourceStatus[] }> {
  const chain = CHAINS[entry.chain];
  // Every lookup starts in this tick, so the per-request loaders see all tokens of all wallets
  // in one batch; awaiting the native price first would split the token batch in two.
  const [nativeQuote, quotes] = await Promise.all([
    entry.native === undefined ? undefined : fetchers.nativePrice(entry.chain),
    Promise.all(entry.tokens.map((token) => fetchers.tokenPrice(entry.chain, { address: token.address, symbol: token.symbol, exchangeRate: token.exchangeRate }))),
  ]);
  const statuses: SourceStatus[] = [];
  const holdings: TokenHolding[] = [];
  if (entry.native !== undefined && nativeQuote !== undefined) {
    statuses.push(...nativeQuote.statuses);
    const token: TokenRef = { chain: entry.chain, address: null, symbol: chain.nativeSymbol, name: chain.nativeName, decimals: chain.nativeDecimals, iconUrl: null };
    holdings.push(holding(entry, token, entry.native, nativeQuote.value ?? null));
  }
  entry.tokens.forEach((token, index) => {
    const quote = quotes[index];
    if (quote) statuses.push(...quote.statuses);
    const ref: TokenRef = { chain: entry.chain, address: token.address, symbol: token.symbol ?? '', name: token.name ?? '', decimals: token.decimals, iconUrl: token.iconUrl };
    holdings.push(holding(entry, ref, token.balanceRaw, quote?.value ?? null));
  });
  return { holdings, statuses };
}

function holding(entry: Listed, token: TokenRef, balanceRaw: string, quote: PriceQuote | null): TokenHolding {
  const amount = formatUnits(BigInt(balanceRaw), token.decimals);
  return {
    chain: entry.chain,
    wallet: entry.wallet,
    token,
    balanceRaw,
    amount,
    priceUsd: quote?.priceUsd ?? null,
    // USD values are floats by design (DESIGN.md); the amount itself stays exact.
    valueUsd: quote === null ? null : Number(amount) * quote.priceUsd,
    priceSource: quote?.source ?? 'none',
    change24hPct: quote?.change24hPct ?? null,
    changeSource: quote?.changeSource ?? null,
  };
}

/** Price statuses arrive once per token of a batch; one line per chain × wallet × source is enough. */
function dedupeStatuses(statuses: SourceStatus[]): SourceStatus[] {
  const seen = new Map<string, SourceStatus>();
  for (const status of statuses) {
    const key = `${status.chain}|${status.wallet ?? ''}|${status.source}|${status.state}`;
    if (!seen.has(key)) seen.set(key, status);
  }
  return [...seen.values()];
}

import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { TokenMetadata } from '../../sources/rpc/getTokenMetadata';
import type { HoldingRule } from '../filters/chainRules';
import { identityVerdict } from '../filters/filterChainHoldings';
import type { WithStatus } from '../holdings/holdingsLoaders';
import type { TokenHolding, TokenRef } from '../tokenHolding';
import type { PriceQuote, TokenToPrice } from '../prices/priceQuote';
import type { SourceStatus } from '../sourceStatus';

export interface InsideTokenLoaders {
  tokenMetadata(chain: ChainKey, token: Address): Promise<WithStatus<TokenMetadata | null>>;
  tokenPrice(chain: ChainKey, token: TokenToPrice): Promise<WithStatus<PriceQuote | null>>;
}

export interface InsideTokens {
  /** null: no readable decimals, so no amount of it can be shown. */
  refs: Map<Address, TokenRef | null>;
  quotes: Map<Address, PriceQuote | null>;
  statuses: SourceStatus[];
}

/**
 * The tokens a chain's positions hold, described and priced: a token some listing described keeps
 * that description, the others are read on chain. Every lookup starts in the caller's tick, so the
 * loaders batch them with any other position reader's (metadata one multicall, prices one batch).
 */
export async function readInsideTokens(
  loaders: InsideTokenLoaders,
  chain: ChainKey,
  holdings: readonly TokenHolding[],
  addresses: Iterable<Address>,
): Promise<InsideTokens> {
  const known = new Map<Address, TokenRef>();
  for (const holding of holdings)
    if (holding.token.address !== null) known.set(holding.token.address, holding.token);
  const refs = new Map<Address, TokenRef | null>();
  const quotes = new Map<Address, PriceQuote | null>();
  const statuses: SourceStatus[] = [];
  await Promise.all(
    [...new Set(addresses)].map(async (address) => {
      let ref = known.get(address) ?? null;
      if (ref === null) {
        const metadata = await loaders.tokenMetadata(chain, address);
        statuses.push(...metadata.statuses);
        ref = metadata.value == null ? null : { chain, address, iconUrl: null, ...metadata.value };
      }
      refs.set(address, ref);
      const quote = await loaders.tokenPrice(chain, {
        address,
        symbol: ref?.symbol ?? null,
        exchangeRate: null,
      });
      statuses.push(...quote.statuses);
      quotes.set(address, quote.value ?? null);
    }),
  );
  return { refs, quotes, statuses };
}

/**
 * Why a token inside a position cannot be valued (no decimals, spam or impostor by the chain's
 * identity rules, no price), or null. A position is valued only when every token inside passes:
 * a fake pool could hold a token that claims any price.
 */
export function insideProblem(
  address: Address,
  side: TokenHolding | null,
  spam: HoldingRule,
): string | null {
  if (side === null) return `${address} has no readable decimals`;
  const verdict = identityVerdict(side, spam);
  if (verdict !== null) return `${side.token.symbol || address}: ${verdict.detail}`;
  return side.valueUsd === null ? `${side.token.symbol || address} has no price` : null;
}

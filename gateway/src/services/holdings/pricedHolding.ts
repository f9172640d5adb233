import { formatUnits } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { PriceQuote } from '../prices/priceQuote';
import type { TokenHolding, TokenRef } from '../tokenHolding';

/** A balance of a token with its quote (or none): the one way amounts and values are derived. */
export function pricedHolding(
  where: { chain: ChainKey; wallet: Address },
  token: TokenRef,
  balanceRaw: string,
  quote: PriceQuote | null,
): TokenHolding {
  const amount = formatUnits(BigInt(balanceRaw), token.decimals);
  return {
    chain: where.chain,
    wallet: where.wallet,
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

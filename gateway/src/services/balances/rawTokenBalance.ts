import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { TokenBalance } from '../../sources/explorerTokens/tokenSchemas';

/** Spec §3 "Raw token balance", plus what the listing knew of the token's price and icon. */
export interface RawTokenBalance {
  address: Address;
  symbol: string | null;
  name: string | null;
  decimals: number;
  balanceRaw: string;
  exchangeRate: number | null;
  iconUrl: string | null;
}

/**
 * Spec §5 "Overrides: eHEX 8 decimals, USDC 6". Applied on Ethereum only: elsewhere the same
 * symbols can rightly differ (Binance-Peg USDC on BSC has 18 decimals).
 */
const ETHEREUM_DECIMALS_OVERRIDES: Readonly<Record<string, number>> = { EHEX: 8, HEX: 8, USDC: 6 };

export function toRawTokenBalance(
  chain: ChainKey,
  { token, balanceRaw }: TokenBalance,
): RawTokenBalance {
  const override =
    chain === 'eth' && token.symbol !== null
      ? ETHEREUM_DECIMALS_OVERRIDES[token.symbol.toUpperCase()]
      : undefined;
  return {
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    decimals: override ?? token.decimals,
    balanceRaw,
    exchangeRate: token.exchangeRate,
    iconUrl: token.iconUrl,
  };
}

import type { TickerQuery } from '../graphql/generated/graphql';

/**
 * One ticker coin as the gateway's `ticker` query answers it (spec §2 "Ticker": id, symbol,
 * price, change24h; plus the label shown, an icon, the price source and whether the price is an
 * old one kept because no source has a current one). Without Apollo's __typename, so a copy
 * read back from sessionStorage has the same type.
 */
export type TickerItemData = Omit<TickerQuery['ticker'][number], '__typename'>;

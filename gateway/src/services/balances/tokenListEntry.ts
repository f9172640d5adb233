/** One token of a token list in the Uniswap token-list format (tokenlists.org), as npm packages ship them. */
export interface TokenListEntry {
  chainId: number;
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  logoURI?: string;
}

import { plainDecimal } from '../../world/prices';
import type { WorldToken } from '../../world/types';
import type { BlockscoutDialect } from './dialect';

/**
 * Blockscout's token object in either dialect, keys in the order the samples show them
 * (blockscout-v2-token-balances*.json, blockscout-v2-tokens-detail.json).
 */
export function tokenJson(token: WorldToken, dialect: BlockscoutDialect): Record<string, unknown> {
  const rate = token.quotes.blockscout;
  const exchangeRate = rate === null ? null : plainDecimal(rate);
  const supply = Number(token.totalSupply) / 10 ** token.decimals;
  const marketCap = rate === null ? null : (supply * rate).toFixed(2);
  if (dialect === 'legacy') {
    return {
      address: token.checksum,
      circulating_market_cap: marketCap,
      decimals: String(token.decimals),
      exchange_rate: exchangeRate,
      holders: String(token.holders),
      icon_url: token.iconUrl,
      name: token.name,
      symbol: token.symbol,
      total_supply: token.totalSupply.toString(),
      type: 'ERC-20',
    };
  }
  return {
    address_hash: token.checksum,
    symbol: token.symbol,
    name: token.name,
    decimals: String(token.decimals),
    type: 'ERC-20',
    holders_count: String(token.holders),
    exchange_rate: exchangeRate,
    volume_24h: rate === null ? null : (supply * rate * 0.013).toFixed(2),
    total_supply: token.totalSupply.toString(),
    icon_url: token.iconUrl,
    circulating_market_cap: marketCap,
    circulating_supply: null,
    // 'ok' even for spam: Kinko's own rules (spec §5) must catch it, not the explorer's flag.
    reputation: 'ok',
  };
}

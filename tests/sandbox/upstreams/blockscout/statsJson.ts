import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import { CHAIN_CLOCK, WORLD_NOW, isoMicros } from '../../world/clock';
import { plainDecimal } from '../../world/prices';
import { MARKET_COINS } from '../../world/ticker';
import type { World } from '../../world/world';
import type { BlockscoutDialect } from './dialect';

/** GET /api/v2/stats (blockscout-v2-stats.json; v5-era keys in -pulsechain-legacy). `coin_price` is the native price. */
export function statsJson(
  world: World,
  chain: ChainKey,
  dialect: BlockscoutDialect,
): Record<string, unknown> {
  const native = world.native(chain);
  const clock = CHAIN_CLOCK[chain];
  const supply =
    MARKET_COINS.find((coin) => coin.id === CHAINS[chain].nativeCoinGeckoId)?.circulatingSupply ??
    0;
  const gwei =
    chain === 'pulse'
      ? { average: 1210000.0, fast: 1450000.0, slow: 1050000.0 }
      : { slow: 1.02, average: 1.16, fast: 1.78 };
  const common = {
    average_block_time: clock.blockSeconds * 1000,
    coin_price: plainDecimal(native.priceUsd),
    gas_prices: gwei,
    gas_used_today: '196741235543',
    market_cap: (native.priceUsd * supply).toFixed(3),
    network_utilization_percentage: 47.91,
    static_gas_price: null,
    total_addresses: '381245339',
    total_blocks: String(clock.headBlock),
    total_gas_used: '0',
    total_transactions: '3021443192',
    transactions_today: '1634205',
  };
  if (dialect === 'legacy') return common;
  return {
    ...common,
    coin_image: null,
    coin_price_change_percentage: native.change24hPct,
    gas_price_updated_at: isoMicros(WORLD_NOW - 30),
    gas_prices_update_in: 23512,
    secondary_coin_image: null,
    secondary_coin_price: null,
    tvl: null,
  };
}

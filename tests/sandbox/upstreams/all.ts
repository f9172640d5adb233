import type { World } from '../world/world';
import { blockscoutUpstream } from './blockscout/blockscout';
import { SERVED_EXPLORER_CHAINS } from './blockscout/dialect';
import { bscIndexerUpstream } from './bscIndexer/bscIndexer';
import { coingeckoUpstream } from './coingecko/coingecko';
import { defillamaUpstream } from './defillama/defillama';
import { dexscreenerUpstream } from './dexscreener/dexscreener';
import { etherscanUpstream } from './etherscan/etherscan';
import { frankfurterUpstream } from './frankfurter/frankfurter';
import { geckoTerminalUpstream } from './geckoterminal/geckoterminal';
import type { Upstream } from './upstream';

/**
 * Every upstream protocol the gateway uses, each bound to the world; GeckoTerminal refuses calls
 * over `geckoTerminalPerMinute`.
 */
export function allUpstreams(world: World, geckoTerminalPerMinute: number): Upstream[] {
  return [
    ...SERVED_EXPLORER_CHAINS.map((chain) => blockscoutUpstream(world, chain)),
    dexscreenerUpstream(world),
    defillamaUpstream(world),
    geckoTerminalUpstream(world, geckoTerminalPerMinute),
    coingeckoUpstream(),
    frankfurterUpstream(),
    etherscanUpstream(world),
    bscIndexerUpstream(world),
  ];
}

import { chainEnvName } from '../../gateway/src/config/env';
import { CHAIN_KEYS, CHAINS } from '../../shared/src/chains';
import { createAdmin } from './admin';
import { Counters } from './counters';
import { Faults } from './faults/faults';
import { startServer } from './server';
import { allUpstreams } from './upstreams/all';
import { BLOCKSCOUT_CHAINS } from './upstreams/blockscout/dialect';
import { BSC_INDEXER_SANDBOX_KEY } from './upstreams/bscIndexer/bscIndexer';
import { ETHERSCAN_SANDBOX_KEY } from './upstreams/etherscan/etherscan';
import { GECKOTERMINAL_PER_MINUTE } from './upstreams/geckoterminal/geckoterminal';
import type { EvmSandbox } from './evm/startEvm';
import { evmSpecs } from './world/evmSpecs';
import { World, type WorldOptions } from './world/world';

export interface SandboxOptions extends WorldOptions {
  /** Also start the real local EVM (tests/sandbox/evm) and put its RPC URLs in `env`. */
  evm?: boolean;
  /**
   * Calls a minute GeckoTerminal answers before it refuses with 429: its keyless 30 by default.
   * `env` tells the gateway the same rate; a test reading whole histories may raise both.
   */
  geckoTerminalPerMinute?: number;
}

export interface Sandbox {
  /** http://127.0.0.1:PORT */
  url: string;
  world: World;
  /** Environment variables that point the gateway at the sandbox. */
  env: Record<string, string>;
  /** Upstreams a user may configure but the defaults lack (a BSC explorer), for tests to add to `env`. */
  optionalEnv: { BSC_BLOCKSCOUT_URL: string };
  faults: Faults;
  counters: Counters;
  /** The local EVM when started with `evm: true` (per-chain endpoints, RPC counters). */
  evm: EvmSandbox | undefined;
  stop(): Promise<void>;
}

/** Starts the simulated world on a loopback port. Stop it in afterAll. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const world = new World(options);
  const faults = new Faults(world.seed);
  const counters = new Counters();
  const geckoTerminalPerMinute = options.geckoTerminalPerMinute ?? GECKOTERMINAL_PER_MINUTE;
  const upstreams = allUpstreams(world, geckoTerminalPerMinute);
  const server = await startServer({
    upstreams,
    faults,
    counters,
    admin: createAdmin(world, upstreams, faults, counters),
  });
  const env: Record<string, string> = {
    ...sandboxEnv(server.url),
    GECKOTERMINAL_REQUESTS_PER_MINUTE: String(geckoTerminalPerMinute),
  };
  let evm: EvmSandbox | undefined;
  if (options.evm === true) {
    try {
      // Loaded only when asked for: the EVM brings Hardhat, which HTTP-only tests do not need.
      const { startEvm } = await import('./evm/startEvm');
      evm = await startEvm(evmSpecs(world));
    } catch (error) {
      await server.close();
      throw error;
    }
    for (const chain of CHAIN_KEYS) {
      const rpc = evm.urls[CHAINS[chain].id];
      if (rpc !== undefined) env[chainEnvName(chain, 'RPC_URLS')] = rpc;
    }
  }
  return {
    url: server.url,
    world,
    env,
    optionalEnv: { BSC_BLOCKSCOUT_URL: `${server.url}/blockscout/bsc` },
    faults,
    counters,
    evm,
    stop: async () => {
      await Promise.all([server.close(), evm?.stop()]);
    },
  };
}

/**
 * The gateway's upstream variables (gateway/src/config/env.ts) pointed at the sandbox. Each is the
 * base the real upstream's default has: a Blockscout root, DexScreener's and DefiLlama's hosts,
 * CoinGecko's /api/v3, Etherscan's /v2/api. Keys are the ones the sandbox accepts.
 */
export function sandboxEnv(url: string): Record<string, string> {
  const env: Record<string, string> = {
    DEXSCREENER_URL: `${url}/dexscreener`,
    DEFILLAMA_URL: `${url}/defillama`,
    GECKOTERMINAL_URL: `${url}/geckoterminal/api/v2`,
    COINGECKO_URL: `${url}/coingecko/api/v3`,
    FRANKFURTER_URL: `${url}/frankfurter/v1`,
    ETHERSCAN_URL: `${url}/etherscan/v2/api`,
    ETHERSCAN_API_KEY: ETHERSCAN_SANDBOX_KEY,
    BSC_INDEXER_URL: `${url}/bsc-indexer`,
    BSC_INDEXER_API_KEY: BSC_INDEXER_SANDBOX_KEY,
  };
  for (const chain of BLOCKSCOUT_CHAINS)
    env[chainEnvName(chain, 'BLOCKSCOUT_URL')] = `${url}/blockscout/${chain}`;
  return env;
}

export { World, type WorldOptions } from './world/world';
export type { Faults } from './faults/faults';
export type { Counters } from './counters';
export { evmSpecs } from './world/evmSpecs';
export {
  expectedHoldings,
  expectedPositions,
  type ExpectedPosition,
  expectedPortfolio,
  expectedWalletTotals,
  type ExpectedHolding,
  type ExpectedPortfolio,
  type ExpectedPortfolioRow,
  type ExpectedPortfolioToken,
  type ExpectedTotals,
  type TruthOptions,
} from './world/truth';
export {
  expectedPortfolioHistory,
  tokenDayPrice,
  type ExpectedHistoryDay,
} from './world/historyTruth';
export { expectedPnl, type ExpectedPnl } from './world/pnlTruth';
export { expectedTokenHistory, type ExpectedTokenDay } from './world/tokenHistoryTruth';
export { SHOWCASE_CHAIN } from './world/pnlShowcase';
export {
  dayPrice,
  dayString,
  nativeDayPrice,
  missingPriceDay,
  nearestRecord,
  tokenPriceHistory,
  coingeckoPriceHistory,
  TODAY,
  FIRST_PRICE_DAY,
} from './world/priceHistory';
export { HISTORY_DAYS, nativeDelta, tokenDelta } from './world/transferHistory';
export { expectedPayoutPerTShare, expectedStakes, type ExpectedStake } from './world/hexTruth';
export { MARKET_COINS, type MarketCoin } from './world/ticker';
export { PRICE_SOURCE_ORDER } from './world/prices';
export { WORLD_NOW, HEX_CURRENT_DAY } from './world/clock';
export type { Fault } from './faults/fault';
export type { FaultHandle, FaultTarget } from './faults/faults';
export type { RouteOf, UpstreamId } from './upstreams/ids';
export type {
  ExpectedPriceSource,
  FilterReason,
  HoldingIntent,
  NativeCoin,
  PriceSource,
  TokenExpectation,
  TokenFilterReason,
  TokenKind,
  WorldHolding,
  WorldToken,
  WorldWallet,
} from './world/types';
export type { WorldTx, WorldTransfer } from './world/transactions';
export type { DexPair } from './world/dexPairs';
export { fxRatesOn, latestFxDay } from './world/fxRates';

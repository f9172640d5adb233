import { getAddress } from 'viem';
import { CHAIN_KEYS, type ChainKey } from '../../../shared/src/chains';
import type { HexDailyDataSpec, HexGlobalsSpec, HexStakeSpec } from '../evm/evmSpec';
import { NATIVE_PRICES } from './catalogue';
import { generateDexPairs, type DexPair } from './dexPairs';
import { HEX_CURRENT_DAY, WORLD_NOW } from './clock';
import {
  generateDailyData,
  generateStakes,
  shareRateOn,
  stakeCountReverts,
  type HexChain,
} from './hex';
import { worldHsis, type WorldHsi } from './hedron';
import { hexGlobals } from './hexGlobals';
import {
  generateHoldings,
  generateNativeBalance,
  walletProfile,
  type WalletProfile,
} from './holdings';
import { malformedTokenRows } from './malformedRows';
import { bulkWallet } from './bulkWallet';
import { busyWallet } from './busyWallet';
import { priceAgo } from './prices';
import { pairToken, worldPairs, type WorldPair } from './poolShares';
import { farmAddress, worldFarm, type WorldFarm } from './farm';
import { worldConcentratedPools, type WorldConcentratedPool } from './concentratedPools';
import { Rng } from './random';
import { buildCatalogue, type TokenCatalogue } from './tokens';
import { generateTransactions, type WorldTx } from './transactions';
import { completeHistory, tokenDelta } from './transferHistory';
import { pnlShowcase, SHOWCASE_CHAIN } from './pnlShowcase';
import type { NativeCoin, WorldHolding, WorldToken, WorldWallet } from './types';

export interface WorldOptions {
  /** Same seed, same world. Default 1. */
  seed?: number;
  /** Number of wallets: 3 demo wallets by default, up to 1,000 for benchmarks. */
  wallets?: number;
  /**
   * v2 pairs on chain with LP shares held by the first two wallets (world/poolShares.ts), listed
   * by the explorers as tokens, and PulseChain's farm with LP staked by wallets 0 and 2
   * (world/farm.ts). Only meaningful with the EVM, which holds the pairs' and the farm's state.
   */
  poolShares?: boolean;
  /**
   * A Uniswap v3 pool with position NFTs held by the first two wallets (world/concentratedPools.ts).
   * Only meaningful with the EVM, which holds the pool.
   */
  concentrated?: boolean;
}

const TX_CACHE_SIZE = 256;

const DEMO_NAMES = ['Demo whale', 'Demo regular', 'Demo newcomer'];

/**
 * The simulated five-chain world. Tokens are made up front (a few hundred); everything per
 * wallet (holdings, balances, transactions) is derived lazily from its own seeded stream and
 * memoised, so a 1,000-wallet world costs little until it is read.
 */
export class World {
  readonly seed: number;
  /** Unix seconds; the world's fixed clock. */
  readonly now = WORLD_NOW;
  readonly wallets: readonly WorldWallet[];
  private readonly catalogue: TokenCatalogue;
  private readonly tokenIndex: ReadonlyMap<string, WorldToken>;
  private readonly walletIndex: ReadonlyMap<string, WorldWallet>;
  private readonly holdingCache = new Map<string, readonly WorldHolding[]>();
  /** Transactions are regenerated on demand; only the recently read lists are kept. */
  private readonly txCache = new Map<string, readonly WorldTx[]>();
  private showcaseTxs: ReadonlyMap<number, readonly WorldTx[]> | undefined;
  private readonly dailyDataCache = new Map<HexChain, readonly HexDailyDataSpec[]>();
  private readonly hexGlobalsCache = new Map<HexChain, HexGlobalsSpec>();
  private bulk: ReturnType<typeof bulkWallet> | undefined;
  /**
   * A wallet outside `wallets` with 11,000 PulseChain transactions (world/busyWallet.ts): known to
   * every route and truth like a listed wallet, counted in no truth over the list.
   */
  readonly busyWallet: WorldWallet;
  /** The v2 pairs of `poolShares` (empty without it), each with its LP token. */
  readonly poolPairs: readonly (WorldPair & { token: WorldToken })[];
  /** The farms of `poolShares` (PulseChain's, with LP some wallets staked), world/farm.ts. */
  readonly farms: readonly WorldFarm[];
  /** The v3 pools of `concentrated` (empty without it). */
  readonly concentratedPools: readonly WorldConcentratedPool[];
  private pairIndex:
    { all: readonly DexPair[]; byToken: ReadonlyMap<string, readonly DexPair[]> } | undefined;

  constructor(options: WorldOptions = {}) {
    this.seed = options.seed ?? 1;
    const count = options.wallets ?? 3;
    if (!Number.isInteger(count) || count < 1 || count > 10_000)
      throw new Error(`wallets must be an integer in 1..10000, got ${count}`);
    const addressRng = Rng.derive(this.seed, 'wallets');
    this.wallets = Array.from({ length: count }, (_, index) => {
      const address = addressRng.address();
      return {
        index,
        address,
        checksum: getAddress(address),
        name: DEMO_NAMES[index] ?? `Wallet ${String(index + 1).padStart(4, '0')}`,
      };
    });
    this.busyWallet = busyWallet(this.seed);
    this.walletIndex = new Map(
      [...this.wallets, this.busyWallet].map((wallet) => [wallet.address, wallet]),
    );
    this.catalogue = buildCatalogue((chain) => Rng.derive(this.seed, 'tokens', chain));
    this.tokenIndex = new Map(
      CHAIN_KEYS.flatMap((chain) =>
        this.catalogue[chain].map((token) => [`${chain}:${token.address}`, token] as const),
      ),
    );
    const wellKnown = (chain: ChainKey, symbol: string) => {
      const token = this.catalogue[chain].find(
        (candidate) => candidate.kind === 'well-known' && candidate.symbol === symbol,
      );
      if (token === undefined) throw new Error(`no well-known ${symbol} on ${chain}`);
      return token;
    };
    this.poolPairs =
      options.poolShares === true
        ? worldPairs(
            this.wallets.map((wallet) => wallet.address),
            wellKnown,
            farmAddress,
          ).map((pair) => ({ ...pair, token: pairToken(pair) }))
        : [];
    this.farms = CHAIN_KEYS.flatMap((chain) => worldFarm(chain, this.poolPairs, wellKnown) ?? []);
    this.concentratedPools =
      options.concentrated === true
        ? worldConcentratedPools(
            this.wallets.map((wallet) => wallet.address),
            wellKnown,
          )
        : [];
  }

  /** The demo wallets (the first three), as the dashboard demo and quick tests use them. */
  get demoWallets(): readonly WorldWallet[] {
    return this.wallets.slice(0, 3);
  }

  /** A wallet of this world by address (any case); undefined for strangers. */
  wallet(address: string): WorldWallet | undefined {
    return this.walletIndex.get(address.toLowerCase());
  }

  profile(wallet: WorldWallet): WalletProfile {
    return walletProfile(this.seed, wallet.index);
  }

  tokens(chain: ChainKey): readonly WorldToken[] {
    return this.catalogue[chain];
  }

  /** A token of this chain by address (any case). */
  token(chain: ChainKey, address: string): WorldToken | undefined {
    return this.tokenIndex.get(`${chain}:${address.toLowerCase()}`);
  }

  /** A wallet outside `wallets` holding 1,300 unpriced Base tokens (world/bulkWallet.ts); made on first use. */
  get bulkWallet(): WorldWallet {
    return this.bulkData().wallet;
  }

  private bulkData() {
    this.bulk ??= bulkWallet(this.seed);
    return this.bulk;
  }

  /** Every ERC-20 row of a wallet on a chain, zero rows included; empty for strangers. */
  holdings(address: string, chain: ChainKey): readonly WorldHolding[] {
    const wallet = this.wallet(address);
    if (wallet === undefined)
      return this.bulk !== undefined &&
        address.toLowerCase() === this.bulk.wallet.address &&
        chain === 'base'
        ? this.bulk.holdings
        : [];
    const key = `${wallet.index}:${chain}`;
    let holdings = this.holdingCache.get(key);
    if (holdings === undefined) {
      holdings = [
        ...generateHoldings(this.seed, wallet, chain, this.catalogue[chain]),
        ...this.poolShareHoldings(wallet, chain),
      ];
      this.holdingCache.set(key, holdings);
    }
    return holdings;
  }

  private poolShareHoldings(wallet: WorldWallet, chain: ChainKey): WorldHolding[] {
    return this.poolPairs.flatMap((pair, index) => {
      const balanceRaw = pair.state.balances[wallet.address];
      if (pair.chain !== chain || balanceRaw === undefined) return [];
      const id = 9_000_000 + wallet.index * 100 + index;
      return [
        { id, chain, wallet: wallet.address, token: pair.token, balanceRaw, intent: 'normal' },
      ];
    });
  }

  /** Explorer balance rows that fail any sane schema (world/malformedRows.ts), already in Blockscout v2's JSON. */
  malformedTokenRows(address: string, chain: ChainKey): readonly Record<string, unknown>[] {
    const wallet = this.wallet(address);
    return wallet === undefined ? [] : malformedTokenRows(wallet, chain);
  }

  /** Native balance in wei; 0 for strangers. */
  nativeBalance(address: string, chain: ChainKey): bigint {
    const wallet = this.wallet(address);
    return wallet === undefined ? 0n : generateNativeBalance(this.seed, wallet.index, chain);
  }

  /** Every DEX pair, on every chain. */
  dexPairs(): readonly DexPair[] {
    return this.pairs().all;
  }

  /** Pairs with this address as base or quote, on every chain where it exists (UPSTREAMS.md §4). */
  dexPairsOf(address: string): readonly DexPair[] {
    return this.pairs().byToken.get(address.toLowerCase()) ?? [];
  }

  private pairs() {
    if (this.pairIndex === undefined) {
      const all = generateDexPairs(this.seed, this.catalogue);
      const byToken = new Map<string, DexPair[]>();
      for (const pair of all) {
        for (const side of [pair.base.address.toLowerCase(), pair.quote.address.toLowerCase()])
          byToken.set(side, [...(byToken.get(side) ?? []), pair]);
      }
      this.pairIndex = { all, byToken };
    }
    return this.pairIndex;
  }

  /**
   * A wallet's transactions on a chain, newest first; empty for strangers. With the funding,
   * bought-and-sold and airdrop transfers of world/transferHistory.ts, they add up to today's
   * native and token balances (issue 17).
   */
  transactions(address: string, chain: ChainKey): readonly WorldTx[] {
    const wallet = this.wallet(address);
    if (wallet === undefined) return [];
    const key = `${wallet.index}:${chain}`;
    let txs = this.txCache.get(key);
    if (txs === undefined) {
      const holdings = this.holdings(address, chain);
      const showcase = chain === SHOWCASE_CHAIN ? (this.showcase().get(wallet.index) ?? []) : [];
      txs = completeHistory(
        this.seed,
        wallet,
        chain,
        [...this.activity(wallet, chain), ...showcase],
        holdings,
        this.nativeBalance(address, chain),
      );
      if (this.txCache.size >= TX_CACHE_SIZE)
        this.txCache.delete(this.txCache.keys().next().value as string);
      this.txCache.set(key, txs);
    }
    return txs;
  }

  /** A wallet's own activity, before the showcase and the funding that completes its history. */
  private activity(wallet: WorldWallet, chain: ChainKey): WorldTx[] {
    return generateTransactions(
      this.seed,
      wallet,
      this.profile(wallet),
      chain,
      this.holdings(wallet.address, chain),
    );
  }

  /** The cost-basis showcase of the first two wallets (world/pnlShowcase.ts), made once. */
  private showcase(): ReadonlyMap<number, readonly WorldTx[]> {
    if (this.showcaseTxs === undefined) {
      const [first, second] = this.wallets;
      const side = (wallet: WorldWallet) => ({
        index: wallet.index,
        address: wallet.address,
        holdings: this.holdings(wallet.address, SHOWCASE_CHAIN),
        activity: this.activity(wallet, SHOWCASE_CHAIN),
      });
      this.showcaseTxs =
        first === undefined || second === undefined
          ? new Map()
          : pnlShowcase(this.seed, side(first), side(second));
    }
    return this.showcaseTxs;
  }

  /**
   * Holdings whose transfers do not add up to today's balance (a rebasing token, issue 17): the
   * sum of its transfers (`rebuiltRaw`) beside the balance the portfolio reads (`currentRaw`).
   */
  historyMismatches(
    address: string,
    chain: ChainKey,
  ): { token: WorldToken; rebuiltRaw: bigint; currentRaw: bigint }[] {
    const wallet = this.wallet(address);
    if (wallet === undefined) return [];
    const txs = this.transactions(address, chain);
    return this.holdings(address, chain).flatMap((holding) => {
      const rebuiltRaw = txs.reduce(
        (sum, tx) => sum + tokenDelta(tx, wallet.address, holding.token.address),
        0n,
      );
      return rebuiltRaw === holding.balanceRaw
        ? []
        : [{ token: holding.token, rebuiltRaw, currentRaw: holding.balanceRaw }];
    });
  }

  /** HEX's currentDay() at WORLD_NOW, the same on both chains. */
  get hexCurrentDay(): number {
    return HEX_CURRENT_DAY;
  }

  hexShareRate(chain: HexChain): bigint {
    return shareRateOn(chain, HEX_CURRENT_DAY);
  }

  /** dailyData for days 0 … currentDay − 1. */
  hexDailyData(chain: HexChain): readonly HexDailyDataSpec[] {
    let data = this.dailyDataCache.get(chain);
    if (data === undefined) {
      data = generateDailyData(this.seed, chain);
      this.dailyDataCache.set(chain, data);
    }
    return data;
  }

  /** globalInfo()'s words besides the day, share rate and day count, claim stats included (world/hexGlobals.ts). */
  hexGlobals(chain: HexChain): HexGlobalsSpec {
    let globals = this.hexGlobalsCache.get(chain);
    if (globals === undefined) {
      // HSIs are HEX stakers like any other: their stakes count in HEX's totals too.
      const stakes = this.wallets.flatMap((wallet) => [
        ...this.hexStakes(wallet.address, chain),
        ...this.hexHsis(wallet.address, chain).map((hsi) => hsi.stake),
      ]);
      globals = hexGlobals(this.seed, this.hexDailyData(chain), stakes);
      this.hexGlobalsCache.set(chain, globals);
    }
    return globals;
  }

  /** A wallet's stakes in stakeLists order, as the contract holds them (even where stakeCount reverts). */
  hexStakes(address: string, chain: HexChain): readonly HexStakeSpec[] {
    const wallet = this.wallet(address);
    return wallet === undefined
      ? []
      : generateStakes(this.seed, wallet.index, this.profile(wallet), chain);
  }

  /** The Hedron HSIs a wallet owns on this chain, untokenized first (hsiLists order), then tokenized. */
  hexHsis(address: string, chain: HexChain): readonly WorldHsi[] {
    const wallet = this.wallet(address);
    return wallet === undefined ? [] : worldHsis(wallet.index, chain);
  }

  /** True when stakeCount(wallet) reverts on this chain (spec §5: that means zero stakes). */
  hexStakeCountReverts(address: string, chain: HexChain): boolean {
    const wallet = this.wallet(address);
    return wallet !== undefined && stakeCountReverts(wallet.index, chain);
  }

  /** The native coin's price, the same at every upstream that quotes it. */
  native(chain: ChainKey): NativeCoin {
    const { priceUsd, change24hPct } = NATIVE_PRICES[chain];
    return { chain, priceUsd, change24hPct, price24hAgoUsd: priceAgo(priceUsd, change24hPct) };
  }

  /**
   * ENS names on Ethereum (normalised → wallet address): the first wallets get `kinko-demo-{n}.eth`,
   * so typing a name resolves to a world wallet; any other name has no address.
   */
  ensNames(): Record<string, string> {
    return Object.fromEntries(
      this.wallets
        .slice(0, 3)
        .map((wallet, index) => [`kinko-demo-${index + 1}.eth`, wallet.address]),
    );
  }
}

import type { Address } from '../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../shared/src/chains';
import { FARMS } from '../../shared/src/farms';
import { POSITION_MANAGERS } from '../../shared/src/positionManagers';
import type { World } from '../sandbox/index';

/** Spec §7: DexScreener /tokens takes 25 addresses on PulseChain, 30 elsewhere. */
const DEX_BATCH: Record<ChainKey, number> = { pulse: 25, eth: 30, base: 30, bsc: 30, polygon: 30 };
/** Blockscout v2 /addresses/{a}/tokens pages: spec §7 page_size=200, honoured by these explorers. */
const V2_PAGE = 200;
/** DefiLlama ids travel in the URL path; a URL stays under 2,048 characters (UPSTREAMS.md §5). */
const MAX_URL = 2048;
/** Spec §9: the PulseChain fill-in makes at most 12 single-token searches. */
const FILL_IN_SEARCHES = 12;
/** Spec §9: 6 parallel fill-in workers; wallets processed 3 at a time. */
const FILL_IN_WORKERS = 6;
const WALLET_WINDOW = 3;

export interface RequestMinimum {
  /** One listing request per wallet and chain, plus the further pages the wallet's rows need. */
  listings: number;
  /** ceil(distinct tokens (and each chain's wrapped native) ÷ 25 or 30) per chain. */
  dex: number;
  /** Current and 24h-ago requests for the tokens the DEX leaves unpriced, per chain. */
  defillama: number;
  /** PulseChain searches for tokens that no batch source and no explorer prices (spec §9), at most 12. */
  fillIn: number;
  /**
   * Per chain, one native-balance multicall, and one pool-share probe of the held tokens when the
   * wallets hold any (services/positions: pair tokens are known only by asking them), and where the
   * chain has v3-style position managers one count of the wallets' position NFTs (worlds without
   * concentrated pools hold none, so no further round). Where the chain has a farm, its pool count
   * and reward token (one round; where the world placed no farm, nothing answers and the read
   * stops), else also every pool's poolInfo and every wallet × pool's userInfo and pending reward
   * (three rounds).
   */
  multicalls: number;
  total: number;
}

/**
 * The fewest upstream requests a cold portfolio of `wallets` on `chains` can cost, from the world
 * alone (the issue 12 formula): what each wallet's rows need listed, and each price source asked
 * once per batch of the tokens it is the first to be asked about. Sources as the sandbox's env
 * configures them: Blockscout token-balances on PulseChain, v2 /tokens elsewhere, the indexer on BSC.
 */
export function requestMinimum(
  world: World,
  wallets: readonly Address[],
  chains: readonly ChainKey[],
  defiLlamaUrl: string,
): RequestMinimum {
  const minimum = { listings: 0, dex: 0, defillama: 0, fillIn: 0, multicalls: 0 };
  for (const chain of chains) {
    const { pages, tokens } = chainListings(world, wallets, chain);
    const farmRounds = world.farms.some((farm) => farm.chain === chain) ? 3 : 1;
    minimum.multicalls +=
      (tokens.size > 0 ? 2 : 1) +
      (POSITION_MANAGERS[chain].length > 0 ? 1 : 0) +
      (FARMS[chain].length > 0 ? farmRounds : 0);
    minimum.listings += pages.reduce((sum, count) => sum + count, 0);
    const priced = [...tokens.values()].filter(
      (token) => token.expected.priceSource !== 'stablecoin',
    );
    const wrapped = CHAINS[chain].wrappedNative.toLowerCase() as Address;
    minimum.dex += Math.ceil((priced.length + (tokens.has(wrapped) ? 0 : 1)) / DEX_BATCH[chain]);
    const unpricedByDex = priced.filter((token) => token.quotes.dexscreener === null);
    if (unpricedByDex.length > 0)
      minimum.defillama +=
        2 *
        urlGroups(
          unpricedByDex.map((token) => `${CHAINS[chain].defiLlamaKey}:${token.address}`),
          defiLlamaUrl,
        );
    if (chain === 'pulse')
      minimum.fillIn = Math.min(
        FILL_IN_SEARCHES,
        priced.filter((token) => token.expected.priceSource === 'none').length,
      );
  }
  return {
    ...minimum,
    total: minimum.listings + minimum.dex + minimum.defillama + minimum.fillIn + minimum.multicalls,
  };
}

type WorldToken = ReturnType<World['holdings']>[number]['token'];

/** Per wallet, the listing requests (pages) it needs on `chain`; and the distinct tokens listed. */
function chainListings(
  world: World,
  wallets: readonly Address[],
  chain: ChainKey,
): { pages: number[]; tokens: Map<Address, WorldToken> } {
  const tokens = new Map<Address, WorldToken>();
  const pages = wallets.map((wallet) => {
    const rows = world.holdings(wallet, chain);
    const listed =
      chain === 'pulse' || chain === 'bsc' ? rows.filter((row) => row.balanceRaw > 0n) : rows;
    for (const row of listed) tokens.set(row.token.address, row.token);
    return chain === 'pulse' || chain === 'bsc'
      ? 1
      : Math.max(1, Math.ceil(listed.length / V2_PAGE));
  });
  return { pages, tokens };
}

/**
 * The dependent upstream round trips of a cold portfolio (its critical path, in round trips): per
 * chain, the listings through the rolling window of three wallets (a wallet's pages one after the
 * other), then the DEX batch, then DefiLlama (current and 24h ago side by side) when the DEX left
 * tokens unpriced, then the PulseChain fill-in in rounds of six workers; the slowest chain.
 */
export function criticalRoundTrips(
  world: World,
  wallets: readonly Address[],
  chains: readonly ChainKey[],
): number {
  return Math.max(
    ...chains.map((chain) => {
      const { pages, tokens } = chainListings(world, wallets, chain);
      const slots = Array.from({ length: WALLET_WINDOW }, () => 0);
      for (const count of pages) {
        const earliest = slots.indexOf(Math.min(...slots));
        slots[earliest] = (slots[earliest] ?? 0) + count;
      }
      const priced = [...tokens.values()].filter(
        (token) => token.expected.priceSource !== 'stablecoin',
      );
      const llama = priced.some((token) => token.quotes.dexscreener === null) ? 1 : 0;
      const searches =
        chain === 'pulse'
          ? Math.min(
              FILL_IN_SEARCHES,
              priced.filter((token) => token.expected.priceSource === 'none').length,
            )
          : 0;
      return Math.max(...slots) + 1 + llama + Math.ceil(searches / FILL_IN_WORKERS);
    }),
  );
}

/** How many DefiLlama requests the ids need, the longer (historical) URL under MAX_URL. */
function urlGroups(ids: readonly string[], baseUrl: string): number {
  const prefix = `${baseUrl}/prices/historical/1700000000/`.length;
  let groups = 1;
  let length = prefix;
  for (const id of ids) {
    const added = (length === prefix ? 0 : 1) + id.length;
    if (length + added > MAX_URL && length > prefix) {
      groups += 1;
      length = prefix + id.length;
    } else length += added;
  }
  return groups;
}

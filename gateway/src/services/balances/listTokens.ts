import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainKey, type TokenListingSource } from '../../../../shared/src/chains';
import type { GatewayDeps } from '../../deps';
import { getIndexerTokenBalances } from '../../sources/bscIndexer/getIndexerTokenBalances';
import { getAddressTokens } from '../../sources/blockscout/getAddressTokens';
import { getTokenBalances } from '../../sources/blockscout/getTokenBalances';
import { getTokenList } from '../../sources/blockscout/getTokenList';
import { getErc20Balances } from '../../sources/rpc/getErc20Balances';
import type { RpcClients } from '../../sources/rpc/rpcClients';
import { firstUsable, type Attempt, type SourceStep } from '../fallback';
import { bscTokenList } from './bscTokenList';
import { toRawTokenBalance, type RawTokenBalance } from './rawTokenBalance';
import { toRejectedBalance, type RejectedBalance } from './rejectedBalance';
import type { TokenBalances } from '../../sources/explorerTokens/tokenSchemas';

/** The part of the dependency bag the token listings read. */
export type ListingDeps = Pick<GatewayDeps, 'config' | 'http' | 'rpc'>;

export interface TokenListing {
  tokens: RawTokenBalance[];
  /** Rows of the answering source that failed validation, each with its reason (never counted). */
  dropped: RejectedBalance[];
  /**
   * The answering source stopped paging before the explorer's list ended (MAX_TOKEN_PAGES, or
   * paging that went round): the tokens past the cut are unknown. Absent on listings cached
   * before it was kept.
   */
  truncated?: boolean;
  /** Which source answered (spec §4 fallback orders, as the registry lists them). */
  source: string;
  attempts: Attempt[];
}

/**
 * A wallet's ERC-20 balances on one chain, trying the chain's listing sources in registry order
 * (spec §4): PulseChain token-balances, then /tokens paging, then the classic tokenlist — the
 * spec's second PulseChain option, Blockscout GraphQL, has no tokenBalances field
 * (UPSTREAMS.md §3), so the REST equivalents stand in for it. Sources whose endpoint is not
 * configured are skipped.
 */
export async function listTokens(
  deps: ListingDeps,
  chain: ChainKey,
  wallet: Address,
): Promise<TokenListing> {
  const steps = CHAINS[chain].tokenListing.flatMap(
    (source) => step(deps, chain, wallet, source) ?? [],
  );
  const result = await firstUsable(steps, (rows) => rows.tokens.length === 0);
  return { ...result.value, source: result.source, attempts: result.attempts };
}

type ListingRows = Pick<TokenListing, 'tokens' | 'dropped' | 'truncated'>;

function step(
  deps: ListingDeps,
  chain: ChainKey,
  wallet: Address,
  source: TokenListingSource,
): SourceStep<ListingRows> | undefined {
  const baseUrl = deps.config.chains[chain].blockscoutUrl;
  const upstream = `blockscout:${chain}`;
  const normalise = ({
    balances,
    dropped,
    truncated,
  }: TokenBalances & { truncated?: boolean }): ListingRows => ({
    tokens: balances.map((balance) => toRawTokenBalance(chain, balance)),
    dropped: dropped.map(toRejectedBalance),
    truncated: truncated ?? false,
  });
  switch (source) {
    case 'blockscout-token-balances':
      return baseUrl === undefined
        ? undefined
        : {
            source,
            run: async () =>
              normalise(await getTokenBalances(deps.http, { upstream, baseUrl, address: wallet })),
          };
    case 'blockscout-tokens-paged':
      return baseUrl === undefined
        ? undefined
        : {
            source,
            run: async () =>
              normalise(await getAddressTokens(deps.http, { upstream, baseUrl, address: wallet })),
          };
    case 'blockscout-tokenlist':
      return baseUrl === undefined
        ? undefined
        : {
            source,
            run: async () =>
              normalise(await getTokenList(deps.http, { upstream, baseUrl, address: wallet })),
          };
    case 'bsc-indexer': {
      const indexer = deps.config.bscIndexer;
      return indexer === undefined
        ? undefined
        : {
            source,
            run: async () =>
              normalise(
                await getIndexerTokenBalances(deps.http, {
                  baseUrl: indexer.url,
                  apiKey: indexer.apiKey,
                  address: wallet,
                }),
              ),
          };
    }
    case 'multicall-token-list':
      return {
        source,
        run: async () => ({
          tokens: await multicallTokenList(deps.rpc, chain, wallet),
          dropped: [],
        }),
      };
  }
}

async function multicallTokenList(
  rpc: RpcClients,
  chain: ChainKey,
  wallet: Address,
): Promise<RawTokenBalance[]> {
  const listed = bscTokenList();
  const balances = await getErc20Balances(
    rpc[chain],
    chain,
    wallet,
    listed.map((token) => token.address),
  );
  return listed.flatMap((token) => {
    const balanceRaw = balances.get(token.address);
    return balanceRaw === undefined
      ? []
      : [
          {
            address: token.address,
            symbol: token.symbol,
            name: token.name,
            decimals: token.decimals,
            balanceRaw,
            exchangeRate: null,
            iconUrl: token.iconUrl,
          },
        ];
  });
}

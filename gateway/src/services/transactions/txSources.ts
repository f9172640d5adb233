import type { Address } from '../../../../shared/src/addresses';
import type { GatewayDeps } from '../../deps';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import { getAddressTransactions } from '../../sources/blockscout/getAddressTransactions';
import { getTokenTransfers } from '../../sources/blockscout/getTokenTransfers';
import { getTokenTx } from '../../sources/blockscout/getTokenTx';
import { getTxList } from '../../sources/blockscout/getTxList';
import {
  EXPLORER_PAGE_SIZE,
  type ClassicPage,
  type ExplorerTokenTransfer,
  type ExplorerTransaction,
} from '../../sources/explorerTx/txSchemas';
import { getEtherscanTokenTx } from '../../sources/etherscan/getEtherscanTokenTx';
import { getEtherscanTxList } from '../../sources/etherscan/getEtherscanTxList';
import type { TxListKind, TxRow } from './types';

/** The part of the dependency bag the transaction lists read. */
export type TxDeps = Pick<GatewayDeps, 'config' | 'http' | 'cache'>;

export type TxSourceName = 'blockscout-v2' | 'blockscout-classic' | 'etherscan-v2';

/** Blockscout v2 pages by keyset (the previous page's next_page_params); the classic APIs by page number. */
export type PageRef = Record<string, string | number> | number;

export interface TxPage {
  rows: TxRow[];
  next: PageRef | null;
  /** Rows the source sent that failed their schema and were left out (the status says so). */
  dropped?: number;
}

export interface TxSource {
  name: TxSourceName;
  /** Paged by number, so it can take over at any position of a list another source was reading. */
  positional: boolean;
  firstPage: PageRef;
  fetch(page: PageRef): Promise<TxPage>;
}

/**
 * The classic APIs answer at most 10,000 rows per window (UPSTREAMS.md §2.1, §2.2): page 200 of
 * 50 is the last one that can be asked for.
 */
export const MAX_CLASSIC_PAGE = 10_000 / EXPLORER_PAGE_SIZE;

/** Chains Etherscan V2 serves (UPSTREAMS.md §2.2); it has no PulseChain. */
const ETHERSCAN_CHAINS: ReadonlySet<ChainKey> = new Set(['eth', 'base', 'bsc', 'polygon']);

/** Said instead of failing when a chain has no source at all (BSC without a key: UPSTREAMS.md §1.1, §2.2). */
export function noSourceMessage(chain: ChainKey): string {
  const name = CHAINS[chain].name;
  return `${name} transaction history needs an Etherscan API key (set ETHERSCAN_API_KEY; Etherscan's free plan does not cover ${name}, a paid one does) or an explorer of your own (${chain.toUpperCase()}_BLOCKSCOUT_URL): ${name} has no public Blockscout.`;
}

/**
 * A chain's sources for one list, in the spec §4 order "own source first, then the block
 * explorer": the chain's Blockscout REST v2, its classic API, then Etherscan V2 when a key is
 * configured — the only source for BSC, which has no Blockscout. Unconfigured sources are skipped.
 */
export function txSources(
  deps: TxDeps,
  chain: ChainKey,
  wallet: Address,
  list: TxListKind,
): TxSource[] {
  const sources: TxSource[] = [];
  const baseUrl = deps.config.chains[chain].blockscoutUrl;
  const upstream = `blockscout:${chain}`;
  const native = (item: ExplorerTransaction) => nativeRow(chain, item);
  if (baseUrl !== undefined) {
    sources.push({
      name: 'blockscout-v2',
      positional: false,
      firstPage: {},
      fetch: async (page) => {
        const pageParams = typeof page === 'number' ? {} : page;
        const body =
          list === 'native'
            ? mapPage(
                await getAddressTransactions(deps.http, {
                  upstream,
                  baseUrl,
                  address: wallet,
                  pageParams,
                }),
                native,
              )
            : mapPage(
                await getTokenTransfers(deps.http, {
                  upstream,
                  baseUrl,
                  address: wallet,
                  pageParams,
                }),
                erc20Row,
              );
        // An explorer that hands back the keys it was given, or pages on with nothing, would page forever.
        const stuck =
          body.items.length === 0 ||
          (body.nextPageParams !== null &&
            pagingKey(body.nextPageParams) === pagingKey(pageParams));
        return { rows: body.items, next: stuck ? null : body.nextPageParams };
      },
    });
    sources.push(
      classicSource('blockscout-classic', async (page) =>
        list === 'native'
          ? mapRows(
              await getTxList(deps.http, { upstream, baseUrl, address: wallet, page }),
              native,
            )
          : mapRows(
              await getTokenTx(deps.http, { upstream, baseUrl, address: wallet, page }),
              erc20Row,
            ),
      ),
    );
  }
  const { url, apiKey } = deps.config.etherscan;
  if (apiKey !== undefined && ETHERSCAN_CHAINS.has(chain)) {
    const input = (page: number) => ({
      url,
      apiKey,
      chainId: CHAINS[chain].id,
      address: wallet,
      page,
    });
    sources.push(
      classicSource('etherscan-v2', async (page) =>
        list === 'native'
          ? mapRows(await getEtherscanTxList(deps.http, input(page)), native)
          : mapRows(await getEtherscanTokenTx(deps.http, input(page)), erc20Row),
      ),
    );
  }
  return sources;
}

/**
 * A page-numbered source: a full page of 50 means there may be another — rows left out as
 * unreadable included, so one odd row does not end the list.
 */
function classicSource(
  name: TxSourceName,
  fetchRows: (page: number) => Promise<ClassicPage<TxRow>>,
): TxSource {
  return {
    name,
    positional: true,
    firstPage: 1,
    fetch: async (page) => {
      const number = typeof page === 'number' ? page : 1;
      const { rows, dropped } = await fetchRows(number);
      return {
        rows,
        dropped,
        next:
          rows.length + dropped >= EXPLORER_PAGE_SIZE && number < MAX_CLASSIC_PAGE
            ? number + 1
            : null,
      };
    },
  };
}

function mapRows<T>(page: ClassicPage<T>, map: (item: T) => TxRow): ClassicPage<TxRow> {
  return { rows: page.rows.map(map), dropped: page.dropped };
}

/** A keyset without Blockscout's running items_count, which grows even when the same key comes back. */
function pagingKey(params: Record<string, string | number>): string {
  return JSON.stringify(Object.entries(params).filter(([name]) => name !== 'items_count'));
}

function mapPage<T>(
  page: { items: T[]; nextPageParams: Record<string, string | number> | null },
  map: (item: T) => TxRow,
) {
  return { items: page.items.map(map), nextPageParams: page.nextPageParams };
}

function nativeRow(chain: ChainKey, item: ExplorerTransaction): TxRow {
  const info = CHAINS[chain];
  return {
    kind: 'native',
    ...item,
    token: {
      symbol: info.nativeSymbol,
      name: null,
      address: null,
      decimals: info.nativeDecimals,
    },
  };
}

function erc20Row(item: ExplorerTokenTransfer): TxRow {
  return { kind: 'erc20', ...item, failed: false };
}

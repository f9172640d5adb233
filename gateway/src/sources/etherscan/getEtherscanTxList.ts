import type { HttpClient } from '../../http/httpClient';
import type { ClassicPage, ExplorerTransaction } from '../explorerTx/txSchemas';
import { getAccountPage, TXLIST } from '../classicExplorer/getAccountPage';

export interface EtherscanPageInput {
  /** The V2 endpoint itself (https://api.etherscan.io/v2/api), not a root. */
  url: string;
  chainId: number;
  apiKey: string;
  address: string;
  /** 1-based; 50 rows a page. */
  page: number;
}

export const ETHERSCAN_UPSTREAM = 'etherscan';

/**
 * Etherscan API V2 ?chainid=…&module=account&action=txlist (UPSTREAMS.md §2.2): one base for
 * every chain, a key on every call. A refusal ("Invalid API Key", "Free API access is not
 * supported for this chain…") arrives as status "0" with the reason in `result`, and becomes an
 * error carrying that reason; the key itself never reaches a message (errors.ts redacts it).
 */
export function getEtherscanTxList(
  http: HttpClient,
  input: EtherscanPageInput,
): Promise<ClassicPage<ExplorerTransaction>> {
  return getAccountPage(http, TXLIST, {
    ...input,
    endpoint: { upstream: ETHERSCAN_UPSTREAM, url: input.url },
  });
}

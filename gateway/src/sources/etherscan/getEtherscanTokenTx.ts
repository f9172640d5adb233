import type { HttpClient } from '../../http/httpClient';
import type { ClassicPage, ExplorerTokenTransfer } from '../explorerTx/txSchemas';
import { getAccountPage, TOKENTX } from '../classicExplorer/getAccountPage';
import { ETHERSCAN_UPSTREAM, type EtherscanPageInput } from './getEtherscanTxList';

/**
 * Etherscan API V2 ?chainid=…&module=account&action=tokentx (UPSTREAMS.md §2.2). Etherscan says
 * "No transactions found" for an empty transfer list too; it is an empty page.
 */
export function getEtherscanTokenTx(
  http: HttpClient,
  input: EtherscanPageInput,
): Promise<ClassicPage<ExplorerTokenTransfer>> {
  return getAccountPage(http, TOKENTX, {
    ...input,
    endpoint: { upstream: ETHERSCAN_UPSTREAM, url: input.url },
  });
}

import type { HttpClient } from '../../http/httpClient';
import {
  EXPLORER_PAGE_SIZE,
  classicRows,
  type ClassicPage,
  fromTokentxRow,
  tokentxEnvelope,
  type ExplorerTokenTransfer,
} from '../explorerTx/txSchemas';
import { ETHERSCAN_UPSTREAM, type EtherscanPageInput } from './getEtherscanTxList';

/**
 * Etherscan API V2 ?chainid=…&module=account&action=tokentx (UPSTREAMS.md §2.2). Etherscan says
 * "No transactions found" for an empty transfer list too; it is an empty page.
 */
export async function getEtherscanTokenTx(
  http: HttpClient,
  input: EtherscanPageInput,
): Promise<ClassicPage<ExplorerTokenTransfer>> {
  const body = await http.json(
    {
      upstream: ETHERSCAN_UPSTREAM,
      url: input.url,
      searchParams: {
        chainid: input.chainId,
        module: 'account',
        action: 'tokentx',
        address: input.address,
        page: input.page,
        offset: EXPLORER_PAGE_SIZE,
        sort: 'desc',
        apikey: input.apiKey,
      },
    },
    tokentxEnvelope,
  );
  return classicRows(body, ETHERSCAN_UPSTREAM, 'tokentx', fromTokentxRow);
}

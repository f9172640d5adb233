import { texts } from '../../../../shared/src/texts';
import type { HttpClient } from '../../http/httpClient';
import type { ClassicPageInput } from './getTxList';
import {
  EXPLORER_PAGE_SIZE,
  classicRows,
  type ClassicPage,
  fromTokentxRow,
  tokentxEnvelope,
  type ExplorerTokenTransfer,
} from '../explorerTx/txSchemas';
import { apiCircuit } from './apiCircuit';

/**
 * The classic ?module=account&action=tokentx (spec §7; UPSTREAMS.md §2.1): ERC-20 transfers of
 * the address, page, offset=50, sort=desc. "No token transfers found" is an empty page.
 */
export async function getTokenTx(
  http: HttpClient,
  input: ClassicPageInput,
): Promise<ClassicPage<ExplorerTokenTransfer>> {
  const body = await http.json(
    {
      upstream: input.upstream,
      circuit: apiCircuit(input.upstream, 'classic'),
      url: `${input.baseUrl}/api`,
      searchParams: {
        module: 'account',
        action: 'tokentx',
        address: input.address,
        page: input.page,
        offset: EXPLORER_PAGE_SIZE,
        sort: 'desc',
        apikey: input.apiKey,
      },
      describeStatus: texts.blockscoutCompatHttp,
    },
    tokentxEnvelope,
  );
  return classicRows(body, input.upstream, 'tokentx', fromTokentxRow);
}

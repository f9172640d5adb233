import type { HttpClient } from '../../http/httpClient';
import type { ClassicPage, ExplorerTokenTransfer } from '../explorerTx/txSchemas';
import { getAccountPage, TOKENTX } from '../classicExplorer/getAccountPage';
import { classicEndpoint, type ClassicPageInput } from './getTxList';

/** The classic ?module=account&action=tokentx (spec §7; UPSTREAMS.md §2.1): ERC-20 transfers of the address. */
export function getTokenTx(
  http: HttpClient,
  input: ClassicPageInput,
): Promise<ClassicPage<ExplorerTokenTransfer>> {
  return getAccountPage(http, TOKENTX, { ...input, endpoint: classicEndpoint(input) });
}

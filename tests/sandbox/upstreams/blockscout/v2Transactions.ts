import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { isoMicros } from '../../world/clock';
import { isListedTransaction, type WorldTx } from '../../world/transactions';
import type { World } from '../../world/world';
import type { RouteNames } from '../ids';
import { ok, type Route, type UpstreamRequest } from '../upstream';
import { INVALID_PARAMETERS, V2_PAGE_SIZE, dialectOf, isAddressHash } from './dialect';
import { keysetPage, type Keyset } from './keyset';
import { tokenTransferJson, transactionJson } from './transactionJson';

interface TxKey {
  block: number;
  index: number;
}

const compareTxKeys = (a: TxKey, b: TxKey) => b.block - a.block || b.index - a.index;

function txKeyFromQuery(query: URLSearchParams): TxKey | undefined {
  const block = query.get('block_number');
  const index = query.get('index');
  return block === null || index === null
    ? undefined
    : { block: Number(block), index: Number(index) };
}

/** Paging keys of /transactions: block_number, index (+ the extra keys current Blockscout echoes, UPSTREAMS.md §1.7). */
function transactionKeyset(
  dialect: 'legacy' | 'current',
): Keyset<WorldTx, TxKey & { tx?: WorldTx }> {
  return {
    key: (tx) => ({ block: tx.blockNumber, index: tx.position, tx }),
    compare: compareTxKeys,
    fromQuery: txKeyFromQuery,
    toParams({ block, index, tx }) {
      if (dialect === 'legacy' || tx === undefined) return { block_number: block, index };
      const fee = (tx.gasUsed * tx.gasPrice).toString();
      return {
        block_number: block,
        fee,
        hash: tx.hash,
        index,
        inserted_at: isoMicros(tx.timestamp + 2),
        value: tx.value.toString(),
      };
    },
  };
}

/** Paging keys of /token-transfers: block_number and the log index. */
const transferKeyset: Keyset<WorldTx, TxKey> = {
  key: (tx) => ({ block: tx.blockNumber, index: tx.transfer?.logIndex ?? 0 }),
  compare: compareTxKeys,
  fromQuery: txKeyFromQuery,
  toParams: ({ block, index }) => ({ block_number: block, index }),
};

function byDirection(
  wallet: Address,
  filter: string | null,
  from: (tx: WorldTx) => Address,
  to: (tx: WorldTx) => Address,
) {
  return (tx: WorldTx) =>
    filter === 'from' ? from(tx) === wallet : filter === 'to' ? to(tx) === wallet : true;
}

export function v2TransactionRoutes(
  world: World,
  chain: ChainKey,
): Route<RouteNames['blockscout']>[] {
  const dialect = dialectOf(chain);
  const exchangeRate = world.native(chain).priceUsd;
  const walletTxs = (request: UpstreamRequest) =>
    request.empty ? [] : world.transactions(request.params.address ?? '', chain);
  return [
    {
      name: 'api/v2/addresses/transactions',
      method: 'GET',
      template: 'api/v2/addresses/:address/transactions',
      handle(request) {
        if (!isAddressHash(request.params.address))
          return { status: 422, body: INVALID_PARAMETERS };
        const wallet = request.params.address.toLowerCase() as Address;
        const direction = byDirection(
          wallet,
          request.query.get('filter'),
          (tx) => tx.from,
          (tx) => tx.to,
        );
        const txs = walletTxs(request).filter(
          (tx) => isListedTransaction(tx, wallet) && direction(tx),
        );
        const page = keysetPage(
          txs,
          request.query,
          transactionKeyset(dialect),
          V2_PAGE_SIZE,
          request.paging,
        );
        return ok({
          items: page.items.map((tx) => transactionJson(tx, chain, dialect, exchangeRate)),
          next_page_params: page.next_page_params,
        });
      },
    },
    {
      name: 'api/v2/addresses/token-transfers',
      method: 'GET',
      template: 'api/v2/addresses/:address/token-transfers',
      handle(request) {
        if (!isAddressHash(request.params.address))
          return { status: 422, body: INVALID_PARAMETERS };
        const wallet = request.params.address.toLowerCase() as Address;
        const token = request.query.get('token')?.toLowerCase();
        const types = request.query.get('type');
        const direction = byDirection(
          wallet,
          request.query.get('filter'),
          (tx) => tx.transfer?.from ?? tx.from,
          (tx) => tx.transfer?.to ?? tx.to,
        );
        const transfers = walletTxs(request).filter(
          (tx) =>
            tx.transfer !== null &&
            !tx.failed &&
            direction(tx) &&
            (token === undefined || tx.transfer.token.address === token) &&
            (types === null || types.toUpperCase().split(',').includes('ERC-20')),
        );
        const page = keysetPage(
          transfers,
          request.query,
          transferKeyset,
          V2_PAGE_SIZE,
          request.paging,
        );
        return ok({
          items: page.items.map((tx) => tokenTransferJson(tx, dialect)),
          next_page_params: page.next_page_params,
        });
      },
    },
  ];
}

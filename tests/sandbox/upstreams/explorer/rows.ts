import type { ChainKey } from '../../../../shared/src/chains';
import { CHAIN_CLOCK } from '../../world/clock';
import { methodOf, type WorldTx } from '../../world/transactions';

/**
 * Etherscan-style rows shared by Blockscout's classic API and Etherscan V2: every field a string
 * (blockscout-rpc-account-txlist.json, …-tokentx.json; UPSTREAMS.md §2.1).
 */
function common(tx: WorldTx, chain: ChainKey) {
  return {
    blockHash: tx.blockHash,
    blockNumber: String(tx.blockNumber),
    confirmations: String(CHAIN_CLOCK[chain].headBlock - tx.blockNumber + 1),
    cumulativeGasUsed: String(tx.gasUsed + BigInt(tx.position) * 21_000n),
    gas: tx.gas.toString(),
    gasPrice: tx.gasPrice.toString(),
    gasUsed: tx.gasUsed.toString(),
    hash: tx.hash,
    input: tx.input,
    nonce: String(tx.nonce),
    timeStamp: String(tx.timestamp),
    transactionIndex: String(tx.position),
  };
}

const methodId = (tx: WorldTx) => (tx.transfer === null ? '0x' : tx.input.slice(2, 10));
const functionName = (tx: WorldTx) => methodOf(tx)?.signature ?? '';

/**
 * Rows as Blockscout writes a transaction whose fee it does not know: `gasPrice` and `gasUsed` ""
 * (UPSTREAMS.md §7.1), on every other row (the `blank-fees` quirk).
 */
export function withBlankFees(rows: Record<string, string>[]): Record<string, string>[] {
  return rows.map((row, index) => (index % 2 === 0 ? { ...row, gasPrice: '', gasUsed: '' } : row));
}

/** txlist row; Etherscan adds `functionName`, Blockscout does not. */
export function txlistRow(
  tx: WorldTx,
  chain: ChainKey,
  flavour: 'blockscout' | 'etherscan',
): Record<string, string> {
  const row = {
    ...common(tx, chain),
    contractAddress: '',
    from: tx.from,
    isError: tx.failed ? '1' : '0',
    methodId: methodId(tx),
    to: tx.to,
    txreceipt_status: tx.failed ? '0' : '1',
    value: tx.value.toString(),
  };
  return flavour === 'etherscan' ? { ...row, functionName: functionName(tx) } : row;
}

/** tokentx row (ERC-20). */
export function tokentxRow(tx: WorldTx, chain: ChainKey): Record<string, string> {
  const transfer = tx.transfer;
  if (transfer === null) throw new Error(`transaction ${tx.hash} moves no token`);
  return {
    ...common(tx, chain),
    contractAddress: transfer.token.address,
    from: transfer.from,
    functionName: functionName(tx),
    methodId: methodId(tx),
    to: transfer.to,
    tokenDecimal: String(transfer.token.decimals),
    tokenName: transfer.token.name ?? '',
    tokenSymbol: transfer.token.symbol ?? '',
    value: transfer.value.toString(),
  };
}

export interface RowPaging {
  page: number;
  offset: number;
  sort: 'asc' | 'desc';
}

/** page/offset/sort/startblock/endblock of txlist and tokentx; page × offset is the result window. */
export function readPaging(
  query: URLSearchParams,
  maxWindow: number,
): RowPaging | 'window-too-large' {
  const page = Math.max(1, Number(query.get('page')) || 1);
  const offset = Math.min(maxWindow, Math.max(1, Number(query.get('offset')) || maxWindow));
  if (page * offset > maxWindow) return 'window-too-large';
  return { page, offset, sort: query.get('sort') === 'asc' ? 'asc' : 'desc' };
}

/** Applies block range, order and the page to a wallet's transactions (newest first in the world). */
export function pageTransactions(
  txs: readonly WorldTx[],
  query: URLSearchParams,
  paging: RowPaging,
): WorldTx[] {
  const start = Number(query.get('startblock')) || 0;
  const end = Number(query.get('endblock')) || Number.MAX_SAFE_INTEGER;
  const inRange = txs.filter((tx) => tx.blockNumber >= start && tx.blockNumber <= end);
  const ordered = paging.sort === 'asc' ? [...inRange].reverse() : inRange;
  return ordered.slice((paging.page - 1) * paging.offset, paging.page * paging.offset);
}

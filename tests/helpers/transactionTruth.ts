import { formatUnits } from 'viem';
import { CHAINS, type ChainKey } from '../../shared/src/chains';
import { isListedTransaction, type Lure, type WorldTx } from '../sandbox/world/transactions';
import type { World } from '../sandbox/world/world';

/** A row as the API should show it, from the world's ground truth. */
export interface ExpectedTx {
  kind: 'NATIVE' | 'ERC20';
  hash: string;
  timeStamp: number;
  from: string;
  to: string | null;
  amountRaw: string;
  amount: string;
  /** gasUsed × gasPrice of the transaction, exact. */
  feeWei: string;
  tokenAddress: string | null;
  decimals: number;
  direction: 'IN' | 'OUT' | 'SELF';
  failed: boolean;
  /** The flags the gateway must put on the world's lures, in its order. */
  flags: string[];
}

const LURE_FLAGS: Readonly<Record<Lure, string[]>> = {
  'zero-value': ['ZERO_VALUE'],
  'poisoning-zero': ['ZERO_VALUE', 'POISONING_SUSPECT'],
  'poisoning-dust': ['POISONING_SUSPECT'],
};

const direction = (from: string, to: string | null, wallet: string): ExpectedTx['direction'] =>
  from === wallet ? (to === wallet ? 'SELF' : 'OUT') : 'IN';

/**
 * What a wallet's history on a chain must read, newest first: its own transactions (Blockscout
 * /transactions, txlist) and its ERC-20 transfers (token-transfers, tokentx), the transaction of
 * a transfer before the transfer itself. The world's timestamps strictly decrease, so this is
 * also the explorer's block order.
 */
export function expectedHistory(
  world: World,
  wallet: string,
  chain: ChainKey,
  kind: 'NATIVE' | 'ERC20' | 'ALL',
  options: { includeSpam?: boolean } = {},
): ExpectedTx[] {
  const address = wallet.toLowerCase();
  const rows: ExpectedTx[] = [];
  for (const tx of world.transactions(address, chain)) {
    if (tx.lure !== null && options.includeSpam !== true) continue;
    if (kind !== 'ERC20' && isListedTransaction(tx, address as `0x${string}`))
      rows.push(nativeRow(tx, chain, address));
    if (kind !== 'NATIVE' && tx.transfer !== null && !tx.failed)
      rows.push(transferRow(tx, address));
  }
  return rows;
}

function nativeRow(tx: WorldTx, chain: ChainKey, wallet: string): ExpectedTx {
  const decimals = CHAINS[chain].nativeDecimals;
  return {
    kind: 'NATIVE',
    hash: tx.hash,
    timeStamp: tx.timestamp,
    from: tx.from,
    to: tx.to,
    amountRaw: tx.value.toString(),
    amount: formatUnits(tx.value, decimals),
    feeWei: (tx.gasUsed * tx.gasPrice).toString(),
    tokenAddress: null,
    decimals,
    direction: direction(tx.from, tx.to, wallet),
    failed: tx.failed,
    flags: [],
  };
}

function transferRow(tx: WorldTx, wallet: string): ExpectedTx {
  const transfer = tx.transfer;
  if (transfer === null) throw new Error('not a transfer');
  return {
    kind: 'ERC20',
    hash: tx.hash,
    timeStamp: tx.timestamp,
    from: transfer.from,
    to: transfer.to,
    amountRaw: transfer.value.toString(),
    amount: formatUnits(transfer.value, transfer.token.decimals),
    feeWei: (tx.gasUsed * tx.gasPrice).toString(),
    tokenAddress: transfer.token.address,
    decimals: transfer.token.decimals,
    direction: direction(transfer.from, transfer.to, wallet),
    failed: false,
    flags: tx.lure === null ? [] : LURE_FLAGS[tx.lure],
  };
}

/**
 * A wallet's history on several chains at once (issue 19 item 10), as the API merges it: each
 * chain's `expectedHistory` in its own order, interleaved newest first, ties in the order of
 * `chains` (registry order).
 */
export function expectedMergedHistory(
  world: World,
  wallet: string,
  chains: readonly ChainKey[],
  kind: 'NATIVE' | 'ERC20' | 'ALL',
): (ExpectedTx & { chain: ChainKey })[] {
  return chains
    .flatMap((chain, chainIndex) =>
      expectedHistory(world, wallet, chain, kind).map((row, index) => ({
        row: { ...row, chain },
        chainIndex,
        index,
      })),
    )
    .sort(
      (a, b) =>
        b.row.timeStamp - a.row.timeStamp || a.chainIndex - b.chainIndex || a.index - b.index,
    )
    .map(({ row }) => row);
}

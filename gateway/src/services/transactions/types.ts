import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { ExplorerTransaction } from '../../sources/explorerTx/txSchemas';

/** The two lists a wallet's history is read from (spec §3 "Transaction item": kind native or erc20). */
export type TxListKind = 'native' | 'erc20';
/** What a caller asks for: one list, or both merged by time. */
export type TxKind = TxListKind | 'all';
export type TxDirection = 'in' | 'out' | 'self';
/** Shown only when asked for (includeSpam): zero-value transfers and address-poisoning look-alikes. */
export type TxFlag = 'zero-value' | 'poisoning-suspect';

export const TX_LIST_KINDS: readonly TxListKind[] = ['native', 'erc20'];

interface TxToken {
  /** The native coin's symbol for native rows. */
  symbol: string | null;
  /** Null for native rows and where the source does not say. */
  name: string | null;
  /** Lowercase contract address; null for the native coin. */
  address: Address | null;
  decimals: number;
}

/** One row of either list as any source gives it, before it is judged against the wallet. */
export interface TxRow extends ExplorerTransaction {
  kind: TxListKind;
  token: TxToken;
}

/** A row as the API shows it: amounts as exact decimals, direction and flags relative to the wallet. */
export interface Transaction extends TxRow {
  chain: ChainKey;
  /** Exact decimal string in the token's units. */
  amount: string;
  /** Exact decimal string in the native coin's units. */
  fee: string | null;
  direction: TxDirection;
  explorerUrl: string;
  flags: TxFlag[];
}

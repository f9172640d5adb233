import type {
  TransactionDirection,
  WalletTransactionsQuery,
} from '../../graphql/generated/graphql';

export type TransactionRow = WalletTransactionsQuery['transactions']['edges'][number]['node'];

/** How a row reads: the explorer's direction, or a call that moved no coin of its own. */
export type ShownDirection = TransactionDirection | 'CALL';

export interface ShownTransaction {
  row: TransactionRow;
  direction: ShownDirection;
}

const isZero = (amount: string) => !/[1-9]/.test(amount);

/**
 * The rows as a reader should see them. Explorers list a token transfer twice:
 * the token row, and the native row of the transaction that carried it, worth 0 and "out" because
 * the wallet sent it. That native row is merged into its token row (which takes its fee when it
 * has none), so a transfer is one line and no red "Out" of nothing appears. A zero-value native row
 * with no token row on the page is a contract call: shown as such, not as money going out.
 */
export function shownTransactions(rows: readonly TransactionRow[]): ShownTransaction[] {
  const carried = new Set(rows.filter((row) => row.kind === 'ERC20').map((row) => row.hash));
  const carrierFee = new Map<string, string>();
  for (const row of rows) {
    if (row.kind === 'NATIVE' && isZero(row.amount) && carried.has(row.hash) && row.fee !== null)
      carrierFee.set(row.hash, row.fee);
  }
  const shown: ShownTransaction[] = [];
  const feeGiven = new Set<string>();
  for (const row of rows) {
    if (row.kind === 'NATIVE' && isZero(row.amount)) {
      if (carried.has(row.hash)) continue;
      shown.push({ row, direction: row.direction === 'OUT' ? 'CALL' : row.direction });
      continue;
    }
    const fee = carrierFee.get(row.hash);
    // The carrier's fee goes to the first of its token rows only: it was paid once.
    if (row.fee === null && fee !== undefined && !feeGiven.has(row.hash)) {
      feeGiven.add(row.hash);
      shown.push({ row: { ...row, fee }, direction: row.direction });
    } else {
      shown.push({ row, direction: row.direction });
    }
  }
  return shown;
}

import { describe, expect, it } from '@jest/globals';
import { shownTransactions, type TransactionRow } from './transactionRows';

const row = (overrides: Partial<TransactionRow>): TransactionRow => ({
  __typename: 'Transaction',
  chain: 'PULSE',
  kind: 'NATIVE',
  hash: '0x01',
  blockNumber: 1,
  timeStamp: 1_700_000_000,
  from: '0xaa',
  to: '0xbb',
  amount: '0',
  fee: '0.002',
  token: { __typename: 'TransactionToken', symbol: null, address: null, decimals: 18 },
  direction: 'OUT',
  failed: false,
  explorerUrl: 'https://scan.example/tx/0x01',
  flags: [],
  ...overrides,
});

describe('shownTransactions', () => {
  it('merges the zero-value native row that carried a token transfer into it, fee included', () => {
    const carrier = row({});
    const transfer = row({
      kind: 'ERC20',
      amount: '25',
      fee: null,
      token: { __typename: 'TransactionToken', symbol: 'HEX', address: '0xhex', decimals: 8 },
    });
    expect(shownTransactions([carrier, transfer])).toEqual([
      { row: { ...transfer, fee: '0.002' }, direction: 'OUT' },
    ]);
  });

  it('shows a zero-value call without a token row as a contract call, not money going out', () => {
    expect(shownTransactions([row({ hash: '0x02' })]).map((shown) => shown.direction)).toEqual([
      'CALL',
    ]);
  });

  it('keeps native transfers of value as they are', () => {
    const payment = row({ amount: '1.5' });
    expect(shownTransactions([payment])).toEqual([{ row: payment, direction: 'OUT' }]);
  });
});

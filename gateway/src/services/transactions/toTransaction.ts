import { formatUnits } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import { directionOf } from './flags';
import type { Transaction, TxFlag, TxRow } from './types';

/** A row as the API shows it (spec §3 "Transaction item"): exact decimals, direction, explorer link. */
export function toTransaction(
  chain: ChainKey,
  wallet: Address,
  row: TxRow,
  flags: TxFlag[],
): Transaction {
  const info = CHAINS[chain];
  return {
    ...row,
    chain,
    amount: formatUnits(BigInt(row.valueRaw), row.token.decimals),
    fee: row.feeWei === null ? null : formatUnits(BigInt(row.feeWei), info.nativeDecimals),
    direction: directionOf(row, wallet),
    explorerUrl: `${info.explorerUrl}/tx/${row.hash}`,
    flags,
  };
}

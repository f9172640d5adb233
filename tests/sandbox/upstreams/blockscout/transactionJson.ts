import type { ChainKey } from '../../../../shared/src/chains';
import { CHAIN_CLOCK, isoMicros } from '../../world/clock';
import { plainDecimal } from '../../world/prices';
import { dayOf, nativeDayPrice } from '../../world/priceHistory';
import { methodOf, type WorldTx } from '../../world/transactions';
import { addressParamJson } from './addressJson';
import type { BlockscoutDialect } from './dialect';
import { tokenJson } from './tokenJson';

function decodedInput(tx: WorldTx) {
  const method = methodOf(tx);
  if (tx.transfer === null || method === null) return null;
  const from =
    method.name === 'transferFrom'
      ? [
          {
            name: 'from',
            type: 'address',
            value: addressParamJson(tx.transfer.from, 'current').hash,
          },
        ]
      : [];
  return {
    method_call: method.signature,
    method_id: tx.input.slice(2, 10),
    parameters: [
      ...from,
      { name: 'to', type: 'address', value: addressParamJson(tx.transfer.to, 'current').hash },
      { name: 'value', type: 'uint256', value: tx.transfer.value.toString() },
    ],
  };
}

/** An item of /api/v2/addresses/{a}/transactions (blockscout-v2-address-transactions.json; v5 names for PulseChain, UPSTREAMS.md §1.7). */
export function transactionJson(
  tx: WorldTx,
  chain: ChainKey,
  dialect: BlockscoutDialect,
  exchangeRate: number,
): Record<string, unknown> {
  const fee = (tx.gasUsed * tx.gasPrice).toString();
  const baseFee = (tx.gasPrice * 9n) / 10n;
  const erc20 = tx.transfer !== null;
  const common = {
    hash: tx.hash,
    result: tx.failed ? 'execution reverted' : 'success',
    status: tx.failed ? 'error' : 'ok',
  };
  const middle = {
    timestamp: isoMicros(tx.timestamp),
    from: addressParamJson(tx.from, dialect),
    to: addressParamJson(tx.to, dialect, erc20),
    created_contract: null,
    confirmations: CHAIN_CLOCK[chain].headBlock - tx.blockNumber + 1,
    confirmation_duration: [0, CHAIN_CLOCK[chain].blockSeconds * 1000],
    value: tx.value.toString(),
    fee: { type: 'actual', value: fee },
    gas_price: tx.gasPrice.toString(),
    type: 2,
    gas_used: tx.gasUsed.toString(),
    gas_limit: tx.gas.toString(),
    max_fee_per_gas: ((tx.gasPrice * 12n) / 10n).toString(),
    max_priority_fee_per_gas: (tx.gasPrice - baseFee).toString(),
    base_fee_per_gas: baseFee.toString(),
    priority_fee: ((tx.gasPrice - baseFee) * tx.gasUsed).toString(),
  };
  const burnt = (baseFee * tx.gasUsed).toString();
  const tail = {
    nonce: tx.nonce,
    position: tx.position,
    revert_reason: null,
    raw_input: tx.input,
    decoded_input: decodedInput(tx),
    token_transfers: null,
    token_transfers_overflow: null,
    exchange_rate: plainDecimal(exchangeRate),
  };
  // Blockscout's market history: the coin's closing price on the transaction's day, null when it has none.
  const historic = nativeDayPrice(chain, dayOf(tx.timestamp));
  const historicRate = historic === null ? null : plainDecimal(historic);
  const types = erc20 ? ['contract_call', 'token_transfer'] : ['coin_transfer'];
  const method = methodOf(tx)?.name ?? null;
  if (dialect === 'legacy') {
    return {
      ...common,
      block: tx.blockNumber,
      ...middle,
      tx_burnt_fee: burnt,
      ...tail,
      method,
      tx_types: types,
      tx_tag: null,
      actions: [],
      has_error_in_internal_txs: false,
    };
  }
  return {
    ...common,
    block_number: tx.blockNumber,
    ...middle,
    transaction_burnt_fee: burnt,
    ...tail,
    historic_exchange_rate: historicRate,
    method,
    transaction_types: types,
    transaction_tag: null,
    has_error_in_internal_transactions: false,
    authorization_list: [],
    is_pending_update: false,
    fhe_operations_count: 0,
  };
}

/** An item of /api/v2/addresses/{a}/token-transfers (blockscout-v2-address-token-transfers.json; v5 names for PulseChain). */
export function tokenTransferJson(
  tx: WorldTx,
  dialect: BlockscoutDialect,
): Record<string, unknown> {
  const transfer = tx.transfer;
  if (transfer === null) throw new Error(`transaction ${tx.hash} moves no token`);
  const body = {
    from: addressParamJson(transfer.from, dialect),
    to: addressParamJson(transfer.to, dialect),
    total: { decimals: String(transfer.token.decimals), value: transfer.value.toString() },
    token: tokenJson(transfer.token, dialect),
    type: 'token_transfer',
    timestamp: isoMicros(tx.timestamp),
    method: methodOf(tx)?.name ?? null,
    block_hash: tx.blockHash,
  };
  if (dialect === 'legacy')
    return { tx_hash: tx.hash, ...body, log_index: String(transfer.logIndex) };
  return {
    transaction_hash: tx.hash,
    ...body,
    block_number: tx.blockNumber,
    log_index: transfer.logIndex,
    token_type: 'ERC-20',
  };
}

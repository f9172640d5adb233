import { getAddress } from 'viem';
import type { BlockscoutDialect } from './dialect';

/**
 * The short address object Blockscout nests in transactions and transfers (`from`, `to`).
 * Current: the address-info fields of UPSTREAMS.md §1.6; v5-era: the smaller set PulseChain serves.
 */
export function addressParamJson(
  address: string,
  dialect: BlockscoutDialect,
  isContract = false,
): Record<string, unknown> {
  const hash = getAddress(address);
  if (dialect === 'legacy') {
    return {
      hash,
      implementation_name: null,
      is_contract: isContract,
      is_verified: isContract,
      name: null,
      private_tags: [],
      public_tags: [],
      watchlist_names: [],
    };
  }
  return {
    hash,
    is_contract: isContract,
    name: null,
    is_scam: false,
    reputation: 'ok',
    proxy_type: null,
    implementations: [],
    is_verified: isContract,
    ens_domain_name: null,
    metadata: null,
    private_tags: [],
    watchlist_names: [],
    public_tags: [],
  };
}

export interface AddressFacts {
  address: string;
  /** Wei; null for an address the explorer has never seen (the current dialect's stub). */
  coinBalance: bigint | null;
  exchangeRate: string | null;
  hasTokens: boolean;
  blockNumber: number | null;
}

/** GET /api/v2/addresses/{a} (blockscout-v2-address.json and its -pulsechain-legacy twin). */
export function addressInfoJson(
  facts: AddressFacts,
  dialect: BlockscoutDialect,
): Record<string, unknown> {
  const coinBalance = facts.coinBalance === null ? null : facts.coinBalance.toString();
  if (dialect === 'legacy') {
    return {
      block_number_balance_updated_at: facts.blockNumber,
      coin_balance: coinBalance,
      creation_tx_hash: null,
      creator_address_hash: null,
      exchange_rate: facts.exchangeRate,
      has_beacon_chain_withdrawals: false,
      has_custom_methods_read: false,
      has_custom_methods_write: false,
      has_decompiled_code: false,
      has_logs: false,
      has_methods_read: false,
      has_methods_read_proxy: false,
      has_methods_write: false,
      has_methods_write_proxy: false,
      has_token_transfers: facts.hasTokens,
      has_tokens: facts.hasTokens,
      has_validated_blocks: false,
      hash: getAddress(facts.address),
      implementation_address: null,
      implementation_name: null,
      is_contract: false,
      is_verified: false,
      name: null,
      private_tags: [],
      public_tags: [],
      token: null,
      watchlist_address_id: null,
      watchlist_names: [],
    };
  }
  return {
    ...addressParamJson(facts.address, dialect),
    creator_address_hash: null,
    creation_transaction_hash: null,
    creation_status: null,
    token: null,
    coin_balance: coinBalance,
    exchange_rate: facts.exchangeRate,
    block_number_balance_updated_at: facts.blockNumber,
    has_validated_blocks: false,
    has_logs: false,
    has_tokens: facts.hasTokens,
    has_token_transfers: facts.hasTokens,
    watchlist_address_id: null,
    has_beacon_chain_withdrawals: false,
  };
}

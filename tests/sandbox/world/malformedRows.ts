import type { ChainKey } from '../../../shared/src/chains';
import type { WorldWallet } from './types';

/**
 * Rows an explorer really sends that no schema should accept (issue 14): a Blockscout v2 balance
 * whose token has `address_hash: null`. The regular demo wallet's Base listing carries one, on the
 * first page of /tokens and in token-balances; a client must drop that row — with its reason — and
 * keep the rest of the page. It counts in no total, so every total stays what truth.ts says.
 */
export function malformedTokenRows(
  wallet: WorldWallet,
  chain: ChainKey,
): readonly Record<string, unknown>[] {
  if (wallet.index !== 1 || chain !== 'base') return [];
  return [
    {
      value: '250000000000000000000',
      token: {
        address_hash: null,
        symbol: 'NULLADDR',
        name: 'Row With A Null Address',
        decimals: '18',
        type: 'ERC-20',
        holders_count: '12',
        exchange_rate: '3.5',
        volume_24h: null,
        total_supply: '1000000000000000000000000',
        icon_url: null,
        circulating_market_cap: null,
        circulating_supply: null,
        reputation: 'ok',
      },
      token_id: null,
      token_instance: null,
    },
  ];
}

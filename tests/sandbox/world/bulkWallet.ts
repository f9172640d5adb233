import { getAddress } from 'viem';
import type { Address } from '../../../shared/src/addresses';
import { Rng } from './random';
import type { WorldHolding, WorldToken, WorldWallet } from './types';

/** More Base tokens than 25 pages of 50 (1,250): only pages of 200 (spec §7 page_size=200) list them all. */
export const BULK_TOKEN_COUNT = 1_300;

/**
 * A wallet outside the world's list that holds 1,300 Base tokens — the case of
 * issue 20 item 2. Its tokens are unpriced everywhere and in no catalogue, so no other wallet or
 * test meets them; Base keeps unpriced tokens (spec §5), so every one of them is a listed row.
 */
export function bulkWallet(seed: number): {
  wallet: WorldWallet;
  holdings: readonly WorldHolding[];
} {
  const rng = Rng.derive(seed, 'bulk-wallet');
  const address = rng.address();
  const wallet: WorldWallet = {
    index: -1,
    address,
    checksum: getAddress(address),
    name: 'Bulk holder',
  };
  const holdings = Array.from({ length: BULK_TOKEN_COUNT }, (_, index): WorldHolding => {
    const tokenAddress: Address = rng.address();
    const token: WorldToken = {
      chain: 'base',
      address: tokenAddress,
      checksum: getAddress(tokenAddress),
      symbol: `BLK${index}`,
      name: `Bulk Holding ${index}`,
      decimals: 18,
      kind: 'ordinary',
      note: 'bulk wallet token, priced by nobody',
      iconUrl: null,
      totalSupply: 10n ** 27n,
      holders: 10,
      quotes: { dexscreener: null, defillama: null, blockscout: null },
      price24hAgoUsd: null,
      change24hPct: null,
      expected: { priceUsd: null, priceSource: 'none', change24hPct: null, reason: null },
    };
    return {
      id: 9_000_000 + index,
      chain: 'base',
      wallet: address,
      token,
      balanceRaw: BigInt(rng.int(1, 1_000_000)) * 10n ** 18n,
      intent: 'normal',
    };
  });
  return { wallet, holdings };
}

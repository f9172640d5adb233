import { formatUnits } from 'viem';
import type { Address } from '../../shared/src/addresses';
import type { ChainKey } from '../../shared/src/chains';
import type { TokenHolding } from '../../gateway/src/services/tokenHolding';

/** Test wallets. */
export const WALLET_A: Address = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
export const WALLET_B: Address = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
export const WALLET_C: Address = '0xcccccccccccccccccccccccccccccccccccccccc';

export interface FakeHolding {
  chain?: ChainKey;
  wallet?: Address;
  address?: Address | null;
  symbol?: string;
  name?: string;
  decimals?: number;
  balanceRaw?: string;
  priceUsd?: number | null;
  valueUsd?: number | null;
  change24hPct?: number | null;
  priceSource?: string;
}

/**
 * A TokenHolding for tests: by default 1 token (18 decimals) of a priced ERC-20 on PulseChain worth
 * 100 USD. Only what a test cares about needs saying.
 */
export function fakeHolding(input: FakeHolding = {}): TokenHolding {
  const chain = input.chain ?? 'pulse';
  const decimals = input.decimals ?? 18;
  const balanceRaw = input.balanceRaw ?? (10n ** BigInt(decimals)).toString();
  const priceUsd = input.priceUsd === undefined ? 100 : input.priceUsd;
  return {
    chain,
    wallet: input.wallet ?? WALLET_A,
    token: {
      chain,
      address:
        input.address === undefined ? '0x1111111111111111111111111111111111111111' : input.address,
      symbol: input.symbol ?? 'TKN',
      name: input.name ?? 'Token',
      decimals,
      iconUrl: null,
    },
    balanceRaw,
    amount: formatUnits(BigInt(balanceRaw), decimals),
    priceUsd,
    valueUsd: input.valueUsd === undefined ? (priceUsd === null ? null : 100) : input.valueUsd,
    priceSource: input.priceSource ?? (priceUsd === null ? 'none' : 'dexscreener'),
    change24hPct: input.change24hPct ?? null,
    changeSource: input.change24hPct == null ? null : 'dexscreener',
  };
}

import type { HexStakeSpec } from '../evm/evmSpec';
import { HEX_CURRENT_DAY } from './clock';
import { sharesFor, SHOWCASE_WALLET_INDEX, type HexChain } from './hex';

/** One HEX stake held through Hedron's HSIM: the HSI contract is HEX's staker of exactly this stake. */
export interface WorldHsi {
  /** Lowercase address of the HSI contract; its stakeLists(hsi, 0) is `stake`. */
  address: string;
  /** The HSIM NFT the wallet holds for it; null when held untokenized (in hsiLists). */
  tokenId: bigint | null;
  stake: HexStakeSpec;
}

/**
 * HSIs of demo wallet 0 on both chains, in hsiLists order then token order:
 * [tokenized, lockedDay offset from today, stakedDays, unlockedDay offset from the end or null].
 */
const HSIS: readonly (readonly [
  tokenized: boolean,
  lockedFromToday: number,
  stakedDays: number,
  unlockedAfterEnd: number | null,
])[] = [
  [false, -200, 1000, null], // direct, active early
  [false, -430, 400, null], // direct, overdue (16 days past the grace)
  [false, -2400, 30, 600], // direct, good-accounted 600 days late
  [true, -372, 369, null], // tokenized, ready
  [true, -10, 5555, null], // tokenized, active early, the longest stake HEX allows
  [true, -2300, 100, null], // tokenized, far overdue: nothing left to return
];

const HEARTS_PER_HEX = 100_000_000n;

export function worldHsis(walletIndex: number, chain: HexChain): WorldHsi[] {
  if (walletIndex !== SHOWCASE_WALLET_INDEX) return [];
  return HSIS.map(([tokenized, lockedFromToday, stakedDays, unlockedAfterEnd], k) => {
    const lockedDay = HEX_CURRENT_DAY + lockedFromToday;
    const stakedHearts = BigInt(250_000 * (k + 1)) * HEARTS_PER_HEX;
    return {
      // Made-up instance addresses, one per chain and HSI ("4551" for HSI).
      address: `0x4551${chain === 'eth' ? '0001' : '0369'}${k.toString(16).padStart(32, '0')}`,
      tokenId: tokenized ? BigInt(1_000 + k) : null,
      stake: {
        stakeId: 900_000_000_100 + k,
        stakedHearts,
        stakeShares: sharesFor(chain, stakedHearts, stakedDays, lockedDay),
        lockedDay,
        stakedDays,
        unlockedDay: unlockedAfterEnd === null ? 0 : lockedDay + stakedDays + unlockedAfterEnd,
        isAutoStake: false,
      },
    };
  });
}

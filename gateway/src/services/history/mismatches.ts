import { formatUnits } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import { identityVerdict, isNativeHolding, spamRule } from '../filters/filterChainHoldings';
import type { SourceStatus } from '../sourceStatus';
import type { TokenHolding } from '../tokenHolding';
import type { CountedChain } from './dailyValues';
import { NATIVE } from './walletLedger';

/**
 * A coin whose transfers do not add up to the balance read now: a rebasing token,
 * internal transfers the explorer lists elsewhere, a fee it did not report. Reported, not hidden
 * and not spread over past days.
 */
export interface Mismatch {
  chain: ChainKey;
  wallet: Address;
  /** Null for the native coin. */
  token: Address | null;
  symbol: string;
  /** Exact decimal strings in the coin's units. */
  rebuiltAmount: string;
  currentAmount: string;
}

/**
 * Compares each counted coin's rebuilt balance with today's. A wallet whose listing failed on a
 * chain is compared on its native coin only: its tokens' balances are not known now.
 */
export function findMismatches(
  chains: readonly CountedChain[],
  holdings: readonly TokenHolding[],
  statuses: readonly SourceStatus[],
): Mismatch[] {
  const mismatches: Mismatch[] = [];
  const spam = spamRule();
  for (const { chain, coins, wallets } of chains) {
    for (const { wallet, ledger } of wallets) {
      const own = holdings.filter(
        (holding) => holding.chain === chain && holding.wallet === wallet,
      );
      const listed = !statuses.some(
        (status) => status.chain === chain && status.wallet === wallet && status.state === 'failed',
      );
      const rebuilt = new Map<string, bigint>();
      for (const move of ledger.moves)
        rebuilt.set(move.coin, (rebuilt.get(move.coin) ?? 0n) + BigInt(move.delta));
      const current = new Map<string, { raw: bigint; holding: TokenHolding }>();
      for (const holding of own) {
        const key = isNativeHolding(holding) ? NATIVE : holding.token.address;
        if (key !== null) current.set(key, { raw: BigInt(holding.balanceRaw), holding });
      }
      const keys = new Set(coins.map((coin) => coin.key));
      if (listed)
        for (const holding of own)
          if (holding.token.address !== null && identityVerdict(holding, spam) === null)
            keys.add(holding.token.address);
      for (const key of keys) {
        const now = current.get(key);
        if (key !== NATIVE && !listed) continue;
        if (key === NATIVE && now === undefined) continue;
        const built = rebuilt.get(key) ?? 0n;
        const have = now?.raw ?? 0n;
        if (built === have) continue;
        const token =
          key === NATIVE
            ? null
            : (ledger.tokens.find((entry) => entry.address === key) ?? now?.holding.token ?? null);
        const decimals = token?.decimals ?? CHAINS[chain].nativeDecimals;
        mismatches.push({
          chain,
          wallet,
          token: key === NATIVE ? null : key,
          symbol: token?.symbol ?? CHAINS[chain].nativeSymbol,
          rebuiltAmount: formatUnits(built, decimals),
          currentAmount: formatUnits(have, decimals),
        });
      }
    }
  }
  return mismatches;
}

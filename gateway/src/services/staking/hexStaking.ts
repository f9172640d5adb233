import type { Address } from '../../../../shared/src/addresses';
import { CHAINS } from '../../../../shared/src/chains';
import { texts } from '../../../../shared/src/texts';
import { describeError } from '../../errors/errors';
import type { HexGlobals } from '../../sources/hex/getHexGlobals';
import type { HexChain } from '../../../../shared/src/chains';
import { isUnreachable } from '../../sources/rpc/rpcFailure';
import { failedStatus, statusOf, type SourceStatus } from '../sourceStatus';
import { cachedGlobals, cachedWalletStakes, type WalletStakes } from './cachedStakes';
import { loadDailyData } from './dailyDataCache';
import { endLedger, type EndLedger } from './endLedger';
import { stakeRow, yieldRanges, type YieldInputs } from './stakeRows';
import type { HexPrice, StakingDeps, StakingIssue, StakingResultModel } from './stakingModel';
import { STAKING_NETWORKS } from './stakingNetworks';
import { payoutPerTShareHex } from './stakeYield';
import { hexDayAt } from './stakeTimeline';

/**
 * HEX (PulseChain) or eHEX (Ethereum) staking of some wallets, read from the chain (spec §3
 * "Staking result", §5, §8, §9). Globals, stake lists and the HEX price are fetched together; the
 * daily data the yields need follows, from the permanent cache plus any new days.
 *
 * Nothing here throws for an upstream failure: a wallet that cannot be read becomes an issue
 * carrying spec §8's text while the other wallets still show, and each source gets a status.
 */
export async function hexStaking(
  deps: StakingDeps,
  chain: HexChain,
  input: readonly Address[],
  options: { fresh?: boolean } = {},
): Promise<StakingResultModel> {
  const fresh = options.fresh ?? false;
  const chainName = CHAINS[chain].name;
  // Spec §3: addresses are lowercased and deduplicated where the list is read for staking.
  const wallets = [...new Set(input.map((wallet) => wallet.toLowerCase() as Address))];
  const [globals, walletStakes, price] = await Promise.all([
    cachedGlobals(deps, chain, fresh).then(
      (cached) => ({ cached }),
      (error: unknown) => ({ error }),
    ),
    cachedWalletStakes(deps, chain, wallets, fresh),
    priceOrNone(deps.price, chain, fresh),
  ]);

  const errors: StakingIssue[] = [];
  const statuses: SourceStatus[] = [];
  const where = { chain, wallet: null };
  let hex: HexGlobals | null = null;
  if ('cached' in globals) {
    hex = globals.cached.value;
    statuses.push(statusOf(globals.cached, { ...where, source: 'hex-globals:rpc' }));
  } else {
    errors.push({
      wallet: null,
      message: texts.currentDayFailed(chainName, describeError(globals.error)),
    });
    statuses.push(failedStatus(globals.error, { ...where, source: 'hex-globals:rpc' }));
  }
  // UPSTREAMS.md §8 day math stands in for currentDay() when it cannot be read, so the days,
  // progress and status of every stake that was read still show.
  const currentDay = hex?.currentDay ?? hexDayAt((deps.now ?? Date.now)());

  for (const { wallet, stakes, status, error } of walletStakes) {
    statuses.push(status);
    if (stakes === null)
      errors.push({
        wallet,
        message: texts.stakeCountFailed(wallet, chainName, describeError(error)),
      });
  }
  if (noNodeAnswered(walletStakes, 'error' in globals ? globals.error : null)) {
    // Spec §8: "No eHEX wallet readable" has its own text; PulseChain gets the general one.
    errors.unshift({
      wallet: null,
      message: chain === 'eth' ? texts.networkIssueEthereum : texts.networkIssue,
    });
  }

  const read = walletStakes.flatMap(({ wallet, stakes }) =>
    (stakes ?? []).map((stake) => ({ wallet, stake })),
  );
  let yieldInputs: YieldInputs | null = null;
  let ledger: EndLedger | null = null;
  let payoutDay: number | null = null;
  let payoutPerTShareDailyHex: string | null = null;
  if (hex !== null && hex.dailyDataCount > 0) {
    const count = hex.dailyDataCount;
    try {
      const ranges = [
        ...yieldRanges(
          read.map(({ stake }) => stake),
          currentDay,
        ),
        { begin: count - 1, end: count },
      ];
      const daily = await loadDailyData(deps, chain, ranges, count);
      yieldInputs = {
        dailyDataCount: count,
        days: daily.days,
        adoption: {
          claimedBtcAddrCount: BigInt(hex.claimedBtcAddrCount),
          claimedSatoshisTotal: BigInt(hex.claimedSatoshisTotal),
        },
      };
      // Entries cached before the ledger words were read have none: no end-today figures until they expire.
      if (hex.ledger !== undefined)
        ledger = endLedger(
          { dailyDataCount: count, days: daily.days },
          hex.ledger,
          yieldInputs.adoption,
          currentDay,
        );
      statuses.push({
        ...where,
        source: 'hex-daily-data:rpc',
        state: daily.state,
        ageMs: null,
        message: null,
        reason: null,
      });
      const last = daily.days.get(count - 1);
      payoutDay = count - 1;
      payoutPerTShareDailyHex = last ? payoutPerTShareHex(last) : null;
    } catch (error) {
      errors.push({
        wallet: null,
        message: texts.dailyPayoutFailed(chainName, describeError(error)),
      });
      statuses.push(failedStatus(error, { ...where, source: 'hex-daily-data:rpc' }));
    }
  }
  statuses.push(...price.statuses);

  const context = { chain, currentDay, yieldInputs, endLedger: ledger, priceUsd: price.priceUsd };
  const rows = read.map(({ wallet, stake }) => stakeRow(wallet, stake, context));
  return {
    chain,
    unit: STAKING_NETWORKS[chain].unit,
    wallets,
    currentDay,
    dailyDataCount: hex?.dailyDataCount ?? null,
    rows: rows.filter((row) => row.unlockedDay === 0),
    rowsEnded: rows.filter((row) => row.unlockedDay !== 0),
    payoutDay,
    payoutPerTShareDailyHex,
    priceUsd: price.priceUsd,
    errors,
    statuses,
    updatedAt: new Date((deps.now ?? Date.now)()),
  };
}

/** True when no node answered for any wallet (or, with no wallets, for the globals). */
function noNodeAnswered(walletStakes: readonly WalletStakes[], globalsError: unknown): boolean {
  if (walletStakes.length === 0) return globalsError !== null && isUnreachable(globalsError);
  return walletStakes.every(({ stakes, error }) => stakes === null && isUnreachable(error));
}

async function priceOrNone(
  lookup: StakingDeps['price'],
  chain: HexChain,
  fresh: boolean,
): Promise<HexPrice> {
  try {
    return await lookup(chain, fresh);
  } catch (error) {
    return {
      priceUsd: null,
      statuses: [failedStatus(error, { chain, wallet: null, source: 'price' })],
    };
  }
}

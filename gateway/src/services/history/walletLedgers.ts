import { TTL } from '../../cache/ttl';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { FRESH_REUSE_MS, type Cached } from '../../cache/cache';
import { describeError } from '../../errors/errors';
import { reasonOf } from '../../errors/sourceReason';
import { remainingMs, withDeadline } from '../../http/requestScope';
import type { GatewayDeps } from '../../deps';
import { failedStatus, type SourceStatus } from '../sourceStatus';
import { EXPLORER_PAGE_SIZE } from '../../sources/explorerTx/txSchemas';
import { MAX_HISTORY_PAGES, readWalletLedger, type WalletLedger } from './walletLedger';

/** How often a ledger is extended with what is new; the tokens' own TTL at most (spec §9). */
const LEDGER_REFRESH_MS = 5 * 60_000;
/**
 * A first read of a long history may take longer than one request may wait (REQUEST_DEADLINE_MS).
 * It goes on in the background, within this budget of its own, and the answer in the meantime
 * says so; the next request finds it done or joins it (issue 17 "pages rather than timing out").
 */
const LEDGER_READ_BUDGET_MS = 120_000;
/** Kept back from the request's deadline to build and send the answer. */
const ANSWER_MARGIN_MS = 1_500;

const stillReadingMessage =
  'Still reading this history from the explorer; it continues in the background, ask again shortly';

export interface LedgerResult {
  chain: ChainKey;
  wallet: Address;
  /** Undefined when the ledger could not be read (yet): the status says why. */
  ledger: WalletLedger | undefined;
  status: SourceStatus;
}

/** Every wallet's ledger on every chain asked, as far as the request's deadline allows. */
export async function walletLedgers(
  deps: GatewayDeps,
  chains: readonly ChainKey[],
  wallets: readonly Address[],
  fresh: boolean,
): Promise<LedgerResult[]> {
  const waitMs = remainingMs() - ANSWER_MARGIN_MS;
  const pending = chains.flatMap((chain) =>
    wallets.map((wallet) => ({ chain, wallet, read: ledgerOf(deps, chain, wallet, fresh) })),
  );
  const stopWaiting = new AbortController();
  const timeUp = Number.isFinite(waitMs)
    ? sleep(Math.max(0, waitMs), 'time-up' as const, { signal: stopWaiting.signal }).catch(
        () => 'time-up' as const,
      )
    : new Promise<'time-up'>(() => undefined);
  try {
    return await Promise.all(
      pending.map(async ({ chain, wallet, read }): Promise<LedgerResult> => {
        const where = { chain, wallet, source: 'history' };
        try {
          const outcome = await Promise.race([read, timeUp]);
          if (outcome === 'time-up')
            return {
              chain,
              wallet,
              ledger: undefined,
              status: {
                ...where,
                state: 'failed',
                ageMs: null,
                message: stillReadingMessage,
                reason: 'TIMEOUT',
              },
            };
          const source = [...new Set(Object.values(outcome.value.sources))].join(', ');
          return {
            chain,
            wallet,
            ledger: outcome.value,
            status: {
              ...where,
              source: source === '' ? 'history' : `history (${source})`,
              state: outcome.state,
              ageMs: outcome.ageMs,
              message: outcome.error ?? truncationNote(outcome.value),
              reason: outcome.reason ?? null,
            },
          };
        } catch (error) {
          return { chain, wallet, ledger: undefined, status: failedStatus(error, where) };
        }
      }),
    );
  } finally {
    stopWaiting.abort();
  }
}

function truncationNote(ledger: WalletLedger): string | null {
  return ledger.truncatedBefore === null
    ? null
    : `only the newest ${(MAX_HISTORY_PAGES * EXPLORER_PAGE_SIZE).toLocaleString('en')} rows of each list were read; nothing before ${new Date(ledger.truncatedBefore * 1000).toISOString().slice(0, 10)} counts`;
}

/** The stored ledger, extended when older than LEDGER_REFRESH_MS (FRESH_REUSE_MS under `fresh`). */
async function ledgerOf(
  deps: GatewayDeps,
  chain: ChainKey,
  wallet: Address,
  fresh: boolean,
): Promise<Cached<WalletLedger>> {
  const key = `history:ledger:${chain}:${wallet}`;
  // Its own scope: the read must outlive the request that started it (see LEDGER_READ_BUDGET_MS).
  const read = (previous: WalletLedger | null) =>
    withDeadline(LEDGER_READ_BUDGET_MS, () =>
      readWalletLedger(deps, chain, wallet, previous, deps.now()),
    );
  const stored = await deps.cache.getOrFetch(key, TTL.settled, () => read(null));
  const age = deps.now() - stored.value.readAt;
  if (age < (fresh ? FRESH_REUSE_MS : LEDGER_REFRESH_MS)) return stored;
  try {
    return await deps.cache.getOrFetch(key, TTL.settled, () => read(stored.value), {
      force: true,
    });
  } catch (error) {
    // What was read before still stands; only the newest rows are missing.
    return { ...stored, state: 'stale', error: describeError(error), reason: reasonOf(error) };
  }
}

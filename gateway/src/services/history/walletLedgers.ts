import { TTL } from '../../cache/ttl';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { FRESH_REUSE_MS, type Cached } from '../../cache/cache';
import { describeError } from '../../errors/errors';
import { reasonOf } from '../../errors/sourceReason';
import { currentScope, inBackground } from '../../request/requestScope';
import { answerTime } from './answerTime';
import type { ChainLedgers } from './dailyValues';
import type { GatewayDeps } from '../../deps';
import { failedStatus, type SourceStatus } from '../sourceStatus';
import { EXPLORER_PAGE_SIZE } from '../../sources/explorerTx/txSchemas';
import { AllSourcesFailedError } from '../fallback';
import {
  draftProgress,
  finishLedger,
  LedgerPausedError,
  MAX_HISTORY_PAGES,
  newDraft,
  readDraft,
  type LedgerDraft,
  type LedgerProgress,
  type WalletLedger,
} from './walletLedger';

/** How often a ledger is extended with what is new; the tokens' own TTL at most (spec §9). */
const LEDGER_REFRESH_MS = 5 * 60_000;
/**
 * How long a read in progress is kept for the next request to go on with: a day, so a history
 * asked for again tomorrow still does not start over. Past blocks never change; a page-numbered
 * list that shifted meanwhile is handled by the read (walletLedger.ts `take`).
 */
const DRAFT_TTL_MS = 24 * 60 * 60_000;
/** A read in progress is stored every this many pages (and whenever it stops), not after each. */
const CHECKPOINT_PAGES = 10;

export interface LedgerResult {
  chain: ChainKey;
  wallet: Address;
  /** Undefined when the ledger could not be read (yet): the status says why. */
  ledger: WalletLedger | undefined;
  status: SourceStatus;
  /** How far the read has come while the ledger is not read to its end; null once it is. */
  progress: LedgerProgress | null;
}

/**
 * Every wallet's ledger on every chain asked, as far as the request's deadline allows. A first read
 * of a long history may take longer than a request may wait (REQUEST_DEADLINE_MS): it goes on in the
 * background within HISTORY_READ_BUDGET_MS, at background priority (http/upstreamBudget.ts), and
 * what it read is kept, so the next request goes on from where it stopped; the answer meanwhile
 * says how far it has come.
 */
export async function walletLedgers(
  deps: GatewayDeps,
  chains: readonly ChainKey[],
  wallets: readonly Address[],
  fresh: boolean,
): Promise<LedgerResult[]> {
  const { timeUp, stop } = answerTime();
  const pending = chains.flatMap((chain) =>
    wallets.map((wallet) => ({ chain, wallet, read: ledgerOf(deps, chain, wallet, fresh) })),
  );
  try {
    return await Promise.all(
      pending.map(async ({ chain, wallet, read }): Promise<LedgerResult> => {
        const where = { chain, wallet, source: 'history' };
        try {
          const outcome = await Promise.race([read, timeUp]);
          if (outcome === 'time-up') {
            const progress = await draftProgressOf(deps, chain, wallet);
            return {
              chain,
              wallet,
              ledger: undefined,
              progress,
              status: {
                ...where,
                state: 'failed',
                ageMs: null,
                message: `Still reading this history from the explorer (${progressText(progress)}); it goes on in the background, ask again shortly`,
                reason: 'TIMEOUT',
              },
            };
          }
          const source = [...new Set(Object.values(outcome.value.sources))].join(', ');
          return {
            chain,
            wallet,
            ledger: outcome.value,
            progress: null,
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
          const progress = await draftProgressOf(deps, chain, wallet);
          if (!(error instanceof LedgerPausedError))
            return {
              chain,
              wallet,
              ledger: undefined,
              progress,
              status: failedStatus(error, where),
            };
          return {
            chain,
            wallet,
            ledger: undefined,
            progress,
            status: {
              ...where,
              state: 'failed',
              ageMs: null,
              message: `This history is longer than one read (${progressText(progress)}); ask again and the reading goes on from there`,
              reason: 'TIMEOUT',
            },
          };
        }
      }),
    );
  } finally {
    stop();
  }
}

/** The chains every wallet's ledger was read on: a chain missing one is left out of every figure. */
export function readChains(
  chains: readonly ChainKey[],
  ledgers: readonly LedgerResult[],
): ChainLedgers[] {
  return chains.flatMap((chain) => {
    const own = ledgers.filter((entry) => entry.chain === chain);
    const read = own.flatMap(({ wallet, ledger }) =>
      ledger === undefined ? [] : [{ wallet, ledger }],
    );
    return read.length === own.length ? [{ chain, ledgers: read }] : [];
  });
}

function truncationNote(ledger: WalletLedger): string | null {
  return ledger.truncatedBefore === null
    ? null
    : `only the newest ${(MAX_HISTORY_PAGES * EXPLORER_PAGE_SIZE).toLocaleString('en')} rows of each list were read; nothing before ${dateOf(ledger.truncatedBefore)} counts`;
}

function progressText(progress: LedgerProgress): string {
  if (progress.pages === 0) return 'no page read yet';
  const back = progress.readBackTo === null ? '' : `, back to ${dateOf(progress.readBackTo)}`;
  return `${progress.transfers.toLocaleString('en')} transfers read so far in ${progress.pages} pages${back}`;
}

const dateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The stored ledger, extended when older than LEDGER_REFRESH_MS (FRESH_REUSE_MS under `fresh`). */
async function ledgerOf(
  deps: GatewayDeps,
  chain: ChainKey,
  wallet: Address,
  fresh: boolean,
): Promise<Cached<WalletLedger>> {
  // v2: moves carry their transaction and fee (cost basis reads them); a v1 ledger is read again.
  const key = `history:ledger:v2:${chain}:${wallet}`;
  // In a scope of its own: the read must outlive the request that started it.
  const read = (previous: WalletLedger | null) =>
    inBackground(deps.config.historyReadBudgetMs, () =>
      resumeLedger(deps, chain, wallet, previous),
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

const draftKey = (chain: ChainKey, wallet: Address) => `history:draft:v2:${chain}:${wallet}`;

/** The read in progress kept for this ledger; null when there is none (or it was finished). */
async function storedDraft(
  deps: GatewayDeps,
  chain: ChainKey,
  wallet: Address,
): Promise<LedgerDraft | null> {
  const key = draftKey(chain, wallet);
  // No fetcher: a draft is only ever written by a read.
  const found = await deps.cache.getOrFetchMany<LedgerDraft | null>(
    [key],
    DRAFT_TTL_MS,
    async () => new Map(),
  );
  return found.get(key)?.value ?? null;
}

async function draftProgressOf(
  deps: GatewayDeps,
  chain: ChainKey,
  wallet: Address,
): Promise<LedgerProgress> {
  const draft = await storedDraft(deps, chain, wallet).catch(() => null);
  return draftProgress(draft ?? newDraft(null));
}

/**
 * Reads the ledger on from the kept draft when there is one for this same extension (a fresh one
 * otherwise), storing the draft as it goes and when it stops, so a history longer than one read's
 * budget completes over several requests and no page is read twice. A finished read spends its
 * draft. Runs in the background scope: a failure is logged here, where the operator can see it
 * after the request that started the read has answered.
 */
async function resumeLedger(
  deps: GatewayDeps,
  chain: ChainKey,
  wallet: Address,
  previous: WalletLedger | null,
): Promise<WalletLedger> {
  const after = previous?.throughTime ?? null;
  const kept = await storedDraft(deps, chain, wallet);
  const draft = kept !== null && kept.after === after ? kept : newDraft(after);
  const save = (value: LedgerDraft | null) =>
    deps.cache.setMany(new Map([[draftKey(chain, wallet), value]]), DRAFT_TTL_MS);
  let unsaved = 0;
  try {
    await readDraft(deps, chain, wallet, draft, () => {
      unsaved += 1;
      if (unsaved < CHECKPOINT_PAGES) return;
      unsaved = 0;
      // A copy: the cache's memory tier keeps the object it is given, and the read goes on.
      save(structuredClone(draft));
    });
  } catch (error) {
    save(structuredClone(draft));
    logStop(error, chain, wallet, draft);
    throw error;
  }
  save(null);
  return finishLedger(previous, draft, deps.now());
}

/** Paused: info (the next request goes on). Failed: warn, naming the wallet, chain, source and why. */
function logStop(error: unknown, chain: ChainKey, wallet: Address, draft: LedgerDraft): void {
  const log = currentScope()?.log;
  const progress = draftProgress(draft);
  if (error instanceof LedgerPausedError) {
    log?.info({ chain, wallet, ...progress }, 'history read paused');
    return;
  }
  const sources =
    error instanceof AllSourcesFailedError
      ? error.attempts.map((attempt) => attempt.source).join(', ')
      : 'history';
  log?.warn(
    {
      chain,
      wallet,
      source: sources,
      reason: reasonOf(error),
      why: describeError(error),
      ...progress,
    },
    'history read failed',
  );
}

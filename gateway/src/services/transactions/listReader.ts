import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { Cached } from '../../cache/cache';
import { describeError } from '../../errors/errors';
import {
  mainReason,
  reasonOf,
  SourceFailedError,
  type SourceReason,
} from '../../errors/sourceReason';
import { EXPLORER_PAGE_SIZE } from '../../sources/explorerTx/txSchemas';
import { AllSourcesFailedError, firstUsable, type SourceStep } from '../fallback';
import type { SourceStatus } from '../sourceStatus';
import type { ListPosition } from './cursor';
import {
  noSourceMessage,
  txSources,
  type PageRef,
  type TxDeps,
  type TxPage,
  type TxSource,
} from './txSources';
import type { TxListKind, TxRow } from './types';

/**
 * How long a page of history is reused. The spec gives no figure for transactions; a minute
 * (its "price 60 s") keeps a newly sent transaction from hiding for long while absorbing the
 * repeats of paging back and forth.
 */
const TX_PAGE_TTL_MS = 60_000;

interface Loaded extends TxPage {
  source: TxSource;
  page: PageRef;
}

const STATE_RANK: Record<SourceStatus['state'], number> = {
  cached: 0,
  fresh: 1,
  stale: 2,
  failed: 3,
};

/**
 * Reads one list (native transactions or ERC-20 transfers) of a wallet page by page, from where a
 * cursor left it, through the cache and the chain's sources in order (STYLE.md habit 4). A later
 * page is read from the source that served the first — their page keys do not translate — except
 * that page-numbered sources can take over at the same position when that source fails.
 */
export class ListReader {
  private loaded: Loaded | undefined;
  private index = 0;
  private position: number;
  private target: ListPosition | 'start' | null;
  private readonly sources: TxSource[];
  private peeked: PageRef | undefined;
  /** Set when a page could not be read from any source: the list cannot be merged past this point. */
  blocked = false;
  status: SourceStatus | null = null;

  constructor(
    private readonly deps: TxDeps,
    private readonly chain: ChainKey,
    private readonly wallet: Address,
    readonly list: TxListKind,
    start: ListPosition | null | 'start',
    private readonly fresh: boolean,
  ) {
    this.sources = txSources(deps, chain, wallet, list);
    this.target = start;
    this.position = start === 'start' || start === null ? 0 : start.position;
    if (this.sources.length === 0 && start !== null) {
      this.target = null;
      this.status = {
        chain,
        wallet,
        source: this.label('none'),
        state: 'failed',
        ageMs: null,
        message: noSourceMessage(chain),
        reason: 'NOT_CONFIGURED',
      };
    }
  }

  head(): TxRow | undefined {
    return this.loaded?.rows[this.index];
  }

  needsLoad(): boolean {
    return this.loaded === undefined && this.target !== null && !this.blocked;
  }

  /** Passes the head row; moves on to the next page's position when this page is used up. */
  advance(): void {
    this.index++;
    this.position++;
    this.settle();
  }

  /** Where the list stands now, for a cursor; null when it is finished. */
  snapshot(): ListPosition | null {
    if (this.loaded !== undefined)
      return {
        source: this.loaded.source.name,
        page: this.loaded.page,
        skip: this.index,
        position: this.position,
      };
    return this.target === 'start'
      ? {
          source: this.sources[0]?.name ?? 'blockscout-v2',
          page: this.sources[0]?.firstPage ?? {},
          skip: 0,
          position: 0,
        }
      : this.target;
  }

  /**
   * Loads the page the list stands at and returns all its rows (also those a cursor had passed:
   * the poisoning check wants every counterparty it can see). On failure the list is finished
   * (first page) or blocked (later pages), and no rows come back.
   */
  async load(): Promise<readonly TxRow[]> {
    const target = this.target;
    if (target === null) return [];
    const stale: { step: Loaded & { skip: number }; cached: Cached<TxPage> }[] = [];
    const steps = this.plan(target).map(
      ({
        source,
        page,
        skip,
      }): SourceStep<{ step: Loaded & { skip: number }; cached: Cached<TxPage> }> => ({
        source: source.name,
        run: async () => {
          const cached = await this.deps.cache.getOrFetch(
            this.pageKey(source, page),
            TX_PAGE_TTL_MS,
            () => source.fetch(page),
            { fresh: this.fresh },
          );
          const result = { step: { source, page, skip, ...cached.value }, cached };
          // A stale copy waits until every other source has had its turn (DESIGN.md "Caching").
          if (cached.state === 'stale') {
            stale.push(result);
            throw new SourceFailedError(
              `${cached.error ?? 'failed'} (an older copy is kept)`,
              cached.reason ?? 'UNKNOWN',
            );
          }
          return result;
        },
      }),
    );
    try {
      const { value, attempts } = await firstUsable(steps, () => false);
      const earlier = attempts
        .filter((attempt) => attempt.outcome === 'failed')
        .map((attempt) => ({
          message: `${attempt.source}: ${attempt.message ?? 'failed'}`,
          reason: attempt.reason ?? 'UNKNOWN',
        }));
      this.accept(value.step, value.cached, earlier);
      return value.step.rows;
    } catch (error) {
      const kept = stale[0];
      if (kept !== undefined) {
        // The combined message already names every source's failure, the stale one's included.
        const { error: _stale, ...cached } = kept.cached;
        this.accept(kept.step, cached, [
          { message: describeError(error), reason: reasonOf(error) },
        ]);
        return kept.step.rows;
      }
      if (!(error instanceof AllSourcesFailedError)) throw error;
      this.record({
        chain: this.chain,
        wallet: this.wallet,
        source: this.label(target === 'start' ? 'all' : target.source),
        state: 'failed',
        ageMs: null,
        message: describeError(error),
        reason: error.reason,
      });
      // Nothing was read yet: leave the list out rather than hold the other one back. Later: stop
      // here, so the merge never skips rows it could not see.
      if (target === 'start') this.target = null;
      else this.blocked = true;
      return [];
    }
  }

  /**
   * While the head is the last row of its page, the rows of the page after it, without moving:
   * read through the cache, so the load that follows costs no request (except under `fresh`).
   * Empty otherwise, once per page, or when that page cannot be read — the flags are then judged
   * on what was seen.
   */
  async peekNext(): Promise<readonly TxRow[]> {
    const loaded = this.loaded;
    const next = loaded?.next;
    if (
      loaded === undefined ||
      next === null ||
      next === undefined ||
      this.index !== loaded.rows.length - 1 ||
      this.peeked === next
    )
      return [];
    this.peeked = next;
    try {
      return (
        await this.deps.cache.getOrFetch(this.pageKey(loaded.source, next), TX_PAGE_TTL_MS, () =>
          loaded.source.fetch(next),
        )
      ).value.rows;
    } catch {
      return [];
    }
  }

  private pageKey(source: TxSource, page: PageRef): string {
    return `tx:${this.chain}:${this.wallet}:${this.list}:${source.name}:${JSON.stringify(page)}`;
  }

  /** The sources to try for a target: the first page from each in order, or the cursor's source then page-numbered takeovers. */
  private plan(
    target: ListPosition | 'start',
  ): { source: TxSource; page: PageRef; skip: number }[] {
    if (target === 'start')
      return this.sources.map((source) => ({ source, page: source.firstPage, skip: 0 }));
    const own = this.sources.findIndex((source) => source.name === target.source);
    const takeovers = this.sources
      .slice(own + 1)
      .filter((source) => source.positional)
      .map((source) => ({
        source,
        page: Math.floor(target.position / EXPLORER_PAGE_SIZE) + 1,
        skip: target.position % EXPLORER_PAGE_SIZE,
      }));
    const first = this.sources[own];
    return first === undefined
      ? takeovers
      : [{ source: first, page: target.page, skip: target.skip }, ...takeovers];
  }

  private accept(
    step: Loaded & { skip: number },
    cached: Cached<TxPage>,
    earlier: { message: string; reason: SourceReason }[],
  ): void {
    this.loaded = { source: step.source, page: step.page, rows: step.rows, next: step.next };
    this.index = step.skip;
    const dropped = step.dropped ?? 0;
    const messages = [
      ...earlier.map((failure) => failure.message),
      ...(cached.error === undefined ? [] : [cached.error]),
      // Not a failure (no reason): the rest of the page shows, and the status says what is missing.
      ...(dropped === 0
        ? []
        : [`${step.source.name}: ${dropped} unreadable row${dropped === 1 ? '' : 's'} left out`]),
    ];
    this.record({
      chain: this.chain,
      wallet: this.wallet,
      source: this.label(step.source.name),
      state: cached.state,
      ageMs: cached.ageMs,
      message: messages.length === 0 ? null : messages.join('; '),
      reason: mainReason([...earlier.map((failure) => failure.reason), cached.reason]),
    });
    this.settle();
  }

  /** A used-up page hands over to its next one, or finishes the list. */
  private settle(): void {
    const loaded = this.loaded;
    if (loaded === undefined || this.index < loaded.rows.length) return;
    this.loaded = undefined;
    this.target =
      loaded.next === null
        ? null
        : { source: loaded.source.name, page: loaded.next, skip: 0, position: this.position };
  }

  /** One status per list: the worst state seen in this request, the oldest age, the first note. */
  private record(status: SourceStatus): void {
    const previous = this.status;
    if (previous === null || STATE_RANK[status.state] > STATE_RANK[previous.state]) {
      this.status = status;
      return;
    }
    // A later page's note (rows left out) is kept when the status had none.
    const message = previous.message ?? status.message;
    const ageMs =
      previous.ageMs !== null && status.ageMs !== null && status.ageMs > previous.ageMs
        ? status.ageMs
        : previous.ageMs;
    if (message !== previous.message || ageMs !== previous.ageMs)
      this.status = { ...previous, message, ageMs };
  }

  private label(source: string): string {
    return `${this.list === 'native' ? 'transactions' : 'token-transfers'}:${source}`;
  }
}

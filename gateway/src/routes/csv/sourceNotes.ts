import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { SourceStatus } from '../../services/sourceStatus';

/** A failure told in the user's words, about one wallet or (wallet null) the whole chain. */
export interface ExportIssue {
  chain: ChainKey;
  wallet: Address | null;
  message: string;
}

export interface SourceNotes {
  /** What is missing from the rows: issues, then failed sources, then truncated answers. */
  partial: string[];
  /** Sources whose rows come from an older copy because every source for them failed. */
  stale: string[];
}

/**
 * The same judgement the dashboard makes (any FAILED status means "incomplete"; a TRUNCATED
 * answer too), written one line per problem as `chain/wallet: source: why` (or `chain: …` for the
 * whole chain).
 */
export function sourceNotes(
  statuses: readonly SourceStatus[],
  issues: readonly ExportIssue[] = [],
): SourceNotes {
  const where = (status: { chain: ChainKey; wallet: Address | null }) =>
    status.wallet === null ? status.chain : `${status.chain}/${status.wallet}`;
  const partial = [
    ...issues.map((issue) => `${where(issue)}: ${issue.message}`),
    ...statuses
      .filter((status) => status.state === 'failed')
      .map((status) => `${where(status)}: ${status.source}: ${status.message ?? 'failed'}`),
    // An answer cut short is there, but not all of it.
    ...statuses
      .filter((status) => status.state !== 'failed' && status.reason === 'TRUNCATED')
      .map((status) => `${where(status)}: ${status.source}: ${status.message ?? 'truncated'}`),
  ];
  const stale = statuses
    .filter((status) => status.state === 'stale')
    .map(
      (status) =>
        `${where(status)}: ${status.source}: ${status.ageMs === null ? 'older copy' : `${Math.floor(status.ageMs / 1000)} s old`}${status.message === null ? '' : ` (${status.message})`}`,
    );
  return { partial: [...new Set(partial)], stale: [...new Set(stale)] };
}

/**
 * Most proxies refuse headers past 8 KB in all; two notes headers stay well inside that.
 * @internal
 */
export const MAX_NOTE_HEADER_CHARS = 3000;
/** One long upstream message must not crowd out the others. */
const MAX_ENTRY_CHARS = 400;
/** Between the notes of one header value; the API's description quotes it (openapi.ts). */
export const NOTE_SEPARATOR = ' | ';

/**
 * Notes as one header value: printable ASCII only (Node refuses anything else in a header, and
 * spec texts carry "…"), each entry at most MAX_ENTRY_CHARS, joined by " | ", cut at MAX_NOTE_HEADER_CHARS with a count of
 * what was left out.
 */
export function noteHeader(entries: readonly string[]): string {
  const ascii = entries
    .map((entry) =>
      entry
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[\u2010-\u2015]/g, '-')
        .replace(/[\u2018\u2019]/g, "'")
        .replace(/[\u201c\u201d]/g, '"')
        .replace(/[^\x20-\x7e]/g, '?'),
    )
    .map((entry) =>
      entry.length > MAX_ENTRY_CHARS ? `${entry.slice(0, MAX_ENTRY_CHARS - 3)}...` : entry,
    );
  let value = '';
  for (const [index, entry] of ascii.entries()) {
    const next = value === '' ? entry : `${value}${NOTE_SEPARATOR}${entry}`;
    const rest = ascii.length - index - 1;
    const reserve = rest === 0 ? 0 : `${NOTE_SEPARATOR}(+${rest} more)`.length;
    if (next.length + reserve > MAX_NOTE_HEADER_CHARS)
      return `${value}${value === '' ? '' : NOTE_SEPARATOR}(+${ascii.length - index} more)`;
    value = next;
  }
  return value;
}

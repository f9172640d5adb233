import { describe, expect, it } from '@jest/globals';
import type { SourceStatus } from '../../services/sourceStatus';
import { MAX_NOTE_HEADER_CHARS, noteHeader, sourceNotes } from './sourceNotes';

const WALLET = '0xabc0000000000000000000000000000000000abc';

function status(state: SourceStatus['state'], overrides: Partial<SourceStatus> = {}): SourceStatus {
  return {
    chain: 'pulse',
    wallet: WALLET,
    source: 'token-listing',
    state,
    ageMs: null,
    message: null,
    reason: null,
    ...overrides,
  };
}

describe('sourceNotes', () => {
  it('lists issues, then failed sources, by chain and wallet; stale sources apart; fresh and cached not at all', () => {
    const notes = sourceNotes(
      [
        status('fresh'),
        status('cached', { ageMs: 5_000 }),
        status('failed', { message: 'Blockscout v2 HTTP 500' }),
        status('failed', { chain: 'base', wallet: null, source: 'dexscreener', message: null }),
        status('stale', { source: 'native-balance', ageMs: 90_500, message: 'RPC timeout' }),
      ],
      [{ chain: 'eth', wallet: null, message: 'Network issue (Ethereum).' }],
    );
    expect(notes.partial).toEqual([
      'eth: Network issue (Ethereum).',
      `pulse/${WALLET}: token-listing: Blockscout v2 HTTP 500`,
      'base: dexscreener: failed',
    ]);
    expect(notes.stale).toEqual([`pulse/${WALLET}: native-balance: 90 s old (RPC timeout)`]);
  });

  it('says a repeated failure once', () => {
    expect(
      sourceNotes([status('failed', { message: 'x' }), status('failed', { message: 'x' })]).partial,
    ).toHaveLength(1);
  });
});

describe('noteHeader', () => {
  it('joins entries and keeps to printable ASCII, which is all a header may carry', () => {
    expect(noteHeader(['a: one', 'b: “two” — retrying…', 'c: café\nnext'])).toBe(
      'a: one | b: "two" - retrying... | c: cafe?next',
    );
  });

  it('stops before the length cap and counts what it left out', () => {
    const entries = Array.from(
      { length: 40 },
      (_, index) => `pulse/${WALLET}: token-listing: failure number ${index}`,
    );
    const value = noteHeader(entries);
    expect(value.length).toBeLessThanOrEqual(MAX_NOTE_HEADER_CHARS);
    const kept = value.split(' | ').slice(0, -1);
    expect(value).toMatch(new RegExp(`\\(\\+${entries.length - kept.length} more\\)$`));
    expect(kept).toEqual(entries.slice(0, kept.length));
  });

  it('shortens one very long entry rather than dropping it', () => {
    const value = noteHeader([`pulse: ${'x'.repeat(5_000)}`]);
    expect(value.endsWith('...')).toBe(true);
    expect(value.length).toBeLessThan(1_000);
  });
});

import { describe, expect, it } from '@jest/globals';
import { updateValueSource, type PortfolioValueSources } from './valueSources';

const empty: PortfolioValueSources = { values: {}, total: 0 };

describe('updateValueSource (spec §3 "Portfolio value sources", §5 "Portfolio source update")', () => {
  it('stores a value and keeps the total', () => {
    const once = updateValueSource(empty, 'pulse', 10);
    expect(updateValueSource(once, 'eth', 2.5)).toEqual({ values: { pulse: 10, eth: 2.5 }, total: 12.5 });
  });

  it('ignores an empty or blank key', () => {
    expect(updateValueSource(empty, '', 5)).toBe(empty);
    expect(updateValueSource(empty, '  ', 5)).toBe(empty);
  });

  it('trims the key', () => {
    expect(updateValueSource(empty, ' eth ', 1).values).toEqual({ eth: 1 });
  });

  it.each([Number.NaN, Infinity, -Infinity])('treats %p as 0', (value) => {
    const sources = updateValueSource({ values: { eth: 4, pulse: 1 }, total: 5 }, 'eth', value);
    expect(sources).toEqual({ values: { eth: 0, pulse: 1 }, total: 1 });
  });

  it('ignores a change under 0.005, returning the same object', () => {
    const sources: PortfolioValueSources = { values: { eth: 10 }, total: 10 };
    expect(updateValueSource(sources, 'eth', 10.004)).toBe(sources);
    expect(updateValueSource(sources, 'eth', 9.996)).toBe(sources);
  });

  it('applies a change of 0.005 or more', () => {
    const sources: PortfolioValueSources = { values: { eth: 10 }, total: 10 };
    expect(updateValueSource(sources, 'eth', 10.25)).toEqual({ values: { eth: 10.25 }, total: 10.25 });
    expect(updateValueSource(sources, 'eth', 9.99).values).toEqual({ eth: 9.99 });
  });

  it('stores a new key even at 0', () => {
    expect(updateValueSource(empty, 'bsc', 0)).toEqual({ values: { bsc: 0 }, total: 0 });
  });

  it('does not confuse a key with an Object.prototype member', () => {
    expect(updateValueSource(empty, 'toString', 3)).toEqual({ values: { toString: 3 }, total: 3 });
  });

  it('does not change the object it was given', () => {
    const sources: PortfolioValueSources = { values: { eth: 1 }, total: 1 };
    updateValueSource(sources, 'eth', 2);
    expect(sources).toEqual({ values: { eth: 1 }, total: 1 });
  });
});

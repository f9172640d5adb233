import { describe, expect, it } from '@jest/globals';
import { fakeHolding, WALLET_A, WALLET_B } from '../../../../tests/helpers/fakeHolding';
import { applyDisplayFloor, DISPLAY_MIN_USD } from './displayFloor';
import { mergeHoldings } from './mergeHoldings';

const rowsOf = (...inputs: Parameters<typeof fakeHolding>[0][]) =>
  mergeHoldings(
    inputs.map((input, index) =>
      fakeHolding({ address: `0x${String(index + 1).padStart(40, '0')}`, ...input }),
    ),
  );

describe('applyDisplayFloor (spec §5 "Portfolio display", §9)', () => {
  it('is 0.02 USD', () => {
    expect(DISPLAY_MIN_USD).toBe(0.02);
  });

  it('shows exactly 0.02 USD and hides anything under it', () => {
    const { shown, hidden } = applyDisplayFloor(
      rowsOf({ symbol: 'AT', valueUsd: 0.02 }, { symbol: 'UNDER', valueUsd: 0.019999 }),
    );
    expect(shown.map((row) => row.token.symbol)).toEqual(['AT']);
    expect(hidden).toEqual([
      expect.objectContaining({
        reason: 'below-display-floor',
        detail: '0.019999 USD is under 0.02 USD',
        token: expect.objectContaining({ key: expect.stringContaining(':UNDER') }),
      }),
    ]);
  });

  it('hides a row with no USD value', () => {
    const { shown, hidden } = applyDisplayFloor(rowsOf({ priceUsd: null, valueUsd: null }));
    expect(shown).toEqual([]);
    expect(hidden[0]).toMatchObject({ reason: 'below-display-floor' });
  });

  it('hides a zero raw balance, whatever value a source claimed', () => {
    const { hidden } = applyDisplayFloor(rowsOf({ balanceRaw: '0', valueUsd: 5 }));
    expect(hidden[0]).toMatchObject({ reason: 'zero-balance' });
  });

  it('applies to the merged row: two wallets under the floor can make a row above it', () => {
    const rows = mergeHoldings([
      fakeHolding({ wallet: WALLET_A, valueUsd: 0.015 }),
      fakeHolding({ wallet: WALLET_B, valueUsd: 0.015 }),
    ]);
    expect(applyDisplayFloor(rows).shown).toHaveLength(1);
  });

  it('does not exempt the native coin', () => {
    const { hidden } = applyDisplayFloor(rowsOf({ address: null, symbol: 'PLS', valueUsd: 0.011 }));
    expect(hidden[0]).toMatchObject({
      reason: 'below-display-floor',
      token: { key: 'pulse:native:PLS' },
    });
  });

  it('keeps the rows in order', () => {
    const rows = rowsOf(
      { symbol: 'A', valueUsd: 3 },
      { symbol: 'B', valueUsd: 0.001 },
      { symbol: 'C', valueUsd: 2 },
    );
    expect(applyDisplayFloor(rows).shown.map((row) => row.token.symbol)).toEqual(['A', 'C']);
  });
});

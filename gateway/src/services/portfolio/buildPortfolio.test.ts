import { describe, expect, it } from '@jest/globals';
import { fakeHolding, WALLET_A, WALLET_B } from '../../../../tests/helpers/fakeHolding';
import { buildPortfolio } from './buildPortfolio';

const PLSX = '0x95b303987a60c71504d99aa1b13b4da07b0790ab';
const USDC_ETH = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

describe('buildPortfolio (spec §5)', () => {
  const holdings = [
    fakeHolding({
      chain: 'pulse',
      wallet: WALLET_A,
      address: null,
      symbol: 'PLS',
      name: 'Pulse',
      balanceRaw: (2n ** 60n).toString(),
      valueUsd: 30,
      change24hPct: 50,
    }),
    fakeHolding({
      chain: 'pulse',
      wallet: WALLET_B,
      address: null,
      symbol: 'PLS',
      name: 'Pulse',
      balanceRaw: '1',
      valueUsd: 0.000001,
      change24hPct: 50,
    }),
    fakeHolding({
      chain: 'pulse',
      wallet: WALLET_A,
      address: PLSX,
      symbol: 'PLSX',
      name: 'PulseX',
      valueUsd: 50,
    }),
    fakeHolding({
      chain: 'pulse',
      wallet: WALLET_B,
      address: PLSX,
      symbol: 'plsx',
      name: 'PulseX',
      balanceRaw: '3000000000000000000',
      valueUsd: 150,
    }),
    fakeHolding({
      chain: 'eth',
      wallet: WALLET_A,
      address: USDC_ETH,
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      balanceRaw: '15000',
      valueUsd: 0.015,
    }),
    fakeHolding({
      chain: 'eth',
      wallet: WALLET_A,
      address: '0x0000000000000000000000000000000000000bad',
      symbol: 'GIFT',
      name: 'Claim at gift-eth.io',
      valueUsd: 999,
    }),
    fakeHolding({
      chain: 'pulse',
      wallet: WALLET_A,
      address: '0x0000000000000000000000000000000000000d05',
      symbol: 'DUST',
      valueUsd: 0.005,
    }),
  ];
  const portfolio = buildPortfolio(holdings);

  it('shows merged rows by value, and totals only them', () => {
    expect(portfolio.tokens.map((token) => [token.key, token.amount, token.valueUsd])).toEqual([
      [`pulse:${PLSX}:PLSX`, '4', 200],
      ['pulse:native:PLS', '1.152921504606846977', 30.000001],
    ]);
    expect(portfolio.totalUsd).toBe(230.000001);
  });

  it('computes the 24h change over the shown rows, those without one counting as unchanged', () => {
    // PLS 30.000001 USD after +50 % (20.0000006… a day ago); PLSX has no change, so it was worth the same 200.
    const then = 30.000001 / 1.5 + 200;
    expect(portfolio.changePct24h).toBeCloseTo(((230.000001 - then) / then) * 100, 10);
  });

  it('lists chain-filtered holdings with their reasons, and display-hidden rows with theirs', () => {
    expect(portfolio.filtered.map(({ holding, reason }) => [holding.token.symbol, reason])).toEqual(
      [
        ['GIFT', 'spam'],
        ['DUST', 'dust'],
      ],
    );
    expect(portfolio.hidden.map(({ token, reason }) => [token.key, reason])).toEqual([
      [`eth:${USDC_ETH}:USDC`, 'below-display-floor'],
    ]);
  });

  it('gives a breakdown for each shown row only, largest amount first', () => {
    expect([...portfolio.breakdown.keys()]).toEqual(['pulse:native:PLS', `pulse:${PLSX}:PLSX`]);
    expect(portfolio.breakdown.get(`pulse:${PLSX}:PLSX`)).toEqual([
      { wallet: WALLET_B, amount: '3', valueUsd: 150 },
      { wallet: WALLET_A, amount: '1', valueUsd: 50 },
    ]);
  });

  it('is empty for no holdings', () => {
    expect(buildPortfolio([])).toEqual({
      tokens: [],
      breakdown: new Map(),
      totalUsd: 0,
      changePct24h: null,
      filtered: [],
      hidden: [],
    });
  });
});

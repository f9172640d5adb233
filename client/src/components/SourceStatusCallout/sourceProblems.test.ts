import { describe, expect, it } from '@jest/globals';
import type { SourceStatusCallout_StatusFragment } from '../../graphql/generated/graphql';
import { formatAge, isChainNetworkIssue, sourceKind, sourceProblems } from './sourceProblems';

const status = (
  overrides: Partial<SourceStatusCallout_StatusFragment>,
): SourceStatusCallout_StatusFragment => ({
  __typename: 'SourceStatus',
  chain: 'BSC',
  wallet: '0xa',
  source: 'token-listing:bsc-indexer',
  state: 'FAILED',
  ageSeconds: null,
  message: 'No working BSC RPC',
  reason: 'NETWORK',
  ...overrides,
});

describe('sourceProblems', () => {
  it('groups one failing read over several wallets into one problem naming them all, failures first', () => {
    const problems = sourceProblems([
      status({
        state: 'STALE',
        chain: 'PULSE',
        source: 'price:dexscreener',
        wallet: null,
        ageSeconds: 60,
        message: null,
      }),
      status({}),
      status({ wallet: '0xb' }),
      status({ state: 'FRESH', chain: 'ETH' }),
      status({ state: 'CACHED', chain: 'ETH' }),
    ]);
    expect(problems).toEqual([
      {
        state: 'FAILED',
        chain: 'BSC',
        kind: 'balances',
        upstream: 'bsc-indexer',
        message: 'No working BSC RPC',
        wallets: ['0xa', '0xb'],
        ageSeconds: null,
        configuration: false,
      },
      {
        state: 'STALE',
        chain: 'PULSE',
        kind: 'prices',
        upstream: 'dexscreener',
        message: null,
        wallets: [],
        ageSeconds: 60,
        configuration: false,
      },
    ]);
  });

  it('reads the kind of a source from its prefix', () => {
    expect([
      sourceKind('token-listing:x'),
      sourceKind('native-balance:rpc'),
      sourceKind('price:defillama'),
      sourceKind('dex(wpls)'),
      sourceKind('positions:rpc'),
      sourceKind('transactions:x'),
    ]).toEqual(['balances', 'native', 'prices', 'prices', 'positions', 'other']);
  });

  it('marks balance failures on PulseChain and Ethereum for the spec network-issue text', () => {
    const [pulse] = sourceProblems([status({ chain: 'PULSE', source: 'native-balance:rpc' })]);
    const [bsc] = sourceProblems([status({})]);
    const [prices] = sourceProblems([status({ chain: 'ETH', source: 'price:dexscreener' })]);
    expect(pulse && isChainNetworkIssue(pulse)).toBe(true);
    expect(bsc && isChainNetworkIssue(bsc)).toBe(false);
    expect(prices && isChainNetworkIssue(prices)).toBe(false);
  });

  it('sets a source no one on this server serves (NOT_CONFIGURED) apart from failures', () => {
    const problems = sourceProblems([
      status({ chain: 'BSC', source: 'transactions:none', reason: 'NOT_CONFIGURED' }),
      status({ chain: 'BSC', source: 'transactions:none', reason: 'NETWORK' }),
      status({ chain: 'ETH', source: 'native-balance:rpc', reason: 'NOT_CONFIGURED' }),
    ]);
    expect(problems.map((problem) => [problem.chain, problem.configuration])).toEqual([
      ['BSC', true],
      ['BSC', false],
      ['ETH', true],
    ]);
    // A missing key is not the spec's "network issue": nothing to retry.
    expect(problems.filter(isChainNetworkIssue)).toEqual([]);
  });

  it('writes ages in the largest sensible unit', () => {
    expect([formatAge(90), formatAge(900), formatAge(7200 * 3), formatAge(86_400 * 3)]).toEqual([
      { value: 90, unit: 's' },
      { value: 15, unit: 'min' },
      { value: 6, unit: 'h' },
      { value: 3, unit: 'd' },
    ]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { INTERVAL_MS } from '../orchestrator/orchestrator';
import { WalletDetailDocument } from './generated/graphql';
import { SessionAnswers } from './sessionAnswers';

describe('SessionAnswers (a page shows what the cache holds)', () => {
  it('asks the network for a question this tab has not had answered, and reads the cache for one it just had', () => {
    let now = 1_000;
    const answers = new SessionAnswers(() => now);
    const variables = { address: '0xabc' };
    expect(answers.policyFor(WalletDetailDocument, variables)).toBe('cache-and-network');

    // The refresh button's `fresh` copy of the question answers the page's question too.
    answers.record('WalletDetail', { fresh: true, address: '0xabc' });
    expect(answers.policyFor(WalletDetailDocument, variables)).toBe('cache-first');
    expect(answers.policyFor(WalletDetailDocument, { address: '0xdef' })).toBe('cache-and-network');

    // Older than the orchestrator's interval: asked again.
    now += INTERVAL_MS;
    expect(answers.policyFor(WalletDetailDocument, variables)).toBe('cache-and-network');
  });

  it('knows an answer younger than a given age', () => {
    let now = 1_000;
    const answers = new SessionAnswers(() => now);
    answers.record('Chains', {});
    now += 59_000;
    expect(answers.answeredWithin('Chains', {}, 60_000)).toBe(true);
    now += 1_000;
    expect(answers.answeredWithin('Chains', {}, 60_000)).toBe(false);
    expect(answers.answeredWithin('Ticker', {}, 60_000)).toBe(false);
  });

  it("reads the cache while a route's preload asks, and tells its listeners when that settles", async () => {
    const answers = new SessionAnswers(() => 1_000);
    const variables = { address: '0xabc' };
    const seen: boolean[] = [];
    const unsubscribe = answers.subscribe(() =>
      seen.push(answers.isPreloadingFor(WalletDetailDocument, variables)),
    );
    let settle: () => void = () => undefined;
    const answer = new Promise<void>((resolve) => (settle = resolve));
    answers.preload(WalletDetailDocument, variables, answer);
    answers.preload(WalletDetailDocument, variables, answer);
    expect(answers.policyFor(WalletDetailDocument, variables)).toBe('cache-first');
    expect(answers.isPreloadingFor(WalletDetailDocument, { address: '0xdef' })).toBe(false);

    settle();
    await answer;
    await Promise.resolve();
    expect(answers.isPreloadingFor(WalletDetailDocument, variables)).toBe(false);
    expect(seen).toEqual([true, true, true, false]);
    // The answer itself is recorded by the link, not by the preload: a failed one asks again.
    expect(answers.policyFor(WalletDetailDocument, variables)).toBe('cache-and-network');
    unsubscribe();
  });
});

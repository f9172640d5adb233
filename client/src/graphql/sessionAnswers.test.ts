import { describe, expect, it } from '@jest/globals';
import { INTERVAL_MS } from '../orchestrator/orchestrator';
import { WalletDetailDocument } from './generated/graphql';
import { SessionAnswers } from './sessionAnswers';

describe('SessionAnswers (issue 19 item 6: a page shows what the cache holds)', () => {
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
});

import { describe, expect, it } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { createRateLimitLink, isRateLimitedError, reportsRateLimitedSource } from './rateLimitLink';
import { RateLimitNotice } from './rateLimitNotice';
import { retryDelay } from './retryLink';

const QUERY = gql`
  query Probe {
    chains {
      key
    }
  }
`;

type Answer = 'ok' | 'rate-limited';

/** A terminating link answering from a script, one entry per attempt. */
function scripted(answers: Answer[]) {
  return new ApolloLink(
    () =>
      new Observable((observer) => {
        const answer = answers.shift() ?? 'ok';
        observer.next(
          answer === 'ok'
            ? { data: { chains: [] } }
            : {
                data: null,
                errors: [
                  { message: 'Temporarily rate-limited', extensions: { code: 'RATE_LIMITED' } },
                ],
              },
        );
        observer.complete();
      }),
  );
}

describe('rate-limit notice (spec §4, §8)', () => {
  it('shows on the first rate-limited answer and hides on the next success', async () => {
    const notice = new RateLimitNotice();
    const changes: boolean[] = [];
    notice.subscribe((visible) => changes.push(visible));
    const client = new ApolloClient({
      link: ApolloLink.from([createRateLimitLink(notice), scripted(['rate-limited', 'ok'])]),
      cache: new InMemoryCache(),
    });

    await client.query({ query: QUERY, fetchPolicy: 'network-only' }).catch(() => undefined);
    expect(notice.isVisible()).toBe(true);
    await client.query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(notice.isVisible()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('shows once per request however many of its 429 attempts are refused, then hides on success', async () => {
    const notice = new RateLimitNotice();
    const changes: boolean[] = [];
    notice.subscribe((visible) => changes.push(visible));
    let attempts = 0;
    const http = new ApolloLink(
      () =>
        new Observable((observer) => {
          attempts += 1;
          if (attempts <= 2) {
            observer.error(
              new ServerError('Too Many Requests', {
                response: new Response('', { status: 429 }),
                bodyText: '',
              }),
            );
            return;
          }
          observer.next({ data: { chains: [] } });
          observer.complete();
        }),
    );
    const retry = new RetryLink({
      delay: { initial: 1, max: 1, jitter: false },
      attempts: { max: 5, retryIf: isRateLimitedError },
    });
    const client = new ApolloClient({
      link: ApolloLink.from([retry, createRateLimitLink(notice), http]),
      cache: new InMemoryCache(),
    });
    await client.query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(attempts).toBe(3);
    expect(changes).toEqual([true, false]);
  });
});

describe('reportsRateLimitedSource', () => {
  it('finds a source the upstream refused for rate inside a partial answer by its reason', () => {
    const status = (message: string | null, reason: string | null) => ({
      __typename: 'SourceStatus',
      state: 'STALE',
      message,
      reason,
    });
    expect(
      reportsRateLimitedSource({
        wallet: {
          sources: [
            status(null, null),
            status('blockscout-token-balances: Blockscout v2 HTTP 429', 'RATE_LIMITED'),
          ],
        },
      }),
    ).toBe(true);
    expect(
      reportsRateLimitedSource({
        wallet: {
          sources: [status('Blockscout v2 HTTP 503', 'BAD_RESPONSE'), status(null, null)],
        },
      }),
    ).toBe(false);
    // The text is for people: a message that mentions a 429 without the reason is not a signal.
    expect(
      reportsRateLimitedSource({
        wallet: { sources: [status('a note quoting HTTP 429', 'BAD_RESPONSE')] },
      }),
    ).toBe(false);
    expect(
      reportsRateLimitedSource({ wallet: { name: 'RATE_LIMITED is not a status here' } }),
    ).toBe(false);
  });
});

describe('retry delays (spec §7 retry policy)', () => {
  it('uses full jitter up to 800 ms × 2^(attempt−1), capped at 15 s', () => {
    expect(retryDelay(1, new Error('x'), () => 0.999)).toBe(799);
    expect(retryDelay(3, new Error('x'), () => 0.5)).toBe(1600);
    expect(retryDelay(10, new Error('x'), () => 0.999)).toBe(14_985);
  });
});

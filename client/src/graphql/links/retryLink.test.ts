import { describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import { ERROR_RETRY, createRetryLink, retryKind } from './retryLink';

const QUERY = gql`
  query Probe {
    chains {
      key
    }
  }
`;

const serverError = (status: number) =>
  new ServerError('refused', { response: new Response('', { status }), bodyText: '' });

/** A terminating link that fails with `failure` for the first `failures` attempts, then answers. */
function failingThenOk(failure: () => unknown, failures: number) {
  let attempts = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        attempts += 1;
        if (attempts <= failures) {
          observer.error(failure());
          return;
        }
        observer.next({ data: { chains: [] } });
        observer.complete();
      }),
  );
  return { link, attempts: () => attempts };
}

describe('retry link: spec §7 policy, and §9 "error retry 5 s" for every other failure', () => {
  it('sorts failures: 429/502/503/504 by the §7 policy, the network and other 5xx every 5 s, the rest never', () => {
    expect([429, 502, 503, 504].map((status) => retryKind(serverError(status)))).toEqual([
      'policy',
      'policy',
      'policy',
      'policy',
    ]);
    expect(retryKind(serverError(500))).toBe('error');
    expect(retryKind(new TypeError('Failed to fetch'))).toBe('error');
    expect(retryKind(serverError(400))).toBeNull();
    expect(retryKind(serverError(404))).toBeNull();
  });

  it('tries an unreachable server again after 5 s, up to three times', async () => {
    jest.useFakeTimers();
    try {
      const server = failingThenOk(() => new TypeError('Failed to fetch'), 2);
      const client = new ApolloClient({
        link: ApolloLink.from([createRetryLink(), server.link]),
        cache: new InMemoryCache(),
      });
      const answer = client.query({ query: QUERY, fetchPolicy: 'network-only' });
      await jest.advanceTimersByTimeAsync(ERROR_RETRY.intervalMs - 1);
      expect(server.attempts()).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(server.attempts()).toBe(2);
      await jest.advanceTimersByTimeAsync(ERROR_RETRY.intervalMs);
      await expect(answer).resolves.toMatchObject({ data: { chains: [] } });
      expect(server.attempts()).toBe(3);

      const down = failingThenOk(() => new TypeError('Failed to fetch'), 100);
      const failing = new ApolloClient({
        link: ApolloLink.from([createRetryLink(), down.link]),
        cache: new InMemoryCache(),
      });
      const gaveUp = failing
        .query({ query: QUERY, fetchPolicy: 'network-only' })
        .catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(ERROR_RETRY.intervalMs * 5);
      expect(await gaveUp).toBeInstanceOf(TypeError);
      expect(down.attempts()).toBe(1 + ERROR_RETRY.retries);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not ask again after a 400', async () => {
    const server = failingThenOk(() => serverError(400), 1);
    const client = new ApolloClient({
      link: ApolloLink.from([createRetryLink(), server.link]),
      cache: new InMemoryCache(),
    });
    await expect(client.query({ query: QUERY, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(server.attempts()).toBe(1);
  });
});

import { describe, expect, it } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { ServerError, ServerParseError } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import {
  ServerReachability,
  createReachabilityLink,
  isServerUnreachable,
} from './serverReachability';

const QUERY = gql`
  query Probe {
    chains {
      key
    }
  }
`;

type Attempt = 'answer' | 'refused' | 'graphql-error';

/** A terminating link answering from a script, one entry per request. */
function scripted(attempts: Attempt[]) {
  return new ApolloLink(
    () =>
      new Observable((observer) => {
        const attempt = attempts.shift() ?? 'answer';
        if (attempt === 'refused') observer.error(new TypeError('fetch failed'));
        else {
          observer.next(
            attempt === 'answer'
              ? { data: { chains: [] } }
              : {
                  data: null,
                  errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }],
                },
          );
          observer.complete();
        }
      }),
  );
}

const response = (status: number) => new Response('', { status });

describe('isServerUnreachable', () => {
  it('blames the server for refused connections, proxy gateway errors and non-GraphQL bodies only', () => {
    expect(isServerUnreachable(new TypeError('fetch failed'))).toBe(true);
    for (const status of [502, 503, 504])
      expect(
        isServerUnreachable(new ServerError('gone', { response: response(status), bodyText: '' })),
      ).toBe(true);
    expect(
      isServerUnreachable(
        new ServerParseError(new SyntaxError('<html>'), { response: response(200), bodyText: '' }),
      ),
    ).toBe(true);
    // The gateway's own refusals (a limit, a bug) are answers: the server is there.
    expect(
      isServerUnreachable(new ServerError('limited', { response: response(429), bodyText: '' })),
    ).toBe(false);
    expect(
      isServerUnreachable(new ServerError('broken', { response: response(500), bodyText: '' })),
    ).toBe(false);
    expect(isServerUnreachable(new Error('anything else'))).toBe(false);
  });
});

describe('ServerReachability through the link', () => {
  it('says the server is down at the first refusal, tells every refusal, and clears on an answer', async () => {
    let clock = 1_000;
    const reachability = new ServerReachability(() => clock);
    let told = 0;
    reachability.subscribe(() => (told += 1));
    const client = new ApolloClient({
      link: ApolloLink.from([
        createReachabilityLink(reachability),
        scripted(['answer', 'refused', 'refused', 'graphql-error', 'answer']),
      ]),
      cache: new InMemoryCache(),
    });
    const ask = () =>
      client.query({ query: QUERY, fetchPolicy: 'network-only' }).catch(() => undefined);

    await ask();
    expect(reachability.lastAnswerAt()).toBe(1_000);
    expect(reachability.unreachableSince()).toBeNull();

    clock = 2_000;
    await ask();
    expect(reachability.unreachableSince()).toBe(2_000);
    clock = 3_000;
    await ask();
    // Still down since the first refusal; each refusal is told (a refresh run stops on it).
    expect(reachability.unreachableSince()).toBe(2_000);
    expect(told).toBe(2);

    // An answer with GraphQL errors is still an answer from this server.
    clock = 4_000;
    await ask();
    expect(reachability.unreachableSince()).toBeNull();
    expect(reachability.lastAnswerAt()).toBe(4_000);
    expect(told).toBe(3);
  });

  it('dates restored figures by their save time until this tab has an answer of its own', () => {
    const reachability = new ServerReachability(() => 9_000);
    reachability.answeredBefore(5_000);
    expect(reachability.lastAnswerAt()).toBe(5_000);
    reachability.answered();
    reachability.answeredBefore(1_000);
    expect(reachability.lastAnswerAt()).toBe(9_000);
  });
});

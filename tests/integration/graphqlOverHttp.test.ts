import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { serverAudits } from 'graphql-http';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * The GraphQL-over-HTTP specification's server audit, from the graphql-http package (a suite no
 * one here wrote), against the real server over a real socket (issue 15 deliverable 4): every
 * MUST, SHOULD and MAY.
 */
let test: TestGateway;
let url: string;

beforeAll(async () => {
  test = await startTestGateway();
  url = `${await test.gateway.listen()}/graphql`;
});

afterAll(async () => {
  await test.close();
});

const audits = serverAudits({ url: () => url });

describe('GraphQL over HTTP server audit (graphql-http)', () => {
  it.each(
    audits
      .filter((audit) => audit.name.startsWith('MUST'))
      .map((audit) => [audit.name, audit] as const),
  )('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
  });

  it.each([
    ['application/json', 200],
    ['application/graphql-response+json, application/json', 400],
    ['*/*', 400],
  ])('answers a validation error to Accept: %s with %i', async (accept, status) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify({ query: '{ nope }' }),
    });
    expect(response.status).toBe(status);
    expect(
      ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]
        ?.extensions.code,
    ).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it.each([
    ['an answer', '{ __typename }'],
    ['a validation error', '{ nope }'],
  ])('tells HTTP caches not to keep %s (Cache-Control: no-store)', async (_what, query) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('meets every SHOULD and MAY too', async () => {
    const missed: string[] = [];
    for (const audit of audits.filter((candidate) => !candidate.name.startsWith('MUST'))) {
      const result = await audit.fn();
      if (result.status !== 'ok') missed.push(`${audit.id} ${audit.name}: ${result.reason}`);
    }
    expect(missed).toEqual([]);
  });
});

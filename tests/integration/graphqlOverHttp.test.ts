import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { serverAudits } from 'graphql-http';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * The GraphQL-over-HTTP specification's server audit, from the graphql-http package (a suite no
 * one here wrote), against the real server over a real socket (issue 15 deliverable 4). Every
 * MUST passes; SHOULDs and MAYs are reported, and the ones Kinko does not meet are listed in
 * docs/DECISIONS.md "GraphQL over HTTP".
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
  it.each(audits.filter((audit) => audit.name.startsWith('MUST')).map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
  });

  it('reports the SHOULDs and MAYs it does not meet, which are the known ones', async () => {
    const missed: string[] = [];
    for (const audit of audits.filter((candidate) => !candidate.name.startsWith('MUST'))) {
      const result = await audit.fn();
      if (result.status !== 'ok') missed.push(`${audit.id} ${audit.name}: ${result.reason}`);
    }
    // Apollo Server answers these with 400 whatever the Accept header, which the spec prefers for
    // application/graphql-response+json; bots reading application/json still get the errors body.
    expect(missed).toEqual([
      '572B SHOULD use 200 status code on document parsing failure when accepting application/json: Response status code is not 200',
      'FDE2 SHOULD use 200 status code on document validation failure when accepting application/json: Response status code is not 200',
      '7B9B SHOULD use a status code of 200 on variable coercion failure when accepting application/json: Response status code is not 200',
    ]);
  });
});

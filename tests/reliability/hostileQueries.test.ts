import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getIntrospectionQuery } from 'graphql';
import request from 'supertest';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

// STYLE.md habit 16: what a client can make grow, a cap holds. Operation names become metric
// labels; introspection is answered from memory but its answer grows with every alias.

let test: TestGateway;

beforeAll(async () => {
  test = await startTestGateway();
});

afterAll(async () => {
  await test.close();
});

const scrape = async () => (await request(test.gateway.app).get('/metrics').expect(200)).text;

describe('/metrics under operation names chosen by clients', () => {
  it('stays under 1 MB after 100 operations with 60 KB names, and after more distinct short names than it keeps', async () => {
    for (let index = 0; index < 100; index++) {
      const name = `Op${index}_${'x'.repeat(60_000)}`;
      await request(test.gateway.app)
        .post('/graphql')
        .send({ query: `query ${name} { __typename }` })
        .expect(200);
    }
    const afterLong = await scrape();
    expect(afterLong.length).toBeLessThan(1024 * 1024);
    expect(afterLong).not.toMatch(/xxxxxxxxxx/);
    expect(afterLong).toMatch(
      /^kinko_graphql_request_duration_seconds_count\{operation="other",outcome="ok"\} 100$/m,
    );

    for (let index = 0; index < 300; index++) {
      const name = `Op${index}_${'y'.repeat(58)}`;
      await request(test.gateway.app)
        .post('/graphql')
        .send({ query: `query ${name} { __typename }` })
        .expect(200);
    }
    expect((await scrape()).length).toBeLessThan(1024 * 1024);
  });
});

describe('introspection is counted like any other field', () => {
  const aliasedSchemas = (count: number) =>
    `{ ${Array.from({ length: count }, (_, index) => `s${index}: __schema { types { name fields { name } } }`).join(' ')} }`;

  it('refuses 180 aliased __schema with the cost error, before anything runs', async () => {
    const response = await request(test.gateway.app)
      .post('/graphql')
      .send({ query: aliasedSchemas(180) })
      .expect(400);
    expect(response.text.length).toBeLessThan(2_000);
    expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
  });

  it('refuses aliased __type too, and nesting past the depth limit inside introspection', async () => {
    const types = `{ ${Array.from({ length: 11 }, (_, index) => `t${index}: __type(name: "Query") { name }`).join(' ')} }`;
    const deep = `{ __schema { types { fields { type { fields { type { fields { type { fields { type { fields { name } } } } } } } } } } } }`;
    for (const query of [types, deep]) {
      const response = await request(test.gateway.app).post('/graphql').send({ query }).expect(400);
      expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
    }
  });

  it('still answers the introspection query GraphiQL and codegen send, and a few aliased copies', async () => {
    for (const query of [
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
      aliasedSchemas(3),
    ]) {
      const response = await request(test.gateway.app).post('/graphql').send({ query }).expect(200);
      expect(response.body.errors).toBeUndefined();
    }
  });
});

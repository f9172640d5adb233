import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  buildSchema,
  getIntrospectionQuery,
  getVariableValues,
  parse,
  validate,
  type OperationDefinitionNode,
} from 'graphql';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { exampleTabs, PLACEHOLDER_WALLET } from '../../client/src/routes/playground/examples';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

let clientDist: string;
let test: TestGateway;

beforeAll(async () => {
  clientDist = mkdtempSync(path.join(os.tmpdir(), 'kinko-client-'));
  mkdirSync(path.join(clientDist, 'assets'));
  writeFileSync(
    path.join(clientDist, 'index.html'),
    '<!doctype html><title>Kinko</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(clientDist, 'assets', 'graphql.worker-abc123.js'),
    'self.onmessage = () => {};',
  );
  test = await startTestGateway({ CLIENT_DIST: clientDist });
});

afterAll(async () => {
  await test.close();
  rmSync(clientDist, { recursive: true, force: true });
});

describe('the GraphQL playground (DESIGN.md "One process, one port")', () => {
  it('is served at /playground from the same port, as the dashboard route that hosts GraphiQL', async () => {
    const page = await request(test.gateway.app)
      .get('/playground')
      .set('accept', 'text/html')
      .expect(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('<div id="root"></div>');
  });

  it("serves Monaco's worker scripts as JavaScript, which browsers require of a worker", async () => {
    await request(test.gateway.app)
      .get('/assets/graphql.worker-abc123.js')
      .expect(200)
      .expect('content-type', /javascript/);
  });

  it('answers the standard introspection query GraphiQL sends, deeper than the depth limit', async () => {
    const response = await request(test.gateway.app)
      .post('/graphql')
      .send({ query: getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }) })
      .expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.__schema.queryType.name).toBe('Query');
  });

  it('answers it under NODE_ENV=production too, as npm start and the Docker image run the gateway', async () => {
    const previous = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'production';
    const production = await startTestGateway({ CLIENT_DIST: clientDist }).finally(() => {
      process.env['NODE_ENV'] = previous;
    });
    try {
      const response = await request(production.gateway.app)
        .post('/graphql')
        .send({ query: getIntrospectionQuery() })
        .expect(200);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.__schema.queryType.name).toBe('Query');
    } finally {
      await production.close();
    }
  });

  it('still limits the depth of every other field', async () => {
    const tooDeep = `{ __typename ${'a { '.repeat(11)}b${' }'.repeat(11)} }`;
    const response = await request(test.gateway.app)
      .post('/graphql')
      .send({ query: tooDeep })
      .expect(400);
    expect(
      response.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code),
    ).toContain('QUERY_TOO_COSTLY');
  });
});

// The committed schema (npm run check keeps it current), so an example that drifts from the API fails here.
const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const demo = [
  '0x1111111111111111111111111111111111111111',
  '0x2222222222222222222222222222222222222222',
];

describe('playground examples', () => {
  // demoWallets and contact are the dashboard's own plumbing, not data anyone explores.
  it('cover every root field but demoWallets and contact, one named operation a tab', () => {
    const fields = exampleTabs(demo).flatMap((tab) =>
      parse(tab.query).definitions.flatMap((definition) =>
        definition.kind === 'OperationDefinition'
          ? definition.selectionSet.selections.map((selection) =>
              selection.kind === 'Field' ? selection.name.value : '',
            )
          : [],
      ),
    );
    expect(fields.sort()).toEqual(
      Object.keys(schema.getQueryType()?.getFields() ?? {})
        .filter((field) => field !== 'demoWallets' && field !== 'contact')
        .sort(),
    );
  });

  it.each(exampleTabs(demo).map((tab) => [tab.query.match(/query (\w+)/)?.[1], tab] as const))(
    '%s and its variables are valid against schema.graphql',
    (_name, tab) => {
      const document = parse(tab.query);
      expect(validate(schema, document)).toEqual([]);
      const operation = document.definitions[0] as OperationDefinitionNode;
      const variables =
        tab.variables === '' ? {} : (JSON.parse(tab.variables) as Record<string, unknown>);
      expect(
        getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors,
      ).toBeUndefined();
    },
  );

  it("use the server's demo wallets when it has some, the placeholder otherwise", () => {
    expect(JSON.parse(exampleTabs(demo)[2]!.variables)).toEqual({ wallets: demo });
    expect(JSON.parse(exampleTabs([])[1]!.variables)).toEqual({ address: PLACEHOLDER_WALLET });
  });
});

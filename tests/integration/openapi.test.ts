import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import request from 'supertest';
import { apiRouter } from '../../gateway/src/routes/apiRouter';
import { OPENAPI_DOCUMENT } from '../../gateway/src/routes/openapi';
import { NOTE_SEPARATOR } from '../../gateway/src/routes/csv/sourceNotes';
import type { GatewayDeps } from '../../gateway/src/deps';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * /api/openapi.json against the real router: every route is described,
 * every described path answers, and with a status and content type the document names. The
 * gateway's upstreams are dead ports here, so data routes answer their documented failures.
 */
let test: TestGateway;

beforeAll(async () => {
  test = await startTestGateway();
});

afterAll(async () => {
  await test.close();
});

interface Parameter {
  name: string;
  required?: boolean;
  example?: string;
  schema: { enum?: readonly string[]; examples?: readonly string[]; default?: unknown };
}
interface Operation {
  parameters?: readonly Parameter[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}

const documented = Object.entries(OPENAPI_DOCUMENT.paths as Record<string, { get: Operation }>);
const wallet = '0x7a16ff8270133f063aab6c9977183d9e72835428';

/** A value for each required parameter: its example, its first enum or example value, else a wallet. */
function sampleQuery(operation: Operation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters ?? []) {
    if (!parameter.required) continue;
    query[parameter.name] =
      parameter.example ?? parameter.schema.enum?.[0] ?? parameter.schema.examples?.[0] ?? wallet;
  }
  return query;
}

describe('OpenAPI document (/api/openapi.json)', () => {
  it('is served as OpenAPI 3.1 with CORS', async () => {
    const response = await request(test.gateway.app)
      .get('/api/openapi.json')
      .set('Origin', 'https://tool.example')
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body).toEqual(JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)));
  });

  it('passes a standard OpenAPI linter’s recommended rules (Redocly), warnings included', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(OPENAPI_DOCUMENT),
      absoluteRef: '/api/openapi.json',
      config,
    });
    expect(
      problems.map(
        (problem) => `${problem.severity} ${problem.ruleId}: ${problem.location[0]?.pointer}`,
      ),
    ).toEqual([]);
  });

  it('describes every route the router has, and nothing else', async () => {
    // The router's own table: building it only closes over deps, so none are needed to read it.
    const routed = apiRouter({} as GatewayDeps).stack.flatMap((layer) =>
      layer.route ? [`/api${String(layer.route.path)}`] : [],
    );
    expect(routed.length).toBeGreaterThan(5);
    expect(documented.map(([path]) => path).sort()).toEqual([...routed].sort());
    // A path the router lacks is a JSON 404: every documented one is routed.
    for (const [path] of documented)
      expect((await request(test.gateway.app).get(path)).status).not.toBe(404);
    expect((await request(test.gateway.app).get('/api/nothing-documented')).status).toBe(404);
  });

  it.each(documented.map(([path, item]) => [path, item.get] as const))(
    '%s answers with a documented status and content type',
    async (path, operation) => {
      const response = await request(test.gateway.app).get(path).query(sampleQuery(operation));
      const described = operation.responses[String(response.status)];
      expect(described).toBeDefined();
      const types = Object.keys(described?.content ?? {});
      expect(types.some((type) => String(response.headers['content-type']).startsWith(type))).toBe(
        true,
      );
      expect(response.headers['x-request-id']).toEqual(expect.any(String));
    },
  );

  it.each(
    documented.flatMap(([path, item]) =>
      (item.get.parameters ?? [])
        .filter((parameter) => parameter.schema.enum !== undefined)
        .map((parameter) => [path, parameter.name, item.get] as const),
    ),
  )(
    '%s refuses a %s outside the documented values (the route parses with the same schema)',
    async (path, name, operation) => {
      const response = await request(test.gateway.app)
        .get(path)
        .query({ ...sampleQuery(operation), [name]: 'not-documented' });
      expect(response.status).toBe(400);
    },
  );

  it('says what the routes send: the partial header separator, a null block number', () => {
    const document = JSON.parse(JSON.stringify(OPENAPI_DOCUMENT));
    const partial =
      document.paths['/api/holdings.csv'].get.responses['200'].headers['X-Kinko-Partial'];
    expect(partial.description).toContain(`"${NOTE_SEPARATOR}"-separated`);
    const blockNumber = document.components.schemas.Transaction.properties.blockNumber;
    expect(blockNumber.anyOf).toContainEqual({ type: 'null' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

const wallet = '0x7a16ff8270133f063aab6c9977183d9e72835428';
let first: TestGateway;
let second: TestGateway;

beforeAll(async () => {
  // Two gateways in one process: each must have its own registry (no "already registered").
  first = await startTestGateway();
  second = await startTestGateway();
});

afterAll(async () => {
  await first.close();
  await second.close();
});

const scrape = async (test: TestGateway) =>
  (await request(test.gateway.app).get('/metrics').expect(200)).text;

describe('/metrics (DESIGN.md "Logs and metrics")', () => {
  it('times GraphQL operations by name, REST routes by pattern, and upstream attempts by source and status', async () => {
    await request(first.gateway.app)
      .post('/graphql')
      .send({
        query: `query EthTotal { wallet(address: "${wallet}", chains: [ETH]) { totalUsd } }`,
        operationName: 'EthTotal',
      })
      .expect(200);
    await request(first.gateway.app)
      .get('/api/tx')
      .query({ chain: 'eth', address: 'not-an-address' })
      .expect(400);
    const text = await scrape(first);
    expect(text).toMatch(
      /^kinko_graphql_request_duration_seconds_bucket\{le="0\.005",operation="EthTotal",outcome="ok"\} \d+$/m,
    );
    expect(text).toMatch(
      /^kinko_graphql_request_duration_seconds_count\{operation="EthTotal",outcome="ok"\} 1$/m,
    );
    expect(text).toMatch(
      /^kinko_rest_request_duration_seconds_count\{route="\/api\/tx",status="400"\} 1$/m,
    );
    // Every upstream is a dead loopback port here: status 0, for the HTTP sources and the RPC nodes alike.
    expect(text).toMatch(
      /^kinko_upstream_request_duration_seconds_count\{upstream="blockscout:eth",status="0"\} [1-9]\d*$/m,
    );
    expect(text).toMatch(
      /^kinko_upstream_requests_total\{upstream="rpc:eth",status="0"\} [1-9]\d*$/m,
    );
    expect(text).toMatch(/^kinko_http_requests_in_flight\{api="graphql"\} 0$/m);
    // Circuits (DESIGN.md "Upstream health"): every RPC node is listed from the start; the one ETH
    // node failed once here, below its threshold of three, so it is still closed (0).
    expect(text).toMatch(/^kinko_upstream_circuit_state\{upstream="rpc:eth@127\.0\.0\.1:9"\} 0$/m);
    expect(text).toMatch(/^kinko_upstream_circuit_state\{upstream="blockscout:eth\/v2"\} [0-2]$/m);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('keeps each gateway’s counts apart', async () => {
    const text = await scrape(second);
    expect(text).not.toMatch(/operation="EthTotal"/);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });
});

describe('docs/grafana/kinko.json', () => {
  it('reads only metric families /metrics exposes, and every kinko_ family', async () => {
    const dashboard = JSON.parse(readFileSync('docs/grafana/kinko.json', 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
    const read = new Set(
      exprs.flatMap((expr) =>
        [...expr.matchAll(/\b((?:kinko|process|nodejs)_[a-z0-9_]+)/g)].map((match) =>
          (match[1] ?? '').replace(/_(bucket|sum|count)$/, ''),
        ),
      ),
    );
    const exposed = new Set(
      [...(await scrape(first)).matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]),
    );
    for (const name of read) expect([name, exposed.has(name)]).toEqual([name, true]);
    for (const name of exposed)
      if (name?.startsWith('kinko_')) expect([name, read.has(name)]).toEqual([name, true]);
  });
});

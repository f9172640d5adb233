import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { loadConfig } from '../../gateway/src/config/env';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

let open: TestGateway;
let listed: TestGateway;

beforeAll(async () => {
  open = await startTestGateway();
  listed = await startTestGateway({ CORS_ORIGINS: 'https://a.example, https://b.example:8443' });
});

afterAll(async () => {
  await open.close();
  await listed.close();
});

describe('CORS on /graphql and /api/* (issue 15, docs/DECISIONS.md "CORS")', () => {
  it('answers a preflight for POST /graphql from any site, without credentials', async () => {
    const response = await request(open.gateway.app)
      .options('/graphql')
      .set('Origin', 'https://some.site')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type')
      .expect(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('GET,POST');
    expect(response.headers['access-control-allow-headers']).toBe('content-type');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets a page read a CSV and the headers that carry meaning', async () => {
    const response = await request(open.gateway.app)
      .get('/api/portfolio.csv')
      .query({ wallets: 'nope' })
      .set('Origin', 'https://some.site')
      .expect(400);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-expose-headers']).toBe(
      'X-Request-Id,X-Kinko-Partial,X-Kinko-Stale,X-Kinko-Complete,X-Kinko-Next-Cursor,X-Kinko-Fx,Retry-After,RateLimit,RateLimit-Policy,Content-Disposition',
    );
  });

  it('with CORS_ORIGINS, allows the listed origins only', async () => {
    const allowed = await request(listed.gateway.app)
      .get('/graphql')
      .query({ query: '{ chains { key } }' })
      .set('Origin', 'https://b.example:8443')
      .expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://b.example:8443');
    expect(allowed.headers['vary']).toMatch(/Origin/);
    const refused = await request(listed.gateway.app)
      .options('/graphql')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a CORS_ORIGINS entry that is not an origin', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(
      /CORS_ORIGINS: "https:\/\/a.example\/path" is not an origin/,
    );
  });
});

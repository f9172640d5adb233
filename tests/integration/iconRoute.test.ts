import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { withTestGateway } from '../helpers/testGateway';

/**
 * Issue 14 "icons without leaks": the dashboard's icons come through GET /icons, which fetches
 * only from allowed hosts, only raster bytes, under a size cap, and caches them.
 */

let sandbox: Sandbox;
/** A second loopback server that is NOT a configured upstream: the route must never fetch it. */
let stranger: Server;
let strangerHits = 0;

beforeAll(async () => {
  sandbox = await startSandbox({});
  stranger = createServer((_req, res) => {
    strangerHits += 1;
    res.writeHead(200, { 'content-type': 'image/png' }).end('not really');
  });
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  await sandbox.stop();
  await new Promise((resolve) => stranger.close(resolve));
});

const icon = (path: string) => `${sandbox.url}/images/assets.coingecko.com/${path}.png`;

describe('GET /icons', () => {
  it('serves an allowed icon as a sandboxed PNG and answers the second request from the cache', async () => {
    await withTestGateway(sandbox.env, async ({ gateway }) => {
      const src = icon('coins/images/6319/small/usdc');
      const first = await request(gateway.app).get('/icons').query({ src });
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('image/png');
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      expect(first.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
      expect((first.body as Buffer).subarray(1, 4).toString('ascii')).toBe('PNG');
      const second = await request(gateway.app).get('/icons').query({ src });
      expect(second.status).toBe(200);
      expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
      expect(sandbox.counters.count('images', 'image')).toBe(1);
    });
  });

  it('refuses a host that is neither a known image host nor a configured upstream, without fetching it', async () => {
    await withTestGateway(sandbox.env, async ({ gateway }) => {
      const port = (stranger.address() as AddressInfo).port;
      for (const src of [
        `http://127.0.0.1:${port}/a.png`,
        'http://assets.coingecko.com/coins/images/1/small/a.png',
        'https://evil.example/a.png',
        'javascript:alert(1)',
      ]) {
        const response = await request(gateway.app).get('/icons').query({ src });
        expect(response.status).toBe(404);
      }
      expect(strangerHits).toBe(0);
      expect((await request(gateway.app).get('/icons')).status).toBe(400);
    });
  });

  it('the page CSP allows images from this server only', async () => {
    await withTestGateway(sandbox.env, async ({ gateway }) => {
      const response = await request(gateway.app).get('/healthz');
      expect(response.headers['content-security-policy']).toContain("img-src 'self' data:;");
    });
  });
});

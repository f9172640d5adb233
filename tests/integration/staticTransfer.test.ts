import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * Issue 12 "Compressed, cacheable transfer": the build's .br/.gz copies served with the right
 * Content-Encoding and Vary, hashed assets immutable, index.html revalidated, API answers
 * compressed above 1 kB.
 */

let clientDist: string;
let test: TestGateway;
const script = `console.log(${JSON.stringify('kinko '.repeat(400))});`;

beforeAll(async () => {
  clientDist = mkdtempSync(path.join(os.tmpdir(), 'kinko-client-'));
  mkdirSync(path.join(clientDist, 'assets', 'icons', '16'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>Kinko</title><!-- ${'x'.repeat(2000)} -->`,
    'assets/index-Dt6G6UiG.js': script,
    'assets/icons/16/chevron-backward.js': script,
    'theme-boot.js': script,
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(clientDist, name), content);
    writeFileSync(path.join(clientDist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(clientDist, `${name}.gz`), gzipSync(content));
  }
  test = await startTestGateway({ CLIENT_DIST: clientDist });
});
afterAll(async () => {
  await test.close();
  rmSync(clientDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string) =>
  request(test.gateway.app)
    .get(url)
    .set('accept-encoding', acceptEncoding)
    .set('accept', 'text/html,*/*')
    .buffer(true);

describe("the dashboard's files", () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the file to the rest', async () => {
    const br = await get('/assets/index-Dt6G6UiG.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    // superagent decodes br and gzip itself.
    expect(br.text).toBe(script);
    const gzip = await get('/assets/index-Dt6G6UiG.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script);
    const plain = await get('/assets/index-Dt6G6UiG.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.text).toBe(script);
  });

  it('caches hashed assets for a year, icon chunks for a day, and revalidates index.html and deep links', async () => {
    for (const encoding of ['br', 'identity']) {
      expect((await get('/assets/index-Dt6G6UiG.js', encoding)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(
        (await get('/assets/icons/16/chevron-backward.js', encoding)).headers['cache-control'],
      ).toBe('public, max-age=86400');
      expect((await get('/theme-boot.js', encoding)).headers['cache-control']).toBe('no-cache');
      const page = await get('/wallet/0x0000000000000000000000000000000000000001', encoding);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
    }
  });

  it('answers a revalidation with 304', async () => {
    const first = await get('/index.html', 'gzip');
    const again = await request(test.gateway.app)
      .get('/index.html')
      .set('accept-encoding', 'gzip')
      .set('if-none-match', String(first.headers['etag']));
    expect(again.status).toBe(304);
  });
});

describe('API answers', () => {
  it('compresses GraphQL answers over 1 kB with brotli when accepted, and leaves small ones alone', async () => {
    const big = await request(test.gateway.app)
      .get('/graphql')
      .query({ query: '{ __schema { types { name description } } }' })
      .set('accept-encoding', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    const gzip = await request(test.gateway.app)
      .post('/graphql')
      .set('accept-encoding', 'gzip')
      .send({ query: '{ __schema { types { name description } } }' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.data.__schema.types.length).toBeGreaterThan(10);
    const small = await request(test.gateway.app)
      .post('/graphql')
      .set('accept-encoding', 'br')
      .send({ query: '{ __typename }' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchIcon, ICON_MAX_BYTES, IconError } from './fetchIcon';
import { IconAllowList, KNOWN_IMAGE_HOSTS } from './iconAllowList';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

let server: Server;
let offList: Server;
let origin: string;
let offListOrigin: string;

const listen = async (handler: Parameters<typeof createServer>[1]) => {
  const created = createServer(handler);
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  return created;
};

beforeAll(async () => {
  offList = await listen((_req, res) =>
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
  );
  offListOrigin = `http://127.0.0.1:${(offList.address() as AddressInfo).port}`;
  server = await listen((req, res) => {
    switch (req.url) {
      case '/ok.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      case '/svg.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(SVG);
      case '/page.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>x</script>');
      case '/huge.png': {
        // No Content-Length: the cap must hold while reading.
        res.writeHead(200, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' });
        res.write(PNG);
        res.end(Buffer.alloc(ICON_MAX_BYTES));
        return;
      }
      case '/declared-huge.png':
        return res
          .writeHead(200, { 'content-type': 'image/png', 'content-length': ICON_MAX_BYTES + 1 })
          .end(Buffer.alloc(ICON_MAX_BYTES + 1));
      case '/hop':
        return res.writeHead(302, { location: '/ok.png' }).end();
      case '/away':
        return res.writeHead(302, { location: `${offListOrigin}/x.png` }).end();
      case '/loop':
        return res.writeHead(302, { location: '/loop' }).end();
      default:
        return res.writeHead(404).end();
    }
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all([server, offList].map((s) => new Promise((resolve) => s.close(resolve))));
});

const allowList = () => new IconAllowList(['assets.coingecko.com'], [origin]);
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof IconError ? error.status : 'not an IconError'),
  );

describe('fetchIcon', () => {
  it('returns raster bytes with the type the bytes say, following a redirect that stays on the list', async () => {
    expect(await fetchIcon(allowList(), `${origin}/ok.png`)).toEqual({
      type: 'image/png',
      bytes: PNG,
    });
    expect((await fetchIcon(allowList(), `${origin}/hop`)).type).toBe('image/png');
  });

  it('refuses SVG and HTML even when labelled image/png', async () => {
    expect(await statusOf(fetchIcon(allowList(), `${origin}/svg.png`))).toBe(415);
    expect(await statusOf(fetchIcon(allowList(), `${origin}/page.png`))).toBe(415);
  });

  it('refuses bodies over the cap, declared or not', async () => {
    expect(await statusOf(fetchIcon(allowList(), `${origin}/huge.png`))).toBe(413);
    expect(await statusOf(fetchIcon(allowList(), `${origin}/declared-huge.png`))).toBe(413);
  });

  it('follows no redirect off the list, and no endless redirects', async () => {
    expect(await statusOf(fetchIcon(allowList(), `${origin}/away`))).toBe(502);
    expect(await statusOf(fetchIcon(allowList(), `${origin}/loop`))).toBe(502);
  });

  it('never fetches a URL off the list', async () => {
    expect(await statusOf(fetchIcon(allowList(), `${offListOrigin}/x.png`))).toBe(404);
  });
});

describe('IconAllowList', () => {
  const list = new IconAllowList(['assets.coingecko.com'], ['http://127.0.0.1:4010']);
  it.each([
    ['https://assets.coingecko.com/a.png', true],
    ['https://ASSETS.coingecko.com/a.png', true],
    ['http://assets.coingecko.com/a.png', false],
    ['https://assets.coingecko.com:8443/a.png', false],
    ['https://user:pw@assets.coingecko.com/a.png', false],
    ['https://assets.coingecko.com.evil.example/a.png', false],
    ['http://127.0.0.1:4010/images/a.png', true],
    ['http://127.0.0.1:4011/a.png', false],
    ['http://localhost:4010/a.png', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(list.allows(url) !== undefined).toBe(allowed);
  });
});

describe('KNOWN_IMAGE_HOSTS', () => {
  const list = new IconAllowList(KNOWN_IMAGE_HOSTS, []);
  // Real icon URLs as the upstreams give them (UPSTREAMS.md samples; PulseX's token list).
  it.each([
    'https://coin-images.coingecko.com/coins/images/279/large/ethereum.png?1696501628',
    'https://assets.coingecko.com/coins/images/6319/small/usdc.png?1696506694',
    'https://dd.dexscreener.com/ds-data/tokens/pulsechain/0x95b303987a60c71504d99aa1b13b4da07b0790ab.png',
    'https://tokens.app.pulsex.com/images/tokens/0x2b591e99afE9f32eAA6214f7B7629768c40Eeb39.png',
    'https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/ethereum/info/logo.png',
  ])('allows %s', (url) => {
    expect(list.allows(url)).toBeDefined();
  });
});

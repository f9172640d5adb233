import { crc32, deflateSync } from 'node:zlib';

/**
 * The image CDNs the world's icon URLs point at (CoinGecko's, like the real explorers' icon_url
 * and CoinGecko's image). The sandbox hosts their files itself under /images/<host>/<path>, so
 * the demo shows icons with no network (issue 14): every upstream answer's URLs on these hosts
 * are rewritten to the sandbox's origin, as a self-hosted explorer serves its own icons.
 */
const CDN_HOSTS = ['assets.coingecko.com', 'coin-images.coingecko.com'] as const;
export const IMAGES_PREFIX = '/images/';

export function localImageUrls(json: string, origin: string): string {
  let text = json;
  for (const host of CDN_HOSTS)
    text = text.replaceAll(`https://${host}/`, `${origin}${IMAGES_PREFIX}${host}/`);
  return text;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A 32×32 PNG: a disc in a colour derived from the path, so each token's icon differs and a test
 * can tell an icon that rendered from a blank. With `kilobytes` (`?kb=` on the URL), a square of
 * noise seeded by the path that compresses to about that size: the large logos some token lists
 * point at, for tests of what the icon cache keeps.
 */
export function iconPng(path: string, kilobytes?: number): Buffer {
  let hash = 2166136261;
  for (const char of path) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return kilobytes === undefined ? discPng(hash) : noisePng(hash, kilobytes * 1024);
}

function discPng(hash: number): Buffer {
  const size = 32;
  const colour = [hash & 0xff, (hash >>> 8) & 0xff, (hash >>> 16) & 0xff];
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const inside = (x - 15.5) ** 2 + (y - 15.5) ** 2 <= 15.5 ** 2;
      row.set([...colour, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  return rgbaPng(size, rows);
}

/** Random pixels do not compress: the PNG is about as large as its RGBA bytes. */
function noisePng(seed: number, bytes: number): Buffer {
  const size = Math.max(1, Math.round(Math.sqrt(bytes / 4)));
  let state = seed || 1;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let index = 1; index < row.length; index += 1) {
      // xorshift32
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      row[index] = state & 0xff;
    }
    rows.push(row);
  }
  return rgbaPng(size, rows);
}

function rgbaPng(size: number, rows: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

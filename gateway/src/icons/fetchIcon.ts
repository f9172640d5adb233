import got from 'got';
import type { IconAllowList } from './iconAllowList';
import { sniffRaster, type RasterType } from './sniffImage';

/** Token icons are a few kilobytes; the cap keeps one odd upstream from filling the cache. */
export const ICON_MAX_BYTES = 128 * 1024;
/** Redirect hops followed, each checked against the allow-list like the first URL. */
const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 5_000;

export interface Icon {
  type: RasterType;
  bytes: Buffer;
}

/** Why an icon could not be served, with the HTTP status the route answers. */
export class IconError extends Error {
  constructor(
    readonly status: 404 | 413 | 415 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'IconError';
  }
}

/**
 * Fetches one icon the allow-list permits (issue 14): redirects followed by hand so no hop leaves
 * the list, the body read up to ICON_MAX_BYTES and then abandoned, the type decided by the bytes.
 */
export async function fetchIcon(allowList: IconAllowList, source: string): Promise<Icon> {
  let url = allowList.allows(source);
  if (url === undefined) throw new IconError(404, 'Not an icon this server fetches.');
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await read(url);
    if (response.redirect === undefined) return response.icon;
    const next: URL | undefined = allowList.allows(new URL(response.redirect, url).toString());
    if (next === undefined) throw new IconError(502, 'The image host redirected off the list.');
    url = next;
  }
  throw new IconError(502, 'Too many redirects.');
}

type Read = { redirect: string; icon?: never } | { redirect?: undefined; icon: Icon };

async function read(url: URL): Promise<Read> {
  const stream = got.stream(url, {
    followRedirect: false,
    throwHttpErrors: false,
    timeout: { request: TIMEOUT_MS },
    retry: { limit: 0 },
    headers: {
      'user-agent': 'kinko/0.1 (+self-hosted portfolio tracker)',
      accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif',
    },
  });
  const response = await new Promise<{ statusCode: number; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      stream.once('response', resolve);
      stream.once('error', reject);
    },
  ).catch((error: unknown) => {
    throw new IconError(502, `Image host unreachable: ${(error as Error).message}`);
  });
  const location = response.headers.location;
  if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
    stream.destroy();
    return { redirect: location };
  }
  if (response.statusCode !== 200) {
    stream.destroy();
    throw new IconError(502, `Image host HTTP ${response.statusCode}`);
  }
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > ICON_MAX_BYTES) {
    stream.destroy();
    throw new IconError(413, 'Icon larger than the size cap.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > ICON_MAX_BYTES) {
        stream.destroy();
        throw new IconError(413, 'Icon larger than the size cap.');
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof IconError) throw error;
    throw new IconError(502, `Image host failed mid-answer: ${(error as Error).message}`);
  }
  const bytes = Buffer.concat(chunks);
  const type = sniffRaster(bytes);
  if (type === undefined)
    throw new IconError(415, 'Not a raster image (PNG, JPEG, GIF, WebP, AVIF).');
  return { icon: { type, bytes } };
}

import type { Readable } from 'node:stream';
import { request as send } from 'undici';
import { timedSignal, upstreamAgent } from '../http/upstreamAgent';
import type { IconAllowList } from './iconAllowList';
import { sniffRaster, type RasterType } from './sniffImage';

/**
 * Token icons are a few kilobytes; the cap keeps one odd upstream from filling the cache.
 * @internal
 */
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
 * Fetches one icon the allow-list permits: redirects followed by hand so no hop leaves
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
  // One total time for the answer and its body, redirects being separate calls.
  const timed = timedSignal(TIMEOUT_MS);
  try {
    return await readWithin(url, timed.signal);
  } finally {
    timed.done();
  }
}

async function readWithin(url: URL, signal: AbortSignal): Promise<Read> {
  const response = await send(url, {
    dispatcher: upstreamAgent,
    headers: {
      'user-agent': 'kinko/0.1 (+self-hosted portfolio tracker)',
      accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif',
    },
    signal,
  }).catch((error: unknown) => {
    throw new IconError(502, `Image host unreachable: ${(error as Error).message}`);
  });
  const { body } = response;
  const location = response.headers.location;
  if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
    discard(body);
    return { redirect: location };
  }
  if (response.statusCode !== 200) {
    discard(body);
    throw new IconError(502, `Image host HTTP ${response.statusCode}`);
  }
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > ICON_MAX_BYTES) {
    discard(body);
    throw new IconError(413, 'Icon larger than the size cap.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Leaving the loop destroys the body (the connection with it).
      if (size > ICON_MAX_BYTES) throw new IconError(413, 'Icon larger than the size cap.');
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

/** Drops an answer's body unread, closing its connection (undici reports that as an error). */
function discard(body: Readable): void {
  body.on('error', () => undefined).destroy();
}

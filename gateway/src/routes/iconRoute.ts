import type { RequestHandler } from 'express';
import type { Cache } from '../cache/cache';
import { fetchIcon, IconError } from '../icons/fetchIcon';
import type { IconAllowList } from '../icons/iconAllowList';
import type { RasterType } from '../icons/sniffImage';
import { httpFailure } from '../errors/publicErrors';
import { sendFailure } from '../middleware/httpErrors';

/** Icons change rarely; a day keeps a new logo from taking long to show. */
const ICON_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_SOURCE_LENGTH = 2_048;

interface StoredIcon {
  type: RasterType;
  /** base64: the cache stores JSON. */
  data: string;
}

/**
 * GET /icons?src=<the API's iconUrl>: the token icon, fetched by this server so the visitor's
 * browser talks to nobody else (docs/DECISIONS.md "Icon route").
 * Only allow-listed hosts, raster bytes under ICON_MAX_BYTES, kept in the cache store for a day.
 * The answer can never run as a document: nosniff (securityHeaders) and a CSP that forbids
 * everything and sandboxes it, should someone open it directly.
 */
export function iconRoute(cache: Cache, allowList: IconAllowList): RequestHandler {
  return async (request, response) => {
    const source = request.query.src;
    if (typeof source !== 'string' || source === '' || source.length > MAX_SOURCE_LENGTH) {
      sendFailure(request, response, httpFailure(400, 'Give the icon URL as ?src=.'));
      return;
    }
    if (allowList.allows(source) === undefined) {
      sendFailure(request, response, httpFailure(404, 'Not an icon this server fetches.'));
      return;
    }
    try {
      const { value } = await cache.getOrFetch<StoredIcon>(
        `icon:${source}`,
        ICON_TTL_MS,
        async () => {
          const icon = await fetchIcon(allowList, source);
          return { type: icon.type, data: icon.bytes.toString('base64') };
        },
      );
      const bytes = Buffer.from(value.data, 'base64');
      response
        .status(200)
        .set({
          'Content-Type': value.type,
          'Content-Length': String(bytes.length),
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cache-Control': `public, max-age=${ICON_TTL_MS / 1000}`,
        })
        .end(bytes);
    } catch (error) {
      const failure =
        error instanceof IconError
          ? httpFailure(error.status, error.message)
          : httpFailure(502, 'The image host did not answer.');
      sendFailure(request, response, failure);
    }
  };
}

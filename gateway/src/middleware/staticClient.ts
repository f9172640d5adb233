import express, { type Request, type Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isAppPath } from '../../../shared/src/appPaths';

type Encoding = 'br' | 'gzip';
const SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** Vite names every chunk and asset `[name]-[hash]` except Blueprint's per-icon chunks (client/vite.config.ts). */
const HASHED_ASSET = /^\/assets\/(?!icons\/).*-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * How long a browser keeps each file: hashed assets for
 * a year, never revalidated (a new build has new names); the icon chunks, unhashed but changed only
 * by a Blueprint upgrade, and the chain and coin logos (client/public/logos), a day; index.html and the rest revalidated every time (ETag → 304), so a
 * new release is seen at the next load.
 */
function cacheControlFor(urlPath: string): string {
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (urlPath.startsWith('/assets/icons/') || urlPath.startsWith('/logos/'))
    return 'public, max-age=86400';
  return 'no-cache';
}

/** The .br/.gz copies the build wrote beside its files (client/precompress.ts), by URL path. */
function precompressedCopies(clientDist: string): Map<string, Set<Encoding>> {
  const copies = new Map<string, Set<Encoding>>();
  for (const file of readdirSync(clientDist, { recursive: true, encoding: 'utf8' })) {
    for (const encoding of ['br', 'gzip'] as const) {
      if (!file.endsWith(SUFFIX[encoding])) continue;
      const urlPath = `/${file.slice(0, -SUFFIX[encoding].length).split(path.sep).join('/')}`;
      copies.set(urlPath, (copies.get(urlPath) ?? new Set()).add(encoding));
    }
  }
  return copies;
}

/**
 * The built dashboard (DESIGN.md "One process, one port"), with history fallback so deep links
 * such as /wallet/0x… load, and a 404 for a path that is none of its pages (shared/src/appPaths.ts). Each file is sent as the build's brotli or gzip copy when the browser
 * accepts one (Content-Encoding, Vary: Accept-Encoding), else as is.
 */
export function serveClient(app: express.Express, clientDist: string): void {
  const indexHtml = path.join(clientDist, 'index.html');
  if (!existsSync(indexHtml)) return;
  const copies = precompressedCopies(clientDist);

  /** Sends the copy the client accepts; false when there is none, so the plain file is sent. */
  const sendCompressed = (request: Request, response: Response, urlPath: string): boolean => {
    const available = copies.get(urlPath);
    if (available === undefined) return false;
    response.vary('Accept-Encoding');
    // Brotli when accepted at all (smaller), whatever order the browser lists them in.
    const encoding = (['br', 'gzip'] as const).find(
      (candidate) => available.has(candidate) && request.acceptsEncodings(candidate) === candidate,
    );
    if (encoding === undefined) return false;
    response.set({ 'Content-Encoding': encoding, 'Cache-Control': cacheControlFor(urlPath) });
    response.type(path.extname(urlPath));
    response.sendFile(`${urlPath.slice(1)}${SUFFIX[encoding]}`, {
      root: clientDist,
      cacheControl: false,
    });
    return true;
  };

  app.use((request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!sendCompressed(request, response, request.path)) next();
  });
  app.use(
    express.static(clientDist, {
      index: false,
      cacheControl: false,
      setHeaders: (response, file) => {
        const urlPath = `/${path.relative(clientDist, file).split(path.sep).join('/')}`;
        response.setHeader('Cache-Control', cacheControlFor(urlPath));
        if (copies.has(urlPath)) response.setHeader('Vary', 'Accept-Encoding');
      },
    }),
  );
  // Paths with a file extension are assets: a missing one is a 404, not the app's HTML.
  app.get(
    /^\/(?!graphql|api\/|healthz|readyz|metrics)(?!.*\.[a-z0-9]+$).*/i,
    (request, response, next) => {
      if (!request.accepts('html')) return next();
      // Not one of the app's pages: the app still loads (and shows its not-found page), as a 404.
      if (!isAppPath(request.path)) response.status(404);
      if (sendCompressed(request, response, '/index.html')) return;
      response.set('Cache-Control', cacheControlFor('/index.html'));
      response.sendFile(indexHtml, { cacheControl: false });
    },
  );
}

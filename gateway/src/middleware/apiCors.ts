import cors from 'cors';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '../logging/requestLogging';
import {
  COMPLETE_HEADER,
  FX_HEADER,
  NEXT_CURSOR_HEADER,
  PARTIAL_HEADER,
  STALE_HEADER,
} from '../apiHeaders';

/**
 * CORS for /graphql and /api/* (docs/DECISIONS.md "CORS"): the API is public, read-only
 * and cookie-less, so any site may call it by default; CORS_ORIGINS narrows that to a list.
 * Credentials are never allowed, so a page can read only what it could fetch with curl. The
 * headers that carry meaning (request id, partial/stale notes, next cursor, when to retry after a
 * 429 and the limits' state, an export's file name) are exposed to scripts.
 */
export function apiCors(origins: '*' | string[]): RequestHandler {
  return cors({
    origin: origins,
    methods: ['GET', 'POST'],
    credentials: false,
    exposedHeaders: [
      REQUEST_ID_HEADER,
      PARTIAL_HEADER,
      STALE_HEADER,
      COMPLETE_HEADER,
      NEXT_CURSOR_HEADER,
      FX_HEADER,
      'Retry-After',
      // express-rate-limit's standardHeaders 'draft-7' (middleware/rateLimits.ts).
      'RateLimit',
      'RateLimit-Policy',
      'Content-Disposition',
    ],
    // Browsers cap this (Chromium at 2 h); it spares a preflight per query.
    maxAge: 7200,
  });
}

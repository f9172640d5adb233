import type { Request } from 'express';

/**
 * The matched route's pattern (`/api/tx`), never the raw URL, so query strings and wallet
 * addresses do not become metric labels; "unmatched" before or without a route.
 */
export function routeLabel(request: Request): string {
  const route: unknown = request.route?.path;
  return typeof route === 'string' ? `${request.baseUrl}${route}` : 'unmatched';
}

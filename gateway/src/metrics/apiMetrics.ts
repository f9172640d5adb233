import type { RequestHandler } from 'express';
import type { Metrics } from './metrics';

/**
 * In-flight gauge for one API (and, for REST, the latency histogram per route: the route's
 * pattern, never the raw URL, so query strings and wallet addresses do not become labels).
 */
export function apiMetrics(metrics: Metrics, api: 'graphql' | 'rest'): RequestHandler {
  return (request, response, next) => {
    const startedAt = performance.now();
    metrics.inFlight.inc({ api });
    response.once('close', () => {
      metrics.inFlight.dec({ api });
      if (api !== 'rest') return;
      const route: unknown = request.route?.path;
      const label = typeof route === 'string' ? `${request.baseUrl}${route}` : 'unmatched';
      metrics.restDuration.observe({ route: label, status: String(response.statusCode) }, (performance.now() - startedAt) / 1000);
    });
    next();
  };
}

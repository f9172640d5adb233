import type { RequestHandler } from 'express';
import { routeLabel } from '../request/routeLabel';
import type { Metrics } from './metrics';

/** In-flight gauge for one API and, for REST, the latency histogram per route. */
export function apiMetrics(metrics: Metrics, api: 'graphql' | 'rest'): RequestHandler {
  return (request, response, next) => {
    const startedAt = performance.now();
    metrics.inFlight.inc({ api });
    response.once('close', () => {
      metrics.inFlight.dec({ api });
      if (api !== 'rest') return;
      metrics.restDuration.observe(
        { route: routeLabel(request), status: String(response.statusCode) },
        (performance.now() - startedAt) / 1000,
      );
    });
    next();
  };
}

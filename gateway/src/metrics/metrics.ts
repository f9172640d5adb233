import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { UpstreamAttempt } from '../http/httpClient';

/**
 * Latency buckets in seconds, from a warm cache hit (a few ms) to the request deadline and the
 * 10 s per-call upstream timeout (spec §9) with room above it.
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30];

/**
 * Prometheus metrics for /metrics (DESIGN.md "Logs and metrics"). One registry per gateway, never
 * prom-client's global default, so several gateways in one process (the tests) each count their
 * own. Other modules add their own families with `new Gauge({ …, registers: [metrics.registry] })`;
 * docs/grafana/kinko.json reads these names, so renaming one means updating it.
 */
export class Metrics {
  readonly registry = new Registry();

  /** One sample per HTTP attempt (retries included), status 0 when no response came. */
  readonly upstreamRequests = new Counter({
    name: 'kinko_upstream_requests_total',
    help: 'HTTP attempts to upstreams, by upstream and status (0 = no response).',
    labelNames: ['upstream', 'status'] as const,
    registers: [this.registry],
  });

  readonly upstreamDuration = new Histogram({
    name: 'kinko_upstream_request_duration_seconds',
    help: 'Duration of one HTTP attempt to an upstream, by upstream and status (0 = no response).',
    labelNames: ['upstream', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly upstreamRetries = new Counter({
    name: 'kinko_upstream_retries_total',
    help: 'HTTP attempts to upstreams that were retries of a failed attempt (spec §7 retry policy), by upstream.',
    labelNames: ['upstream'] as const,
    registers: [this.registry],
  });

  readonly graphqlRequests = new Counter({
    name: 'kinko_graphql_requests_total',
    help: 'GraphQL operations, by outcome.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly graphqlDuration = new Histogram({
    name: 'kinko_graphql_request_duration_seconds',
    help: 'GraphQL operation duration, by operation name and outcome.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly restDuration = new Histogram({
    name: 'kinko_rest_request_duration_seconds',
    help: 'REST and CSV request duration, by route and status.',
    labelNames: ['route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly inFlight = new Gauge({
    name: 'kinko_http_requests_in_flight',
    help: 'API requests being answered now, by api (graphql or rest).',
    labelNames: ['api'] as const,
    registers: [this.registry],
  });

  /** Fed by the cache's onEvent hook; `join` is a single-flight join (DESIGN.md "Caching"). */
  readonly cacheEvents = new Counter({
    name: 'kinko_cache_events_total',
    help: 'Cache lookups by kind (hit, miss, stale, join = single-flight join, store-error) and data (the key prefix).',
    labelNames: ['kind', 'data'] as const,
    registers: [this.registry],
  });

  /**
   * GraphQL operation names come from clients, so the label is bounded in count and length (STYLE.md
   * habit 16): the first 100 distinct names that read as names are kept, anything else is "other";
   * an operation without a name is "anonymous".
   */
  readonly operationLabel = operationLabels(100);

  constructor() {
    // Standard names (process_cpu_seconds_total, nodejs_eventloop_lag_seconds, …), read on scrape.
    collectDefaultMetrics({ register: this.registry });
  }

  /** One GraphQL operation answered, executed or from the serialized-response cache alike. */
  recordGraphqlOperation(
    operationName: string | null | undefined,
    outcome: 'ok' | 'error',
    seconds: number,
  ): void {
    this.graphqlRequests.inc({ outcome });
    this.graphqlDuration.observe(
      { operation: this.operationLabel(operationName), outcome },
      seconds,
    );
  }

  /** Records one upstream HTTP attempt (the HTTP client's and the RPC transport's onAttempt). */
  recordUpstreamAttempt({ upstream, status, attempt, durationMs }: UpstreamAttempt): void {
    const labels = { upstream, status: String(status ?? 0) };
    this.upstreamRequests.inc(labels);
    this.upstreamDuration.observe(labels, durationMs / 1000);
    if (attempt > 0) this.upstreamRetries.inc({ upstream });
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** A GraphQL name a dashboard can show: the dashboard's own are under 30 characters. */
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Passes the first `limit` distinct names through and folds the rest into "other". */
function operationLabels(limit: number): (name: string | null | undefined) => string {
  const seen = new Set<string>();
  return (name) => {
    if (name === undefined || name === null || name === '') return 'anonymous';
    if (seen.has(name)) return name;
    if (seen.size >= limit || !OPERATION_NAME.test(name)) return 'other';
    seen.add(name);
    return name;
  };
}

import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express from 'express';
import type { Logger } from 'pino';
import http from 'node:http';
import { openCache, type Cache, type CacheEvent } from './cache/cache';
import type { Config } from './config/env';
import { createContext, type Context } from './context';
import { answerFreshness, responseCache } from './responseCache/responseCache';
import { registerCircuitGauge } from './metrics/circuitGauge';
import { Circuits } from './http/circuits';
import { createHttpClient, type HttpClient, type UpstreamAttempt } from './http/httpClient';
import { requestScope } from './request/requestScope';
import { UpstreamBudgets, upstreamBudgets } from './http/upstreamBudget';
import { registerSecrets } from './errors/errors';
import { configuredSecrets } from './config/secrets';
import { errorHandler, notFound } from './middleware/httpErrors';
import { securityHeaders } from './middleware/securityHeaders';
import { serveClient } from './middleware/staticClient';
import { apiRouter } from './routes/apiRouter';
import { buildGatewaySchema } from './schema/buildSchema';
import { queryShapeRule } from './graphql/costRules';
import { queryCostPlugin } from './schema/queryCost';
import { answerCeiling } from './middleware/answerCeiling';
import { apiLimit, freshLimit, iconLimit } from './middleware/rateLimits';
import { iconRoute } from './routes/iconRoute';
import { IconAllowList } from './icons/iconAllowList';
import { openIconCache } from './icons/iconCache';
import { apiCors } from './middleware/apiCors';
import { graphqlJsonStatusPlugin } from './apolloPlugins/graphqlJsonStatus';
import { noStorePlugin } from './apolloPlugins/noStore';
import { createLogger } from './logging/logger';
import { formatErrorForRequest, graphqlLoggingPlugin } from './logging/graphqlLogging';
import { requestLogging } from './logging/requestLogging';
import { apiMetrics } from './metrics/apiMetrics';
import { graphqlMetricsPlugin } from './metrics/graphqlMetricsPlugin';
import { Metrics } from './metrics/metrics';
import { createRpcClients, type RpcClients } from './sources/rpc/rpcClients';
import { upstreamSources } from './sources/upstreamSources';
import type { GatewayDeps } from './deps';
import { GRAPHQL_PARSE_OPTIONS } from './limits';
import { ParsedDocumentStore } from './graphqlRequest/parsedDocuments';

export interface Gateway {
  app: express.Express;
  httpServer: http.Server;
  cache: Cache;
  /** Token icons' cache, bounded apart from the data's (icons/iconCache.ts). */
  iconCache: Cache;
  /** This gateway's Prometheus registry: other modules register their families into metrics.registry. */
  metrics: Metrics;
  logger: Logger;
  /** Listens on config.port (0 picks a free one) and resolves with the base URL. */
  listen(): Promise<string>;
  stop(): Promise<void>;
}

export interface GatewayOverrides {
  http?: HttpClient;
  cache?: Cache;
  iconCache?: Cache;
  rpc?: RpcClients;
  circuits?: Circuits;
  /** Tests pass a logger writing to a stream they read back. */
  logger?: Logger;
  /** The clock (epoch ms) for dated data: tests and the demo run at the sandbox world's present. */
  now?: () => number;
}

/** Builds the whole gateway without listening, so supertest can drive it (STYLE.md layout). */
export async function createGateway(
  config: Config,
  overrides: GatewayOverrides = {},
): Promise<Gateway> {
  registerSecrets(configuredSecrets(config));
  const metrics = new Metrics();
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const cacheReport = {
    // `data` is the key's kind (tokens, price, hex, icon, …): the part before its first ':'.
    onEvent: ({ kind, key }: CacheEvent) =>
      metrics.cacheEvents.inc({ kind, data: key.split(':', 1)[0] ?? key }),
    warn: (message: string) => logger.warn({ component: 'cache' }, message),
  };
  const cache =
    overrides.cache ??
    openCache(config.cacheUrl, {
      ...cacheReport,
      maxBytes: config.cacheLimits.maxBytes,
      storeTimeoutMs: config.cacheLimits.timeoutMs,
    });
  const iconCache = overrides.iconCache ?? openIconCache(config, cacheReport);
  // Upstream health, shared by every request of this process (DESIGN.md "Upstream health").
  const circuits = overrides.circuits ?? new Circuits();
  for (const source of upstreamSources(config))
    if (source.kind !== 'rpc') circuits.declare(source.id);
  registerCircuitGauge(metrics.registry, circuits);
  const onAttempt = (attempt: UpstreamAttempt) => metrics.recordUpstreamAttempt(attempt);
  const httpClient =
    overrides.http ??
    createHttpClient({
      timeoutMs: config.httpTimeoutMs,
      circuits,
      budgets: new UpstreamBudgets(
        upstreamBudgets(config.upstreamBudgets),
        config.upstreamBudgets.backgroundShare,
      ),
      onAttempt,
    });
  const rpc = overrides.rpc ?? createRpcClients(config.chains, circuits, { onAttempt });
  const deps: GatewayDeps = {
    config,
    http: httpClient,
    cache,
    rpc,
    circuits,
    now: overrides.now ?? Date.now,
  };
  const deadline = requestScope(config.requestDeadlineMs);

  const app = express();
  app.disable('x-powered-by');
  // Which X-Forwarded-For hops are believed when rate limits tell clients apart (README TRUST_PROXY).
  app.set('trust proxy', config.trustProxy);
  const httpServer = http.createServer(app);

  const schema = await buildGatewaySchema();
  const validationRules = [queryShapeRule];
  // One parse per document for the rate limits, the response cache and Apollo.
  const documents = new ParsedDocumentStore(schema, validationRules);
  const apollo = new ApolloServer<Context>({
    schema,
    // GET must work from spreadsheets and curl (DESIGN.md "One process, one port"). The API is
    // read-only and cookie-less, so there is nothing for a cross-site request to forge.
    csrfPrevention: false,
    // The playground (GraphiQL) and codegen read the schema by introspection. Apollo turns it off
    // under NODE_ENV=production, which npm start and the Docker image set for graphql-js's speed.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // index.ts drains and exits itself on SIGTERM/SIGINT; Apollo's own handler would re-send the
    // signal after stopping, so the process would die with 143 before the cache is closed.
    stopOnTerminationSignals: false,
    // Depth, aliases and fields on the expanded selection, then the fan-out budget with the
    // variables applied (graphql/costRules.ts, schema/queryCost.ts); a bound on the parse itself.
    validationRules,
    parseOptions: GRAPHQL_PARSE_OPTIONS,
    documentStore: documents,
    formatError: formatErrorForRequest,
    plugins: [
      queryCostPlugin(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Apollo's default landing page loads from a CDN; Kinko must work with no internet. The
      // self-hosted IDE is the dashboard's /playground route, served by serveClient below.
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      noStorePlugin(),
      graphqlMetricsPlugin(metrics),
      graphqlLoggingPlugin(),
      graphqlJsonStatusPlugin(),
    ],
  });
  await apollo.start();

  // Middleware order (each later layer relies on the ones above it):
  //   1. headers every answer carries, errors included: security headers; compression
  //   2. cheap endpoints: /healthz, /readyz, /metrics
  //   3. /graphql, /api
  //   4. token icons (/icons), then the dashboard's files
  //   5. 404 for the rest, then the error handler that answers every failure above
  app.use(securityHeaders());
  // Answers over 1 kB compressed, brotli (quality 4) when accepted, else gzip. The
  // dashboard's files carry the build's own copies (middleware/staticClient.ts); compression leaves
  // an answer that already has a Content-Encoding alone.
  app.use(compression({ threshold: 1024 }));
  app.get('/healthz', (_request, response) => {
    response.json({ status: 'ok' });
  });
  // Readiness for a load balancer: the cache store answers a read in time (DESIGN.md "Logs and
  // metrics"). Without it the gateway still answers, from memory and the upstreams: degraded, and
  // 503 so that a balancer prefers a replica that has its store (docs/DECISIONS.md "Bounded stores").
  app.get('/readyz', async (_request, response) => {
    const { ready, store, reason } = await cache.readiness();
    response
      .status(ready ? 200 : 503)
      .json(ready ? { status: 'ready', store } : { status: 'degraded', store, reason });
  });
  app.get('/metrics', async (_request, response) => {
    const { contentType, body } = await metrics.render();
    response.type(contentType).send(body);
  });
  // The API's middleware, in this order: the request's log line and id, CORS
  // (answers preflights), metrics, the answer ceiling (it wraps res.send, so it also covers answers
  // served without running Apollo), the body parser, the per-client limits (a refused request
  // never starts a deadline; one fresh-read budget shared by both mounts), the request scope with
  // its deadline, then the handlers.
  const logRequests = requestLogging(logger);
  const cors = apiCors(config.corsOrigins);
  const fresh = freshLimit(config.rateLimits);
  app.use(
    '/graphql',
    logRequests,
    cors,
    apiMetrics(metrics, 'graphql'),
    answerCeiling(config.maxAnswerBytes),
    express.json({ limit: '100kb' }),
    fresh,
    deadline,
    responseCache(cache, schema, { documents, metrics }),
    expressMiddleware(apollo, {
      context: async ({ res }) => createContext(deps, answerFreshness(res)),
    }),
  );
  app.use(
    '/api',
    logRequests,
    cors,
    apiMetrics(metrics, 'rest'),
    apiLimit(config.rateLimits),
    fresh,
    deadline,
    apiRouter(deps),
  );
  app.get(
    '/icons',
    iconLimit(config.rateLimits),
    iconRoute(iconCache, IconAllowList.fromConfig(config)),
  );
  serveClient(app, config.clientDist);
  app.use(notFound(logger));
  app.use(errorHandler(logger));

  return {
    app,
    httpServer,
    cache,
    iconCache,
    metrics,
    logger,
    listen: () =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => {
          const address = httpServer.address();
          const port = typeof address === 'object' && address !== null ? address.port : config.port;
          resolve(`http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`);
        });
      }),
    stop: async () => {
      try {
        await apollo.stop();
        if (httpServer.listening)
          await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      } finally {
        // Each bounded by the store's time per call (cache/storeTier.ts): a stalled store loses
        // its pending writes rather than holding the stop.
        await Promise.all([cache.close(), iconCache.close()]);
      }
    },
  };
}

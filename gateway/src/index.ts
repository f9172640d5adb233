import { loadConfig, withEnvFile } from './config/env';
import { ConfigError } from './errors/errors';
import { createLogger } from './logging/logger';
import { createGateway } from './server';

/**
 * A stop ends by then whatever it waits for: Apollo's drain gives requests 10 s, each cache store
 * call has its own time (CACHE_TIMEOUT_MS), and an orchestrator kills soon after (Docker: 10 s,
 * Kubernetes: 30 s); under 15 s, docs/DECISIONS.md "Bounded stores".
 */
const STOP_DEADLINE_MS = 13_000;

async function main(): Promise<void> {
  const config = loadConfig(withEnvFile());
  const gateway = await createGateway(config);
  const url = await gateway.listen();
  const { logger } = gateway;
  logger.info({ url }, `Kinko listening on ${url} (GraphQL at ${url}/graphql)`);
  let stopping = false;
  // A stop asked for is a clean exit (0) once requests are drained and the cache closed; a second
  // signal while draining means "now", as in most servers.
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, `${signal}: draining requests, then closing the cache`);
    setTimeout(() => {
      logger.error(`stop not finished after ${STOP_DEADLINE_MS} ms: exiting now`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    gateway.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // No gateway, so no configured logger: a bad configuration is a message for a person; anything
  // else is logged like any failure (one JSON line with the stack, or pretty in a terminal).
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else createLogger('fatal').fatal({ err: error }, 'Kinko could not start');
  process.exit(1);
});

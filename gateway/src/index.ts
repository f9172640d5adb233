import { existsSync } from 'node:fs';
import { loadConfig } from './config/env';
import { ConfigError, describeError } from './errors/errors';
import { createGateway } from './server';

// A .env file beside the working directory is read when present (DESIGN.md "Configuration").
if (existsSync('.env')) process.loadEnvFile('.env');

async function main(): Promise<void> {
  const config = loadConfig();
  const gateway = await createGateway(config);
  const url = await gateway.listen();
  console.log(`Kinko listening on ${url} (GraphQL at ${url}/graphql)`);
  let stopping = false;
  // A stop asked for is a clean exit (0) once requests are drained and the cache closed; a second
  // signal while draining means "now", as in most servers.
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: draining requests, then closing the cache`);
    gateway.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`stop failed: ${describeError(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

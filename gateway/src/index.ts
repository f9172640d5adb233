import { existsSync } from 'node:fs';
import { loadConfig } from './config/env';
import { ConfigError } from './errors/errors';
import { createGateway } from './server';

// A .env file beside the working directory is read when present (DESIGN.md "Configuration").
if (existsSync('.env')) process.loadEnvFile('.env');

async function main(): Promise<void> {
  const config = loadConfig();
  const gateway = await createGateway(config);
  const url = await gateway.listen();
  console.log(`Kinko listening on ${url} (GraphQL at ${url}/graphql)`);
  const shutdown = () => {
    gateway.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

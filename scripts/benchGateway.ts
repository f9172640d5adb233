// The gateway alone in a process, for `npm run bench` (scripts/bench.ts bundles it the way
// `npm run build:gateway` bundles index.ts): configured from the environment, listening on a free
// port, its URL on the first line of stdout.
import { loadConfig } from '../gateway/src/config/env';
import { createGateway } from '../gateway/src/server';

const gateway = await createGateway(loadConfig({ ...process.env, PORT: '0' }));
console.log(`LISTENING ${await gateway.listen()}`);
process.on('SIGTERM', () => {
  void gateway.stop().finally(() => process.exit(0));
});

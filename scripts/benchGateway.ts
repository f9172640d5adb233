// The gateway alone in a process, for `npm run bench` (scripts/bench.ts bundles it the way
// `npm run build:gateway` bundles index.ts): configured from the environment, listening on a free
// port, its URL on the first line of stdout.
import { loadConfig } from '../gateway/src/config/env';
import { createGateway } from '../gateway/src/server';

// BENCH_CLOCK_MS puts the gateway at the sandbox world's present, for the history row: the
// world's transfers and prices are dated before it.
const clock = Number(process.env['BENCH_CLOCK_MS']);
const gateway = await createGateway(
  loadConfig({ ...process.env, PORT: '0' }),
  Number.isFinite(clock) && clock > 0 ? { now: () => clock } : {},
);
console.log(`LISTENING ${await gateway.listen()}`);
process.on('SIGTERM', () => {
  void gateway.stop().finally(() => process.exit(0));
});

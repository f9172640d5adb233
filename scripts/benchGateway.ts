// The gateway in a process of its own, for `npm run bench` (scripts/bench.ts bundles it the way
// `npm run build:gateway` bundles index.ts): configured from the environment, listening on a free
// port, its URL on the first line of stdout. DATA_DIR may name several directories, separated by
// commas: one gateway each, all in this process (each with its own cache), their URLs in that
// order, so a cold read can be measured on a process that has already served others.
import { loadConfig } from '../gateway/src/config/env';
import { createGateway } from '../gateway/src/server';

// BENCH_CLOCK_MS puts the gateway at the sandbox world's present, for the history row: the
// world's transfers and prices are dated before it.
const clock = Number(process.env['BENCH_CLOCK_MS']);
const gateways = await Promise.all(
  (process.env['DATA_DIR'] ?? 'data')
    .split(',')
    .map((dataDir) =>
      createGateway(
        loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0' }),
        Number.isFinite(clock) && clock > 0 ? { now: () => clock } : {},
      ),
    ),
);
const urls: string[] = [];
for (const gateway of gateways) urls.push(await gateway.listen());
console.log(`LISTENING ${urls.join(',')}`);
process.on('SIGTERM', () => {
  void Promise.all(gateways.map((gateway) => gateway.stop())).finally(() => process.exit(0));
});

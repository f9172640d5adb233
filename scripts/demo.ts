// `npm run demo`: the sandbox world (simulated explorers, DEX and price APIs, and a real local EVM)
// on loopback, and the gateway pointed at it through the same environment variables a user sets
// for real endpoints. Nothing leaves the machine.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { loadConfig, withEnvFile } from '../gateway/src/config/env';
import { createGateway } from '../gateway/src/server';
import { startSandbox, WORLD_NOW } from '../tests/sandbox/index';

const startedAt = Date.now();
if (!existsSync('dist/client/index.html')) {
  console.log('Building the dashboard once (dist/client)…');
  const build = spawnSync('npm', ['run', 'build:client'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every kind of position on: the demo wallets hold v2 pool shares, staked LP in the farm and v3
// NFTs in and out of range with fees.
const sandbox = await startSandbox({ evm: true, poolShares: true, concentrated: true });
const dataDir = 'data/demo';
// The demo world is regenerated at every start; yesterday's cached answers would not match it.
rmSync(dataDir, { recursive: true, force: true });
const demoWallets = sandbox.world.demoWallets.map((wallet) => wallet.address).join(',');
// The same .env the server reads (PORT, HOST, LOG_LEVEL…); the sandbox's endpoints replace the
// upstream URLs in it.
const config = loadConfig({
  ...withEnvFile(),
  ...sandbox.env,
  DATA_DIR: dataDir,
  DEMO_WALLETS: demoWallets,
});
// The world is frozen at its present (2026-08-20T10:00Z); dated answers (the value history's days,
// the 24h-ago prices) are computed at that instant so they line up with its transfers and prices.
const gateway = await createGateway(config, { now: () => WORLD_NOW * 1000 });
const url = await gateway.listen();

console.log(`\nKinko demo ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${url}`);
console.log(`Sandbox upstreams: ${sandbox.url} (fault injection at ${sandbox.url}/__sandbox/)`);
for (const wallet of sandbox.world.demoWallets)
  console.log(`  ${wallet.name.padEnd(12)} ${url}/wallet/${wallet.address}`);

async function shutdown(): Promise<void> {
  await gateway.stop();
  await sandbox.stop();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

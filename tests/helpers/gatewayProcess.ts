import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAIN_KEYS, CHAINS } from '../../shared/src/chains';
import { chainEnvName } from '../../gateway/src/config/env';

export interface GatewayProcess {
  url: string;
  /** SIGTERM, then the process's exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Two processes starting at once on a busy 2-core CI machine take 10–30 s (module loading, schema build).
const STARTUP_TIMEOUT_MS = 90_000;

/**
 * The gateway as a separate process (`tsx gateway/src/index.ts`, as `npm run dev` runs it),
 * configured only by environment variables, on a free port: what a replica behind a load
 * balancer is. RPC and every upstream `env` leaves out point at unroutable loopback ports.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinko-replica-'));
  const offline: Record<string, string> = {};
  for (const chain of CHAIN_KEYS) {
    if (CHAINS[chain].blockscoutUrl !== null)
      offline[chainEnvName(chain, 'BLOCKSCOUT_URL')] = 'http://127.0.0.1:9';
    offline[chainEnvName(chain, 'RPC_URLS')] = 'http://127.0.0.1:9';
  }
  for (const name of [
    'DEXSCREENER_URL',
    'DEFILLAMA_URL',
    'GECKOTERMINAL_URL',
    'COINGECKO_URL',
    'ETHERSCAN_URL',
  ])
    offline[name] = 'http://127.0.0.1:9';
  const child: ChildProcess = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['gateway/src/index.ts'],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        ...offline,
        ...env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`gateway process did not start within ${STARTUP_TIMEOUT_MS} ms: ${output}`),
        ),
      STARTUP_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /https?:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway process exited (${String(code)}): ${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve({ code: child.exitCode, signal: child.signalCode });
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

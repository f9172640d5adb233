import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAIN_KEYS, CHAINS } from '../../shared/src/chains';
import { chainEnvName } from '../../gateway/src/config/env';

/**
 * `npm start`'s process on SIGTERM and SIGINT (issue 13 deliverable 5): requests drained, the
 * cache closed, exit status 0 — not 143 because Apollo re-sent the signal.
 */
async function stopWith(
  signal: NodeJS.Signals,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinko-shutdown-'));
  const offline: Record<string, string> = {};
  for (const chain of CHAIN_KEYS) {
    if (CHAINS[chain].blockscoutUrl !== null)
      offline[chainEnvName(chain, 'BLOCKSCOUT_URL')] = 'http://127.0.0.1:9';
    offline[chainEnvName(chain, 'RPC_URLS')] = 'http://127.0.0.1:9';
  }
  const { NODE_ENV: _testEnv, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/index.ts'], {
    env: { ...env, ...offline, PORT: '0', DATA_DIR: dataDir, CLIENT_DIST: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1] !== undefined) resolve(match[1]);
      });
      child.once('exit', () => reject(new Error(`exited before listening:\n${output}`)));
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.kill(signal);
    return { ...(await exited), output };
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('stopping the server (issue 13 "SIGTERM")', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'exits 0 after draining on %s',
    async (signal) => {
      const result = await stopWith(signal);
      expect(result).toMatchObject({ code: 0, signal: null });
      expect(result.output).toContain(`${signal}: draining requests, then closing the cache`);
      // A real process starting through tsx: seconds on an idle machine, more on a busy CI one.
    },
    90_000,
  );
});

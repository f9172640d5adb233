import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../gateway/src/config/env';
import { createGateway, type Gateway } from '../../gateway/src/server';

export interface TestGateway {
  gateway: Gateway;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A gateway on a throw-away data directory, configured only through environment variables —
 * the same path a user's configuration takes. Upstream URLs default to unroutable loopback
 * ports so a test can never reach the internet by forgetting one.
 */
export async function startTestGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinko-test-'));
  const offline: Record<string, string> = {};
  for (const chain of ['PULSE', 'ETH', 'BASE', 'BSC', 'POLYGON']) {
    offline[`${chain}_BLOCKSCOUT_URL`] = 'http://127.0.0.1:9';
    offline[`${chain}_RPC_URLS`] = 'http://127.0.0.1:9';
  }
  for (const name of ['DEXSCREENER_URL', 'DEFILLAMA_URL', 'COINGECKO_URL', 'ETHERSCAN_URL']) offline[name] = 'http://127.0.0.1:9';
  const config = loadConfig({ ...offline, ...env, DATA_DIR: dataDir, PORT: '0' });
  const gateway = await createGateway(config);
  return {
    gateway,
    dataDir,
    close: async () => {
      await gateway.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../errors/errors';
import { envSchema, loadConfig, withEnvFile } from './env';

describe('loadConfig', () => {
  it('starts with no variables at all, on the keyless public endpoints', () => {
    const config = loadConfig({}, '/srv/kinko');
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe('/srv/kinko/data');
    expect(config.cacheUrl).toBe('sqlite:///srv/kinko/data/cache.sqlite');
    expect(config.chains.pulse.blockscoutUrl).toBe('https://api.scan.pulsechain.com');
    expect(config.chains.bsc.blockscoutUrl).toBeUndefined();
  });

  it('takes overrides and drops trailing slashes from URLs', () => {
    const config = loadConfig(
      { PORT: '8080', PULSE_BLOCKSCOUT_URL: 'http://127.0.0.1:9999/blockscout/pulse/' },
      '/srv',
    );
    expect(config.port).toBe(8080);
    expect(config.chains.pulse.blockscoutUrl).toBe('http://127.0.0.1:9999/blockscout/pulse');
  });

  it('takes a variable set to nothing as not set, so its default applies', () => {
    const config = loadConfig(
      { PORT: '', ETHERSCAN_API_KEY: '', CACHE_URL: '  ', PULSE_RPC_URLS: '' },
      '/srv',
    );
    expect(config.port).toBe(4000);
    expect(config.etherscan.apiKey).toBeUndefined();
    expect(config.cacheUrl).toBe('sqlite:///srv/data/cache.sqlite');
    expect(config.chains.pulse.rpcUrls.length).toBeGreaterThan(0);
  });

  it('names every bad variable in one message', () => {
    const load = () => loadConfig({ PORT: 'eighty', ETH_BLOCKSCOUT_URL: 'ftp://example' }, '/srv');
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/ETH_BLOCKSCOUT_URL: must be an http\(s\) URL/);
  });
});

describe('cache limits', () => {
  it('caps the cache at 256 MiB and the icons at 64 MiB, and gives each store call 1 s, by default', () => {
    expect(loadConfig({}, '/srv').cacheLimits).toEqual({
      maxBytes: 256 * 1024 * 1024,
      iconMaxBytes: 64 * 1024 * 1024,
      timeoutMs: 1_000,
    });
    expect(
      loadConfig({ CACHE_MAX_MB: '1.5', ICON_CACHE_MAX_MB: '8', CACHE_TIMEOUT_MS: '250' }, '/srv')
        .cacheLimits,
    ).toEqual({ maxBytes: 1_572_864, iconMaxBytes: 8 * 1024 * 1024, timeoutMs: 250 });
  });

  it('refuses a cap under 1 MiB and a timeout that is not a positive whole number of ms', () => {
    const load = () =>
      loadConfig({ CACHE_MAX_MB: '0', ICON_CACHE_MAX_MB: 'lots', CACHE_TIMEOUT_MS: '0.5' }, '/srv');
    expect(load).toThrow(/CACHE_MAX_MB/);
    expect(load).toThrow(/ICON_CACHE_MAX_MB/);
    expect(load).toThrow(/CACHE_TIMEOUT_MS/);
  });
});

describe('contact details (spec §1 footer)', () => {
  it('has none by default, so the dashboard shows no donate button to a placeholder', () => {
    expect(loadConfig({}, '/srv').contact).toEqual({
      donationAddress: null,
      suggestionsEmail: null,
    });
  });

  it('validates the donation address with the spec text and the mailbox as an address', () => {
    const config = loadConfig(
      {
        DONATION_ADDRESS: ' 0x7a16fF8270133F063aAb6C9977183D9e72835428 ',
        SUGGESTIONS_EMAIL: 'ideas@example.org',
      },
      '/srv',
    );
    expect(config.contact).toEqual({
      donationAddress: '0x7a16ff8270133f063aab6c9977183d9e72835428',
      suggestionsEmail: 'ideas@example.org',
    });
    expect(() =>
      loadConfig({ DONATION_ADDRESS: '0x7A16ff8270133f063aab6c9977183d9e72835428' }, '/srv'),
    ).toThrow(
      'DONATION_ADDRESS: Invalid wallet address "0x7A16ff8270133f063aab6c9977183d9e72835428". Please check and try again.',
    );
    expect(() => loadConfig({ SUGGESTIONS_EMAIL: 'not a mailbox' }, '/srv')).toThrow(
      /SUGGESTIONS_EMAIL/,
    );
  });
});

describe('README configuration table', () => {
  it('lists exactly the variables the gateway reads', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('## Architecture'),
    );
    const documented = [...table.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)]
      .map((match) => match[1])
      .sort();
    expect(documented).toEqual(Object.keys(envSchema.shape).sort());
  });
});

describe('RPC lists', () => {
  it('defaults to the registry nodes and reads a comma list in order', () => {
    expect(loadConfig({}, '/srv').chains.eth.rpcUrls[0]).toBe(
      'https://ethereum-rpc.publicnode.com',
    );
    const config = loadConfig(
      { BSC_RPC_URLS: ' http://127.0.0.1:1/a , http://127.0.0.1:2/b ' },
      '/srv',
    );
    expect(config.chains.bsc.rpcUrls).toEqual(['http://127.0.0.1:1/a', 'http://127.0.0.1:2/b']);
  });

  it('rejects a list with a non-URL entry', () => {
    expect(() => loadConfig({ POLYGON_RPC_URLS: 'http://127.0.0.1:1,not-a-url' }, '/srv')).toThrow(
      /POLYGON_RPC_URLS/,
    );
  });
});

describe('withEnvFile', () => {
  it('puts .env under the environment, an already-set variable winning, and is silent without one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kinko-env-'));
    try {
      expect(withEnvFile({ PORT: '1' }, dir)).toEqual({ PORT: '1' });
      writeFileSync(
        path.join(dir, '.env'),
        'PORT=8080\nHOST=0.0.0.0\n# a comment\nETHERSCAN_API_KEY=\n',
      );
      const env = withEnvFile({ HOST: '::1' }, dir);
      expect(env).toEqual({ PORT: '8080', HOST: '::1', ETHERSCAN_API_KEY: '' });
      expect(loadConfig(env, dir)).toMatchObject({ port: 8080, host: '::1' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

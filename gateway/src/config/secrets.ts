import type { Config } from './env';

/**
 * A key-looking path segment of an RPC or explorer URL (Infura's /v3/<key>, Alchemy's /v2/<key>):
 * long runs of letters, digits, `-` and `_`, which no public endpoint's own path has.
 */
const KEY_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;

/** Every configured value that must never leave the process. */
export function configuredSecrets(config: Config): string[] {
  const secrets = [config.coinGecko.apiKey, config.etherscan.apiKey, config.bscIndexer?.apiKey];
  secrets.push(...urlSecrets(config.cacheUrl, { keyPaths: false }));
  for (const chain of Object.values(config.chains)) {
    for (const url of [chain.blockscoutUrl, ...chain.rpcUrls])
      secrets.push(...urlSecrets(url, { keyPaths: true }));
  }
  return secrets.filter((secret): secret is string => secret !== undefined && secret !== '');
}

/** Credentials in any URL; key-looking path segments only in upstream URLs (a cache file's path is no secret). */
function urlSecrets(url: string | undefined, options: { keyPaths: boolean }): string[] {
  if (url === undefined || !URL.canParse(url)) return [];
  const parsed = new URL(url);
  const credentials = [parsed.username, parsed.password].map((part) => decodeURIComponent(part));
  const keys = options.keyPaths
    ? parsed.pathname.split('/').filter((segment) => KEY_SEGMENT.test(segment))
    : [];
  return [...credentials, ...keys];
}

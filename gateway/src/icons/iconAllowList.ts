import type { Config } from '../config/env';

/**
 * The image hosts the upstreams' icon URLs point at (UPSTREAMS.md samples: Blockscout's icon_url
 * and CoinGecko's image on CoinGecko's CDNs, DexScreener's imageUrl on its own, token lists'
 * logoURI mostly on GitHub). Fetched over https only.
 * @internal
 */
export const KNOWN_IMAGE_HOSTS = [
  'assets.coingecko.com',
  'coin-images.coingecko.com',
  'dd.dexscreener.com',
  'cdn.dexscreener.com',
  'raw.githubusercontent.com',
  'tokens.pancakeswap.finance',
  'tokens.app.pulsex.com',
] as const;

/**
 * Which icon URLs the gateway may fetch (docs/DECISIONS.md "Icon
 * route"): https on a known image host, on ICON_HOSTS, or on the host of a configured explorer;
 * or anything on the exact origin (scheme, host, port) of a configured upstream, since the operator
 * chose to talk to it (a LAN explorer, the demo's simulation on loopback). Everything else,
 * including the machine's own loopback and private addresses, is refused: the route must not
 * become a way to reach what the server can reach.
 */
export class IconAllowList {
  private readonly httpsHosts: ReadonlySet<string>;
  private readonly origins: ReadonlySet<string>;

  constructor(httpsHosts: Iterable<string>, origins: Iterable<string>) {
    this.httpsHosts = new Set([...httpsHosts].map((host) => host.toLowerCase()));
    this.origins = new Set(origins);
  }

  static fromConfig(config: Config): IconAllowList {
    const upstreamUrls = [
      ...Object.values(config.chains).flatMap((chain) =>
        chain.blockscoutUrl === undefined ? [] : [chain.blockscoutUrl],
      ),
      config.prices.dexScreenerUrl,
      config.prices.defiLlamaUrl,
      config.coinGecko.url,
      config.etherscan.url,
      ...(config.bscIndexer === undefined ? [] : [config.bscIndexer.url]),
    ].map((url) => new URL(url));
    const explorerHosts = Object.values(config.chains).flatMap((chain) =>
      chain.blockscoutUrl === undefined ? [] : [new URL(chain.blockscoutUrl).hostname],
    );
    return new IconAllowList(
      [...KNOWN_IMAGE_HOSTS, ...explorerHosts, ...config.iconHosts],
      upstreamUrls.map((url) => url.origin),
    );
  }

  /** The URL to fetch, or undefined when it is not one the gateway may fetch. */
  allows(value: string): URL | undefined {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return undefined;
    }
    if (url.username !== '' || url.password !== '') return undefined;
    if (this.origins.has(url.origin)) return url;
    if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return undefined;
    return this.httpsHosts.has(url.hostname.toLowerCase()) ? url : undefined;
  }
}

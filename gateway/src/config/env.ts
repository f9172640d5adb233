import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import {
  InvalidAddressError,
  parseWalletAddress,
  type Address,
} from '../../../shared/src/addresses';
import { CHAIN_KEYS, CHAINS, type ChainKey } from '../../../shared/src/chains';
import { ConfigError } from '../errors/errors';
import type { LogLevel } from '../logging/logger';

/**
 * Every setting is an environment variable with a working default: the real public endpoint,
 * keyless (DESIGN.md "Configuration"). README.md lists each one; a test keeps the two in step.
 */

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''));
const milliseconds = z.coerce.number().int().positive();
const MB = 1024 * 1024;

/**
 * Per-chain variables are derived from the registry, so a new chain gets them for free.
 * @internal
 */
export const chainEnvName = (chain: ChainKey, suffix: 'BLOCKSCOUT_URL' | 'RPC_URLS') =>
  `${chain.toUpperCase()}_${suffix}`;

/** A comma-separated list of http(s) URLs, tried in order. */
const urlList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== ''),
  )
  .pipe(z.array(httpUrl).min(1, 'must list at least one URL'));

/** A comma-separated list of wallet addresses (spec §5 validation). */
const walletList = z.string().transform((value, ctx) => {
  const wallets: Address[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    try {
      wallets.push(parseWalletAddress(item));
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: error instanceof InvalidAddressError ? error.message : String(error),
      });
    }
  }
  return wallets;
});

/** Extra image hosts for the icon route, comma-separated host names (fetched over https). */
const hostList = z.string().transform((value, ctx) => {
  const hosts = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  for (const host of hosts)
    if (!/^[a-z0-9.-]+$/.test(host))
      ctx.addIssue({
        code: 'custom',
        message: `${host} is not a host name (e.g. images.example.org)`,
      });
  return hosts;
});

/**
 * Contracts named per chain beside a built-in registry, comma-separated `chain:0xaddress=Name`:
 * extra v2-style DEX factories whose pairs are valued as pool positions
 * (shared/src/dexFactories.ts), extra v3-style position managers (shared/src/positionManagers.ts).
 */
const namedContractList = (what: string) =>
  z.string().transform((value, ctx) => {
    const factories: { chain: ChainKey; address: Address; name: string }[] = [];
    for (const item of value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')) {
      const match = /^([a-z]+):(0x[0-9a-fA-F]{40})=(.+)$/.exec(item);
      const chain = match?.[1] as ChainKey | undefined;
      if (match === null || chain === undefined || !CHAIN_KEYS.includes(chain)) {
        ctx.addIssue({
          code: 'custom',
          message: `${item} is not chain:0x${what}=Name with chain one of ${CHAIN_KEYS.join(', ')}`,
        });
        continue;
      }
      factories.push({
        chain,
        address: match[2]!.toLowerCase() as Address,
        name: match[3]!.trim(),
      });
    }
    return factories;
  });

/** `*` (any site), or a comma-separated list of origins allowed to call the API from a browser. */
const corsOrigins = z.string().transform((value, ctx) => {
  const origins = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (origins.length === 1 && origins[0] === '*') return '*' as const;
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      ctx.addIssue({
        code: 'custom',
        message: `"${origin.slice(0, 80)}" is not an origin such as https://example.org (or use *)`,
      });
  }
  if (origins.length === 0)
    ctx.addIssue({ code: 'custom', message: 'list at least one origin, or *' });
  return origins;
});

/** One wallet address (spec §5 validation). */
const walletAddress = z.string().transform((value, ctx) => {
  try {
    return parseWalletAddress(value.trim());
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: error instanceof InvalidAddressError ? error.message : String(error),
    });
    return z.NEVER;
  }
});

/**
 * Express's 'trust proxy' (expressjs.com "Express behind proxies"): how many proxies in front, or
 * which addresses are proxies (IPs, CIDR ranges, loopback/linklocal/uniquelocal). `true` (believe
 * any X-Forwarded-For) is refused: any client could then pick its own rate-limit key.
 */
const trustProxy = z
  .string()
  .trim()
  .regex(
    /^(false|\d+|((loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d+)?)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d+)?))*))$/,
    'a number of proxies, or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  )
  .transform((value): number | string | false =>
    value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value,
  );

function chainVariables() {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const chain of CHAIN_KEYS) {
    const fallback = CHAINS[chain].blockscoutUrl;
    shape[chainEnvName(chain, 'BLOCKSCOUT_URL')] =
      fallback === null ? httpUrl.optional() : httpUrl.default(fallback);
    shape[chainEnvName(chain, 'RPC_URLS')] = urlList.default([...CHAINS[chain].rpcUrls]);
  }
  return shape;
}

/** @internal */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  CACHE_URL: z
    .string()
    .regex(
      /^(sqlite|rediss?):\/\/./,
      'use sqlite://<file>, redis://host:port or rediss://host:port',
    )
    .optional(),
  CACHE_MAX_MB: z.coerce.number().min(1).default(256),
  ICON_CACHE_MAX_MB: z.coerce.number().min(1).default(64),
  CACHE_TIMEOUT_MS: milliseconds.default(1_000),
  CLIENT_DIST: z.string().min(1).default('dist/client'),
  HTTP_TIMEOUT_MS: milliseconds.default(10_000),
  REQUEST_DEADLINE_MS: milliseconds.default(18_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: corsOrigins.default('*'),
  ICON_HOSTS: hostList.default([]),
  DEXSCREENER_URL: httpUrl.default('https://api.dexscreener.com'),
  DEFILLAMA_URL: httpUrl.default('https://coins.llama.fi'),
  GECKOTERMINAL_URL: httpUrl.default('https://api.geckoterminal.com/api/v2'),
  COINGECKO_URL: httpUrl.default('https://api.coingecko.com/api/v3'),
  COINGECKO_API_KEY: z.string().min(1).optional(),
  FRANKFURTER_URL: httpUrl.default('https://api.frankfurter.dev/v1'),
  ETHERSCAN_URL: httpUrl.default('https://api.etherscan.io/v2/api'),
  ETHERSCAN_API_KEY: z.string().min(1).optional(),
  BSC_INDEXER_URL: httpUrl.optional(),
  BSC_INDEXER_API_KEY: z.string().min(1).optional(),
  GRAPHQL_MAX_ANSWER_MB: z.coerce.number().positive().default(10),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_FRESH: z.coerce.number().int().min(0).default(12),
  RATE_LIMIT_API: z.coerce.number().int().min(0).default(60),
  TRUST_PROXY: trustProxy.default(false),
  BLOCKSCOUT_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(300),
  GECKOTERMINAL_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  BACKGROUND_SHARE: z.coerce.number().gt(0).lt(1).default(0.5),
  HISTORY_READ_BUDGET_MS: milliseconds.default(120_000),
  DEMO_WALLETS: walletList.default([]),
  DONATION_ADDRESS: walletAddress.optional(),
  SUGGESTIONS_EMAIL: z.email().optional(),
  DEX_FACTORIES: namedContractList('factory').default([]),
  POSITION_MANAGERS: namedContractList('manager').default([]),
  ...chainVariables(),
});

interface ChainEndpoints {
  /** Blockscout root (REST v2 at /api/v2, classic at /api); undefined where the chain has none. */
  blockscoutUrl: string | undefined;
  /** JSON-RPC nodes, tried in order. */
  rpcUrls: string[];
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** keyv store URL: sqlite://<file> by default. */
  cacheUrl: string;
  /**
   * What the cache's SQLite file (or the memory-only store) may hold, and the icons' own file
   * beside it (docs/DECISIONS.md "Bounded stores"); the longest one store call may take before the
   * store counts as stalled and the cache answers from memory.
   */
  cacheLimits: { maxBytes: number; iconMaxBytes: number; timeoutMs: number };
  clientDist: string;
  httpTimeoutMs: number;
  /**
   * Every incoming request's upstream work ends by then (DESIGN.md "Deadlines"): under the
   * dashboard's 20 s refresh-step timeout, so its answer, partial or not, arrives before it gives up.
   */
  requestDeadlineMs: number;
  logLevel: LogLevel;
  /** Origins a browser page may call /graphql and /api/* from: any (`*`) by default (docs/DECISIONS.md "CORS"). */
  corsOrigins: '*' | string[];
  /** Image hosts the icon route may fetch from beyond the known ones (routes/iconRoute.ts). */
  iconHosts: string[];
  /** v2-style DEX factories configured beside the built-in registry (shared/src/dexFactories.ts). */
  dexFactories: { chain: ChainKey; address: Address; name: string }[];
  /** v3-style position managers configured beside the built-in registry (shared/src/positionManagers.ts). */
  positionManagers: { chain: ChainKey; address: Address; name: string }[];
  chains: Record<ChainKey, ChainEndpoints>;
  /** Price services shared by every chain (UPSTREAMS.md §4, §5, §8b). */
  prices: { dexScreenerUrl: string; defiLlamaUrl: string; geckoTerminalUrl: string };
  /** CoinGecko /coins/markets for the ticker (UPSTREAMS.md §6); the key is a demo key, sent as x-cg-demo-api-key. */
  coinGecko: { url: string; apiKey: string | undefined };
  /** Exchange rates (ECB reference rates) for values in other currencies than USD. */
  frankfurter: { url: string };
  /** Etherscan API V2 (UPSTREAMS.md §2.2): transaction history where no Blockscout serves it (BSC); needs a key. */
  etherscan: { url: string; apiKey: string | undefined };
  /** Wallets the dashboard offers to a visitor who has none saved yet (the demo sets its own). */
  demoWallets: Address[];
  /** The optional BSC token indexer of spec §7; used only when a URL is configured. */
  bscIndexer: { url: string; apiKey: string | undefined } | undefined;
  /** The footer's donation address and suggestions mailbox (spec §1): this deployment's, none by default. */
  contact: { donationAddress: Address | null; suggestionsEmail: string | null };
  /** Per-client limits: window, fresh reads and REST/CSV requests per client per window. */
  rateLimits: { windowMs: number; fresh: number; api: number };
  /** Express 'trust proxy': which X-Forwarded-For hops are believed when telling clients apart. */
  trustProxy: number | string | false;
  /** /graphql answers over this many bytes are replaced by an ANSWER_TOO_LARGE error. */
  maxAnswerBytes: number;
  /**
   * What the gateway may ask of upstreams (http/upstreamBudget.ts): each Blockscout host's rate
   * (its keyless limit by default; an explorer of one's own may allow more), GeckoTerminal's (its
   * keyless 30 a minute; a paid plan's proxy may allow more), and the share of every
   * upstream that background work (long histories) may use.
   */
  upstreamBudgets: {
    blockscoutPerMinute: number;
    geckoTerminalPerMinute: number;
    backgroundShare: number;
  };
  /** How long one background read of a history goes on before it stops and keeps what it read. */
  historyReadBudgetMs: number;
}

/**
 * A variable set to nothing (`ETHERSCAN_API_KEY=` in a .env template, a compose passthrough of an
 * unset variable) means "not set": its default applies, as if the line were absent.
 */
function withoutEmptyValues(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
}

/**
 * The environment with `.env` from the working directory under it, when there is one: a variable
 * already set in the environment wins. Every entry point (server, demo, bench) reads its
 * configuration through this, so all read it the same way.
 */
export function withEnvFile(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): NodeJS.ProcessEnv {
  const file = path.join(cwd, '.env');
  if (!existsSync(file)) return env;
  return { ...parseEnv(readFileSync(file, 'utf8')), ...env };
}

/** Validates the environment once at start-up; a bad value stops the server with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data as z.infer<typeof envSchema> & Record<string, unknown>;
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  const chains = Object.fromEntries(
    CHAIN_KEYS.map((chain) => [
      chain,
      {
        blockscoutUrl: values[chainEnvName(chain, 'BLOCKSCOUT_URL')] as string | undefined,
        rpcUrls: values[chainEnvName(chain, 'RPC_URLS')] as string[],
      },
    ]),
  ) as Record<ChainKey, ChainEndpoints>;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    cacheUrl: values.CACHE_URL ?? `sqlite://${path.join(dataDir, 'cache.sqlite')}`,
    cacheLimits: {
      maxBytes: Math.round(values.CACHE_MAX_MB * MB),
      iconMaxBytes: Math.round(values.ICON_CACHE_MAX_MB * MB),
      timeoutMs: values.CACHE_TIMEOUT_MS,
    },
    clientDist: path.resolve(cwd, values.CLIENT_DIST),
    httpTimeoutMs: values.HTTP_TIMEOUT_MS,
    requestDeadlineMs: values.REQUEST_DEADLINE_MS,
    logLevel: values.LOG_LEVEL,
    corsOrigins: values.CORS_ORIGINS,
    iconHosts: values.ICON_HOSTS,
    dexFactories: values.DEX_FACTORIES,
    positionManagers: values.POSITION_MANAGERS,
    chains,
    prices: {
      dexScreenerUrl: values.DEXSCREENER_URL,
      defiLlamaUrl: values.DEFILLAMA_URL,
      geckoTerminalUrl: values.GECKOTERMINAL_URL,
    },
    coinGecko: { url: values.COINGECKO_URL, apiKey: values.COINGECKO_API_KEY },
    frankfurter: { url: values.FRANKFURTER_URL },
    etherscan: { url: values.ETHERSCAN_URL, apiKey: values.ETHERSCAN_API_KEY },
    demoWallets: values.DEMO_WALLETS,
    bscIndexer:
      values.BSC_INDEXER_URL === undefined
        ? undefined
        : { url: values.BSC_INDEXER_URL, apiKey: values.BSC_INDEXER_API_KEY },
    contact: {
      donationAddress: values.DONATION_ADDRESS ?? null,
      suggestionsEmail: values.SUGGESTIONS_EMAIL ?? null,
    },
    rateLimits: {
      windowMs: values.RATE_LIMIT_WINDOW_S * 1000,
      fresh: values.RATE_LIMIT_FRESH,
      api: values.RATE_LIMIT_API,
    },
    trustProxy: values.TRUST_PROXY,
    maxAnswerBytes: Math.round(values.GRAPHQL_MAX_ANSWER_MB * MB),
    upstreamBudgets: {
      blockscoutPerMinute: values.BLOCKSCOUT_REQUESTS_PER_MINUTE,
      geckoTerminalPerMinute: values.GECKOTERMINAL_REQUESTS_PER_MINUTE,
      backgroundShare: values.BACKGROUND_SHARE,
    },
    historyReadBudgetMs: values.HISTORY_READ_BUDGET_MS,
  };
}

// `npm run bench`: the benchmark table, every figure measured in this run beside its target.
// The sandbox (simulated upstreams with 100 ms latency, local EVM) runs here; the gateway runs in
// a process of its own (scripts/benchGateway.ts) so its memory is its own; load comes from a
// worker thread over real HTTP. Not a test: figures vary with the machine and its load.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { print, visit } from 'graphql';
import { PortfolioSummaryDocument } from '../client/src/graphql/generated/graphql';
import { CHAIN_KEYS, CHAINS } from '../shared/src/chains';
import { loadConfig } from '../gateway/src/config/env';
import { startSandbox, WORLD_NOW } from '../tests/sandbox/index';
import type { UpstreamId } from '../tests/sandbox/upstreams/ids';
import { criticalRoundTrips, requestMinimum } from '../tests/helpers/requestMinimum';
import { firstFigureRow } from './benchFirstFigure';
import { firstNumberRow } from './benchFirstNumber';
import { positionsRow } from './benchPositions';

const LATENCY_MS = 100;
const JITTER_MS = 20;
// `npm run bench -- first-number`: only that row (it starts a sandbox of its own, the demo's size).
if (process.argv.includes('first-number')) {
  const own = await startSandbox({ evm: true });
  for (const upstream of ['dexscreener', 'defillama', 'coingecko'] as const)
    own.faults.inject({ upstream }, { kind: 'latency', ms: LATENCY_MS, jitterMs: JITTER_MS });
  const demo = own.world.demoWallets.slice(0, 2).map((wallet) => wallet.address);
  console.log(await firstNumberRow(own, demo));
  console.log(await firstFigureRow(own, demo));
  await own.stop();
  process.exit(0);
}
// `npm run bench -- positions`: only the positions row (a sandbox of its own).
if (process.argv.includes('positions')) {
  console.log(await positionsRow({ ms: LATENCY_MS, jitterMs: JITTER_MS }));
  process.exit(0);
}
const sandbox = await startSandbox({ wallets: 100, evm: true });
const upstreams: UpstreamId[] = [
  'blockscout/pulse',
  'blockscout/eth',
  'blockscout/base',
  'blockscout/polygon',
  'dexscreener',
  'defillama',
  'coingecko',
  'etherscan',
  'bsc-indexer',
];
for (const upstream of upstreams)
  sandbox.faults.inject({ upstream }, { kind: 'latency', ms: LATENCY_MS, jitterMs: JITTER_MS });
const all = sandbox.world.wallets.map((wallet) => wallet.address);
const ten = all.slice(0, 10);
const fifty = all.slice(0, 50);
const clientDist = loadConfig({}).clientDist;

// The dashboard's own PortfolioSummary document, as the client sends it (fragments included):
// without @unmask, which Apollo Client reads itself (data masking) and removes before sending.
const QUERY = print(
  visit(PortfolioSummaryDocument, {
    Directive: (node) => (node.name.value === 'unmask' ? null : undefined),
  }),
);
const body = (wallets: readonly string[]) =>
  JSON.stringify({ query: QUERY, operationName: 'PortfolioSummary', variables: { wallets } });

interface Running {
  /** One URL per data directory: one gateway each, all in this one process. */
  urls: string[];
  child: ChildProcess;
  dirs: string[];
}

// The gateway runs as `npm start` runs it: one esbuild bundle under plain Node, not through tsx,
// whose loader thread and in-memory transpiled sources would count in the RSS row (~50 MiB), with
// the Node flags and environment of npm start's command (the heap limits, docs/DECISIONS.md
// "Gateway memory"; NODE_ENV=production, as in the Docker image).
const startCommand = startScript();
const gatewayBundle = path.resolve('dist/bench/benchGateway.js');
await build({
  entryPoints: ['scripts/benchGateway.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  outfile: gatewayBundle,
  logLevel: 'warning',
});

// npm start's flags import the source-map switch from dist/gateway: built as build:gateway builds it.
await build({
  entryPoints: ['gateway/src/sourceMaps.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  outfile: 'dist/gateway/sourceMaps.js',
  logLevel: 'warning',
});

/** A gateway process with one gateway (its own cache) per data root, in that order. */
async function startGateway(
  dataRoots: readonly string[],
  env: Record<string, string> = {},
): Promise<Running> {
  const dirs = dataRoots.map((root) => {
    mkdirSync(root, { recursive: true });
    return mkdtempSync(path.join(root, 'kinko-bench-'));
  });
  const child = spawn(process.execPath, [...startCommand.flags, gatewayBundle], {
    env: {
      ...process.env,
      ...startCommand.env,
      ...sandbox.env,
      DATA_DIR: dirs.join(','),
      CLIENT_DIST: clientDist,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const urls = await new Promise<string[]>((resolve, reject) => {
    lines.on(
      'line',
      (line) =>
        line.startsWith('LISTENING ') && resolve(line.slice('LISTENING '.length).split(',')),
    );
    child.once('exit', (code) => reject(new Error(`gateway exited (${code})`)));
  });
  return { urls, child, dirs };
}

/** The environment and flags `npm start` gives node before dist/gateway/index.js. */
function startScript(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const match = /((?:\b[A-Z_]+=\S+ )*)node((?: --\S+)*) dist\/gateway\/index\.js/.exec(
    scripts.start ?? '',
  );
  if (!match) throw new Error('package.json: no `node … dist/gateway/index.js` in start');
  const env = Object.fromEntries(
    (match[1] ?? '')
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((assignment) => assignment.split('=') as [string, string]),
  );
  return { env, flags: (match[2] ?? '').trim().split(' ') };
}

async function stopGateway(running: Running): Promise<void> {
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGTERM');
  await exited;
  for (const dir of running.dirs) rmSync(dir, { recursive: true, force: true });
}

async function post(url: string, payload: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: payload,
  });
  const json = (await response.json()) as { errors?: unknown };
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return performance.now() - started;
}

function load(
  url: string,
  payload: string,
  concurrency: number,
  seconds: number,
): Promise<{ perSecond: number; p50: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./benchLoad.ts', import.meta.url), {
      workerData: { url: `${url}/graphql`, body: payload, concurrency, seconds },
      execArgv: ['--import', 'tsx'],
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** CPU time the process has used, user and system, in ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMiB(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const rpcRequests = () =>
  CHAIN_KEYS.reduce(
    (sum, chain) => sum + (sandbox.evm?.counts(CHAINS[chain].id).httpRequests ?? 0),
    0,
  );

// 1. The cold reads, in one gateway process holding a gateway (its own cache) per read. A
// process's first read runs code V8 has not compiled yet, and the sandbox derives its world
// lazily: a server that has been up a while has neither cost, so the first gateway serves the
// whole world first (its first read reported apart) and each cold figure is then the median of
// five reads, each on a cache of its own: ten wallets (DATA_DIR on tmpfs, then on disk) and a
// hundred (ten dashboards of ten different wallets at once).
const REPEATS = 5;
const tmpfsRoot = '/dev/shm';
const diskRoot = path.resolve('.bench-data');
const cold = await startGateway([
  tmpfsRoot,
  ...Array.from({ length: REPEATS * 2 }, () => tmpfsRoot),
  ...Array.from({ length: REPEATS }, () => diskRoot),
]);
const [warmUp = '', ...coldUrls] = cold.urls;
const tenCold = coldUrls.slice(0, REPEATS);
const hundredCold = coldUrls.slice(REPEATS, REPEATS * 2);
const diskCold = coldUrls.slice(REPEATS * 2);
const hundredAtOnce = async (url: string) => {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      post(url, body(all.slice(index * 10, index * 10 + 10))),
    ),
  );
  return performance.now() - started;
};

const firstRead = await post(warmUp, body(ten));
await hundredAtOnce(warmUp);
const coldTmpfsRuns: number[] = [];
const coldDiskRuns: number[] = [];
const cold100Runs: number[] = [];
const cpu100Runs: number[] = [];
let requests = 0;
for (let index = 0; index < REPEATS; index++) {
  sandbox.counters.reset();
  const rpcBefore = rpcRequests();
  coldTmpfsRuns.push(await post(tenCold[index] ?? '', body(ten)));
  if (index === 0) requests = sandbox.counters.total() + rpcRequests() - rpcBefore;
  coldDiskRuns.push(await post(diskCold[index] ?? '', body(ten)));
  const cpuBefore = cpuMs(cold.child);
  cold100Runs.push(await hundredAtOnce(hundredCold[index] ?? ''));
  cpu100Runs.push(cpuMs(cold.child) - cpuBefore);
}
await stopGateway(cold);
rmSync(diskRoot, { recursive: true, force: true });
const coldTmpfs = median(coldTmpfsRuns);
const coldDisk = median(coldDiskRuns);
const cold100 = median(cold100Runs);
const minimum = requestMinimum(sandbox.world, ten, CHAIN_KEYS, sandbox.env.DEFILLAMA_URL ?? '');
const rounds = criticalRoundTrips(sandbox.world, ten, CHAIN_KEYS);
const criticalMs = rounds * (LATENCY_MS + JITTER_MS / 2);

// 2. The warm figures, memory and bytes on a gateway alone in its process.
const tmpfs = await startGateway([tmpfsRoot]);
const [warmUrl = ''] = tmpfs.urls;
await post(warmUrl, body(ten));
await post(warmUrl, body(fifty));
const typename = await load(warmUrl, JSON.stringify({ query: '{ __typename }' }), 10, 5);
const warm = await load(warmUrl, body(ten), 10, 5);
const warm50 = await load(warmUrl, body(fifty), 10, 5);
await load(warmUrl, body(ten), 50, 20);
const rss = rssMiB(tmpfs.child);
const bytes = await firstRouteBytes(warmUrl);
await stopGateway(tmpfs);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

// 3. The demo whale's first value history, all time on every chain, on a fresh gateway
// at the world's present; then the same request again, which reads nothing.
const historyGateway = await startGateway([tmpfsRoot], {
  BENCH_CLOCK_MS: String(WORLD_NOW * 1000),
});
const [historyUrl = ''] = historyGateway.urls;
const whale = sandbox.world.demoWallets[0]?.address as string;
const whaleRows = CHAIN_KEYS.reduce(
  (sum, chain) => sum + sandbox.world.transactions(whale, chain).length,
  0,
);
const historyBody = JSON.stringify({
  query:
    'query ($w: [Address!]!) { portfolioHistory(wallets: $w, range: ALL) { complete points { totalUsd } } }',
  variables: { w: [whale] },
});
sandbox.counters.reset();
const historyRpcBefore = rpcRequests();
const historyStarted = performance.now();
await post(historyUrl, historyBody);
const historyMs = performance.now() - historyStarted;
const historyRequests = sandbox.counters.total() + rpcRequests() - historyRpcBefore;
const historyPrices = sandbox.counters.count('defillama', 'batchHistorical');
const historyPages = (['pulse', 'eth', 'base', 'polygon'] as const).reduce(
  (sum, chain) =>
    sum +
    sandbox.counters.count(`blockscout/${chain}`, 'api/v2/addresses/transactions') +
    sandbox.counters.count(`blockscout/${chain}`, 'api/v2/addresses/token-transfers'),
  0,
);
sandbox.counters.reset();
const historyAgainStarted = performance.now();
await post(historyUrl, historyBody);
const historyAgainMs = performance.now() - historyAgainStarted;
const historyAgainRequests = sandbox.counters.total();
// Profit and loss over the same history: the ledgers and daily prices the history just read.
const pnlBody = JSON.stringify({
  query:
    'query ($w: [Address!]!) { pnl(wallets: $w) { complete tokens { pnl { realised unrealised } } } }',
  variables: { w: [whale] },
});
sandbox.counters.reset();
const pnlStarted = performance.now();
await post(historyUrl, pnlBody);
const pnlMs = performance.now() - pnlStarted;
const pnlRequests = sandbox.counters.total();
await stopGateway(historyGateway);

// 4. On a bad day: the dashboard's first number with the PulseChain explorer hanging.
const firstNumber = await firstNumberRow(sandbox, ten);
const firstFigure = await firstFigureRow(sandbox, ten);
const positions = await positionsRow({ ms: LATENCY_MS, jitterMs: JITTER_MS });

async function firstRouteBytes(url: string): Promise<{ total: number; js: number } | null> {
  const get = (pathname: string) =>
    new Promise<{ status: number; bytes: number; text: string; type: string }>(
      (resolve, reject) => {
        http
          .get(
            `${url}${pathname}`,
            { headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => {
                const raw = Buffer.concat(chunks);
                const encoding = response.headers['content-encoding'];
                // Counted as sent; read decoded to find what the page loads next.
                import('node:zlib').then((zlib) => {
                  const text =
                    encoding === 'br'
                      ? zlib.brotliDecompressSync(raw).toString()
                      : encoding === 'gzip'
                        ? zlib.gunzipSync(raw).toString()
                        : raw.toString();
                  resolve({
                    status: response.statusCode ?? 0,
                    bytes: raw.length,
                    text,
                    type: String(response.headers['content-type'] ?? ''),
                  });
                }, reject);
              });
            },
          )
          .on('error', reject);
      },
    );
  const index = await get('/');
  if (index.status !== 200 || !index.type.includes('html')) return null;
  const seen = new Set<string>();
  let total = index.bytes;
  let js = 0;
  const queue = [...index.text.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  while (queue.length > 0) {
    const asset = queue.shift() as string;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const answer = await get(asset);
    total += answer.bytes;
    if (asset.endsWith('.js')) js += answer.bytes;
    if (asset.endsWith('.css'))
      for (const match of answer.text.matchAll(/url\((\/[^)"']+)\)/g))
        queue.push(match[1] as string);
  }
  return { total, js };
}

const f = (value: number, digits = 2) => value.toFixed(digits);
const runs = (values: readonly number[]) => values.map((value) => f(value, 0)).join(', ');
const signed = (value: number) => `${value < 0 ? '−' : '+'}${f(Math.abs(value))}`;
const met = (ok: boolean) => (ok ? 'met' : '**not met**');
const lines = [
  `| figure | measured | target | |`,
  `|---|---|---|---|`,
  `| cold 10-wallet × 5-chain portfolio: upstream requests ÷ minimum (${minimum.listings} listings and pages + ${minimum.dex} DEX + ${minimum.defillama} DefiLlama + ${minimum.fillIn} fill-in searches + ${minimum.multicalls} multicalls) | ${requests} ÷ ${minimum.total} = ${f(requests / minimum.total)} | ≤ 1.05 | ${met(requests / minimum.total <= 1.05)} |`,
  `| cold latency ÷ critical path (${rounds} dependent round trips × ${LATENCY_MS + JITTER_MS / 2} ms; median of ${runs(coldTmpfsRuns)} ms) | ${f(coldTmpfs, 0)} ms ÷ ${f(criticalMs, 0)} ms = ${f(coldTmpfs / criticalMs)} | ≤ 1.3 | ${met(coldTmpfs / criticalMs <= 1.3)} |`,
  `| the same, as a just-started process's first read (first-time compilation, the sandbox's world not yet derived) | ${f(firstRead, 0)} ms ÷ ${f(criticalMs, 0)} ms = ${f(firstRead / criticalMs)} | | |`,
  `| cold on disk ÷ cold with DATA_DIR on tmpfs (median of ${runs(coldDiskRuns)} ms) | ${f(coldDisk, 0)} ms ÷ ${f(coldTmpfs, 0)} ms = ${f(coldDisk / coldTmpfs)} | ≤ 1.2 | ${met(coldDisk / coldTmpfs <= 1.2)} |`,
  `| warm portfolio, concurrency 10: requests/s | ${f(warm.perSecond, 0)} | ≥ 1,000 | ${met(warm.perSecond >= 1000)} |`,
  `| warm portfolio p50 vs \`{ __typename }\` p50 (${f(typename.perSecond, 0)} req/s) | ${f(warm.p50)} ms vs ${f(typename.p50)} ms (${signed(warm.p50 - typename.p50)} ms) | ≤ +2 ms | ${met(warm.p50 - typename.p50 <= 2)} |`,
  `| 50-wallet warm portfolio, concurrency 10 | ${f(warm50.perSecond, 0)} req/s | ≥ 300 | ${met(warm50.perSecond >= 300)} |`,
  bytes === null
    ? `| bytes on the wire, first route | n/a: no built client (npm run build:client) | ≤ 400 KB, JS ≤ 250 KiB | |`
    : `| bytes on the wire, first route (br, gzip) | ${f(bytes.total / 1000, 0)} KB all in, JS ${f(bytes.js / 1024, 0)} KiB | ≤ 400 KB, JS ≤ 250 KiB | ${met(bytes.total <= 400_000 && bytes.js <= 250 * 1024)} |`,
  `| gateway RSS after 20 s at concurrency 50 | ${f(rss, 0)} MiB | ≤ 300 MB | ${met(rss * 1.048576 <= 300)} |`,
  `| value history: the demo whale's first value history (all time, 5 chains, ${whaleRows} transfers and transactions) | ${historyRequests} upstream requests (${historyPages} explorer pages, ${historyPrices} DefiLlama batches), ${f(historyMs, 0)} ms; again: ${historyAgainRequests} requests, ${f(historyAgainMs, 0)} ms | bounded: 2 × 200 pages per wallet and chain; answers within the request deadline or in the background | |`,
  `| the demo whale's PnL per token over the same history, after it | ${pnlRequests} requests, ${f(pnlMs, 0)} ms | lots per token capped at 1,000 open | |`,
  firstNumber,
  firstFigure,
  positions,
  `| 100 wallets cold (ten 10-wallet dashboards at once; median of ${runs(cold100Runs)} ms; the gateway's CPU ${f(median(cpu100Runs) / 100, 1)} ms per wallet) ÷ 10 wallets cold | ${f(cold100, 0)} ms ÷ ${f(coldTmpfs, 0)} ms = ${f(cold100 / coldTmpfs)} | ≤ 2 | ${met(cold100 / coldTmpfs <= 2)} |`,
];
console.log(
  `${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}\n`,
);
console.log(lines.join('\n'));
if (warm.errors + warm50.errors + typename.errors > 0)
  console.log(`\n(load errors: ${warm.errors + warm50.errors + typename.errors})`);

await sandbox.stop();

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { expectedHoldings, expectedPortfolio } from '../sandbox/world/truth';
import { expectedStakes } from '../sandbox/world/hexTruth';
import { parseCsv } from '../helpers/parseCsv';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * Every example in examples/ run against a gateway on the sandbox (issue 15 deliverable 4: "each
 * example run against the sandbox in the tests so it cannot rot"): the Node bot and the Python
 * snippet as child processes, the curl lines taken from the markdown and executed, the
 * spreadsheet recipes' URLs fetched. Outputs are checked against the world's ground truth.
 */
const run = promisify(execFile);
const DOC_BASE = 'http://localhost:4000';
const DOC_WALLET = '0xYOUR_WALLET';

let sandbox: Sandbox;
let test: TestGateway;
let baseUrl: string;
let wallet: string;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
  test = await startTestGateway(sandbox.env);
  baseUrl = await test.gateway.listen();
  // Demo wallet 0 holds tokens on every chain and a stake in every state (tests/sandbox/STATUS.md).
  wallet = sandbox.world.demoWallets[0]?.address as string;
}, 60_000);

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

const env = () => ({ ...process.env, KINKO_URL: baseUrl, KINKO_WALLETS: wallet });
const totalLine = (output: string) => Number(/^Portfolio total: \$(\d+\.\d{2})/m.exec(output)?.[1]);
const forSandbox = (text: string) =>
  text.replaceAll(DOC_BASE, baseUrl).replaceAll(DOC_WALLET, wallet);

describe('examples/ against the sandbox', () => {
  it('the Node bot prints the portfolio total and the next stakes to mature', async () => {
    const { stdout } = await run(process.execPath, ['examples/daily-summary.mjs'], {
      env: env(),
      timeout: 25_000,
    });
    expect(totalLine(stdout)).toBeCloseTo(expectedPortfolio(sandbox.world, [wallet]).totalUsd, 2);
    expect(stdout).not.toContain('warning:');
    const active = expectedStakes(sandbox.world, wallet, 'pulse').filter(
      (stake) => stake.status === 'active',
    );
    expect(stdout).toContain(`${active.length} active; next to mature:`);
    const next = active
      .map((stake) => ({ stakeId: stake.stakeId, endDay: stake.lockedDay + stake.stakedDays }))
      .sort((a, b) => a.endDay - b.endDay || a.stakeId - b.stakeId)
      .slice(0, 5);
    const printed = [...stdout.matchAll(/^ {2}stake (\d+): ends day (\d+)/gm)].map((match) => ({
      stakeId: Number(match[1]),
      endDay: Number(match[2]),
    }));
    expect(printed).toEqual(next);
  }, 30_000);

  it('the Python snippet (standard library only) prints the same total from the CSV', async () => {
    const { stdout } = await run('python3', ['-I', 'examples/portfolio_total.py'], {
      env: env(),
      timeout: 25_000,
    });
    const truth = expectedPortfolio(sandbox.world, [wallet]);
    expect(Math.abs(totalLine(stdout) - truth.totalUsd)).toBeLessThanOrEqual(0.01);
    expect(stdout).toContain(`(${truth.tokens.length} tokens)`);
  }, 30_000);

  it('every curl line of examples/README.md answers 200', async () => {
    const readme = readFileSync('examples/README.md', 'utf8');
    const lines = readme.split('\n').filter((line) => line.startsWith('curl '));
    expect(lines.length).toBeGreaterThanOrEqual(7);
    for (const line of lines) {
      const { stdout } = await run('sh', ['-c', `${forSandbox(line)} -w '\\n%{http_code}'`], {
        timeout: 25_000,
      });
      const status = stdout.trimEnd().split('\n').at(-1);
      expect([line, status]).toEqual([line, '200']);
      expect(stdout).not.toMatch(/"errors"/);
    }
  }, 60_000);

  it('the README Quick start’s API examples answer the demo whale’s total', async () => {
    const readme = readFileSync('README.md', 'utf8');
    const block = /Try the API[^]*?```sh\n([^]*?)```/.exec(readme)?.[1] ?? '';
    // The README names the demo's whale, so the lines answer something under `npm run demo`.
    expect(/^WALLET=(0x[0-9a-f]{40})$/m.exec(block)?.[1]).toBe(wallet);
    const curls = block.split('\n\n').filter((part) => part.startsWith('curl '));
    expect(curls).toHaveLength(2);
    // A wallet's total counts every holding its chains' rules list (the 0.02 USD floor is the
    // portfolio display's).
    const truth = expectedHoldings(sandbox.world, wallet)
      .filter((holding) => holding.listReason === null)
      .reduce((sum, holding) => sum + (holding.valueUsd ?? 0), 0);
    for (const curl of curls) {
      const script = `WALLET=${wallet}\n${curl.replaceAll('http://127.0.0.1:4000', baseUrl)}`;
      const { stdout } = await run('sh', ['-c', script], { timeout: 25_000 });
      const answer = JSON.parse(stdout) as { data?: { wallet: { totalUsd: number } } };
      expect(answer.data?.wallet.totalUsd).toBeCloseTo(truth, 2);
    }
  }, 60_000);

  it('every spreadsheet recipe URL answers a CSV, the portfolio one with the world’s total', async () => {
    const recipes = readFileSync('examples/spreadsheets.md', 'utf8');
    const urls = [...recipes.matchAll(/"(http:\/\/localhost:4000\/[^"]+)"/g)].map((match) =>
      forSandbox(match[1] ?? ''),
    );
    expect(urls.length).toBeGreaterThanOrEqual(5);
    for (const url of urls) {
      const response = await fetch(url);
      expect([url, response.status]).toEqual([url, 200]);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      const text = await response.text();
      const header = (text.split(/\r?\n/, 1)[0] ?? '').split(',');
      const rows = parseCsv(text, header);
      expect(rows.length).toBeGreaterThan(0);
      if (url.includes('/api/portfolio.csv')) {
        // =SUM(J:J): valueUsd is the 10th column, as spreadsheets.md says.
        expect(header[9]).toBe('valueUsd');
        const sum = rows.reduce((total, row) => total + Number(row['valueUsd'] || 0), 0);
        expect(
          Math.abs(sum - expectedPortfolio(sandbox.world, [wallet]).totalUsd),
        ).toBeLessThanOrEqual(0.01);
      }
    }
  }, 60_000);
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../../../tests/sandbox/index';
import { RateLimitedError } from '../../errors/errors';
import { reasonOf } from '../../errors/sourceReason';
import { createHttpClient } from '../../http/httpClient';
import { getCoinPrice } from './getCoinPrice';
import { getTokenList } from './getTokenList';
import { getTokenTx } from './getTokenTx';
import { getTxList } from './getTxList';

// The classic API's answers as real explorers send them (UPSTREAMS.md §2, §7.1), served by the
// sandbox's explorer: an Etherscan-style throttle, {"status":"0","message":"NOTOK","result":"Max
// rate limit reached"} in a 200, and rows whose gasPrice/gasUsed are "" (Blockscout's unknown fee).

let sandbox: Sandbox;
const http = createHttpClient({ timeoutMs: 5_000, sleep: async () => undefined });
const upstream = 'blockscout:pulse';
let baseUrl: string;
let wallet: string;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: false });
  baseUrl = sandbox.env.PULSE_BLOCKSCOUT_URL ?? '';
  wallet = sandbox.world.wallets[0]?.address ?? '';
});
afterEach(() => sandbox.faults.clear());
afterAll(() => sandbox.stop());

function throttle(route: 'api/account/tokenlist' | 'api/stats/coinprice' | 'api/account/txlist') {
  sandbox.faults.inject(
    { upstream: 'blockscout/pulse', route },
    { kind: 'rateLimit', status: 200, times: 1 },
  );
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

describe('classic envelopes: the reason is read from `result` where the explorer puts it there', () => {
  it('tokenlist: a NOTOK throttle is RATE_LIMITED with its reason, not "NOTOK"', async () => {
    throttle('api/account/tokenlist');
    const error = await failure(getTokenList(http, { upstream, baseUrl, address: wallet }));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(reasonOf(error)).toBe('RATE_LIMITED');
    expect(error.message).toBe('blockscout:pulse tokenlist: Max rate limit reached');
  });

  it('coinprice: the same', async () => {
    throttle('api/stats/coinprice');
    const error = await failure(getCoinPrice(http, { upstream, baseUrl }));
    expect(reasonOf(error)).toBe('RATE_LIMITED');
    expect(error.message).toBe('blockscout:pulse coinprice: Max rate limit reached');
  });

  it('txlist: the same', async () => {
    throttle('api/account/txlist');
    const error = await failure(getTxList(http, { upstream, baseUrl, address: wallet, page: 1 }));
    expect(reasonOf(error)).toBe('RATE_LIMITED');
  });
});

describe('classic rows with an unknown fee (gasPrice and gasUsed "")', () => {
  it('keeps every transaction, the unknown fees null, and drops nothing', async () => {
    const usual = await getTxList(http, { upstream, baseUrl, address: wallet, page: 1 });
    sandbox.faults.inject(
      { upstream: 'blockscout/pulse', route: 'api/account/txlist' },
      { kind: 'quirk', quirk: 'blank-fees', times: 1 },
    );
    const blank = await getTxList(http, { upstream, baseUrl, address: wallet, page: 1 });
    expect(usual.rows.length).toBeGreaterThan(1);
    expect(blank.dropped).toBe(0);
    expect(blank.rows.map((row) => row.hash)).toEqual(usual.rows.map((row) => row.hash));
    // Every other row lost its fee: null (unknown), never 0.
    blank.rows.forEach((row, index) =>
      expect(row.feeWei).toBe(index % 2 === 0 ? null : usual.rows[index]?.feeWei),
    );
  });

  it('tokentx too', async () => {
    sandbox.faults.inject(
      { upstream: 'blockscout/pulse', route: 'api/account/tokentx' },
      { kind: 'quirk', quirk: 'blank-fees', times: 1 },
    );
    const blank = await getTokenTx(http, { upstream, baseUrl, address: wallet, page: 1 });
    expect(blank.rows.length).toBeGreaterThan(1);
    expect(blank.dropped).toBe(0);
    expect(blank.rows[0]?.feeWei).toBeNull();
  });
});

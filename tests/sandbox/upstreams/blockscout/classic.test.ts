import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../index';
import { get } from '../../testing/http';
import { loadSample, shapeMismatches } from '../../testing/shape';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const api = (chain: string, query: string) =>
  get(`${sandbox.url}/blockscout/${chain}/api?${query}`);
const whale = () => sandbox.world.demoWallets[0]!.address;
const errors = loadSample('blockscout-rpc-errors') as Record<string, unknown>;

describe('Blockscout classic API', () => {
  it('answers balance for one address and for a comma list', async () => {
    const one = await api('pulse', `module=account&action=balance&address=${whale()}`);
    expect(shapeMismatches(one.body, [loadSample('blockscout-rpc-account-balance')])).toEqual([]);
    expect(one.body).toMatchObject({
      status: '1',
      result: sandbox.world.nativeBalance(whale(), 'pulse').toString(),
    });
    const many = await api(
      'pulse',
      `module=account&action=balance&address=${sandbox.world.wallets.map((w) => w.address).join(',')}`,
    );
    expect(shapeMismatches(many.body, [loadSample('blockscout-rpc-account-balancemulti')])).toEqual(
      [],
    );
    expect((many.body as { result: unknown[] }).result).toHaveLength(3);
  });

  it('answers tokenlist with positive balances, and "No tokens found" for a stranger', async () => {
    const list = await api('base', `module=account&action=tokenlist&address=${whale()}`);
    expect(shapeMismatches(list.body, [loadSample('blockscout-rpc-account-tokenlist')])).toEqual(
      [],
    );
    const expected = sandbox.world.holdings(whale(), 'base').filter((h) => h.balanceRaw > 0n);
    expect((list.body as { result: unknown[] }).result).toHaveLength(expected.length);
    const none = await api(
      'base',
      'module=account&action=tokenlist&address=0x000000000000000000000000000000000000dEaD',
    );
    expect(none.body).toEqual(errors.no_tokens);
  });

  it('pages txlist with page, offset and sort', async () => {
    const first = await api(
      'pulse',
      `module=account&action=txlist&address=${whale()}&page=1&offset=50&sort=desc`,
    );
    expect(shapeMismatches(first.body, [loadSample('blockscout-rpc-account-txlist')])).toEqual([]);
    const rows = (first.body as { result: { timeStamp: string; hash: string }[] }).result;
    expect(rows).toHaveLength(50);
    const stamps = rows.map((row) => Number(row.timeStamp));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    const second = await api(
      'pulse',
      `module=account&action=txlist&address=${whale()}&page=2&offset=50&sort=desc`,
    );
    const secondRows = (second.body as { result: { hash: string }[] }).result;
    expect(secondRows[0]!.hash).not.toBe(rows[0]!.hash);
    const ascending = await api(
      'pulse',
      `module=account&action=txlist&address=${whale()}&page=1&offset=1&sort=asc`,
    );
    expect(
      Number((ascending.body as { result: { timeStamp: string }[] }).result[0]!.timeStamp),
    ).toBeLessThan(stamps.at(-1)!);
    const beyond = await api(
      'pulse',
      `module=account&action=txlist&address=${whale()}&page=99&offset=50`,
    );
    expect(beyond.body).toEqual(errors.no_transactions);
  });

  it('answers tokentx in the sample shape', async () => {
    const { body } = await api(
      'eth',
      `module=account&action=tokentx&address=${whale()}&page=1&offset=50&sort=desc`,
    );
    expect(shapeMismatches(body, [loadSample('blockscout-rpc-account-tokentx')])).toEqual([]);
    const none = await api(
      'eth',
      'module=account&action=tokentx&address=0x000000000000000000000000000000000000dEaD',
    );
    expect(none.body).toEqual(errors.no_token_transfers);
  });

  it('uses the real error texts', async () => {
    expect((await api('pulse', 'module=account&action=txlist')).body).toEqual(
      errors.missing_address,
    );
    expect((await api('pulse', 'module=account&action=txlist&address=0x12')).body).toEqual(
      errors.invalid_address,
    );
    expect(
      (await api('pulse', `module=account&action=txlist&address=${whale()}&page=3&offset=5000`))
        .body,
    ).toEqual(errors.window_too_large);
  });

  it('answers stats coinprice with the native price', async () => {
    const { body } = await api('pulse', 'module=stats&action=coinprice');
    expect(shapeMismatches(body, [loadSample('blockscout-rpc-stats-coinprice')])).toEqual([]);
    expect(body).toMatchObject({ result: { coin_usd: '0.00003421' } });
  });
});

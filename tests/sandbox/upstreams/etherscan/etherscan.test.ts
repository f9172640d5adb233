import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../index';
import { get } from '../../testing/http';
import { loadSample, shapeMismatches } from '../../testing/shape';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const errors = loadSample('etherscan-v2-errors') as Record<string, unknown>;
const whale = () => sandbox.world.demoWallets[0]!.address;
const v2 = (query: string) =>
  get(`${sandbox.env.ETHERSCAN_URL}?${query}&apikey=${sandbox.env.ETHERSCAN_API_KEY}`);

describe('Etherscan API V2', () => {
  it('answers balance and pages txlist and tokentx for a chainid', async () => {
    const balance = await v2(
      `chainid=1&module=account&action=balance&address=${whale()}&tag=latest`,
    );
    expect(shapeMismatches(balance.body, [loadSample('etherscan-v2-account-balance')])).toEqual([]);
    expect(balance.body).toMatchObject({
      result: sandbox.world.nativeBalance(whale(), 'eth').toString(),
    });
    const txs = await v2(
      `chainid=137&module=account&action=txlist&address=${whale()}&page=1&offset=20&sort=desc`,
    );
    expect((txs.body as { result: unknown[] }).result).toHaveLength(20);
    const transfers = await v2(
      `chainid=1&module=account&action=tokentx&address=${whale()}&page=1&offset=10&sort=desc`,
    );
    expect(shapeMismatches(transfers.body, [loadSample('blockscout-rpc-account-tokentx')])).toEqual(
      [],
    );
  });

  it('refuses BSC and Base on the free tier, and serves them to a paid key', async () => {
    for (const chainid of [56, 8453])
      expect(
        (await v2(`chainid=${chainid}&module=account&action=txlist&address=${whale()}`)).body,
      ).toEqual(errors.free_tier_chain_not_supported_UNVERIFIED_TEXT);
    const paid = await get(
      `${sandbox.env.ETHERSCAN_URL}?chainid=56&module=account&action=txlist&address=${whale()}&apikey=paid-key`,
    );
    expect(paid.body).toMatchObject({ status: '1' });
  });

  it('uses the real error texts', async () => {
    expect((await v2(`module=account&action=balance&address=${whale()}`)).body).toEqual(
      errors.missing_chainid,
    );
    expect((await v2(`chainid=369&module=account&action=balance&address=${whale()}`)).body).toEqual(
      errors.missing_chainid,
    );
    expect(
      (
        await get(
          `${sandbox.env.ETHERSCAN_URL}?chainid=1&module=account&action=balance&address=${whale()}&apikey=invalid`,
        )
      ).body,
    ).toEqual(errors.invalid_key);
    expect(
      (
        await v2(
          'chainid=1&module=account&action=txlist&address=0x000000000000000000000000000000000000dEaD',
        )
      ).body,
    ).toEqual(errors.no_transactions);
    expect(
      (await get(`${sandbox.url}/etherscan/api?module=account&action=balance&address=${whale()}`))
        .body,
    ).toEqual(errors.deprecated_v1);
  });
});

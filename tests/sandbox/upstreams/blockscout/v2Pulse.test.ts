import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../index';
import { get } from '../../testing/http';
import { loadSample, shapeMismatches } from '../../testing/shape';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const pulse = () => `${sandbox.url}/blockscout/pulse/api/v2`;

describe('PulseChain Blockscout v2 (legacy v5-era spellings)', () => {
  it('serves token-balances as a bare array in the legacy token shape', async () => {
    for (const wallet of sandbox.world.demoWallets) {
      const { status, body } = await get(
        `${pulse()}/addresses/${wallet.checksum}/token-balances?type=ERC-20`,
      );
      expect(status).toBe(200);
      expect(
        shapeMismatches(body, [loadSample('blockscout-v2-token-balances-pulsechain-legacy')]),
      ).toEqual([]);
      const rows = body as {
        value: string;
        token: { address: string; exchange_rate: string | null };
      }[];
      const expected = sandbox.world
        .holdings(wallet.address, 'pulse')
        .filter((holding) => holding.balanceRaw > 0n);
      expect(rows).toHaveLength(expected.length);
      for (const holding of expected) {
        const row = rows.find((candidate) => candidate.token.address === holding.token.checksum);
        expect(row?.value).toBe(holding.balanceRaw.toString());
        expect(row?.token.exchange_rate === null ? null : Number(row?.token.exchange_rate)).toBe(
          holding.token.quotes.blockscout,
        );
      }
    }
  });

  it('orders rows by fiat value, nulls last, then value', async () => {
    const wallet = sandbox.world.demoWallets[0]!;
    const { body } = await get(`${pulse()}/addresses/${wallet.address}/token-balances`);
    const rows = body as {
      value: string;
      token: { decimals: string; exchange_rate: string | null };
    }[];
    const fiat = rows.map((row) =>
      row.token.exchange_rate === null
        ? null
        : (Number(row.value) / 10 ** Number(row.token.decimals)) * Number(row.token.exchange_rate),
    );
    const firstNull = fiat.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(fiat.slice(firstNull).every((value) => value === null)).toBe(true);
    const priced = fiat.slice(0, firstNull) as number[];
    expect(priced).toEqual([...priced].sort((a, b) => b - a));
  });

  it('answers [] for an unknown address and 422 for an invalid one', async () => {
    expect(
      (await get(`${pulse()}/addresses/0x000000000000000000000000000000000000dEaD/token-balances`))
        .body,
    ).toEqual([]);
    const invalid = await get(`${pulse()}/addresses/0x123/token-balances`);
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ message: 'Invalid parameter(s)' });
  });

  it('serves address info with coin_balance and exchange_rate in the legacy shape', async () => {
    for (const wallet of sandbox.world.demoWallets) {
      const { status, body } = await get(`${pulse()}/addresses/${wallet.address}`);
      expect(status).toBe(200);
      expect(
        shapeMismatches(body, [loadSample('blockscout-v2-address-pulsechain-legacy')]),
      ).toEqual([]);
      expect(body).toMatchObject({
        hash: wallet.checksum,
        coin_balance: sandbox.world.nativeBalance(wallet.address, 'pulse').toString(),
        exchange_rate: '0.00003421',
      });
    }
  });

  it('answers 404 Not found for an address it has never seen, like pre-v7 instances', async () => {
    const { status, body } = await get(
      `${pulse()}/addresses/0x000000000000000000000000000000000000dEaD`,
    );
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found' });
  });

  it('gives every demo wallet PulseChain tokens with balances beyond 2^53 base units', () => {
    for (const wallet of sandbox.world.demoWallets) {
      const holdings = sandbox.world.holdings(wallet.address, 'pulse');
      expect(holdings.length).toBeGreaterThan(0);
      expect(holdings.some((holding) => holding.balanceRaw > 2n ** 53n)).toBe(true);
    }
  });
});

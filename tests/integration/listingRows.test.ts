import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startSandbox, expectedHoldings, type Sandbox } from '../sandbox/index';
import { type TestGateway, withTestGateway } from '../helpers/testGateway';
import { queryWallet, servedRows, statusOf, truthRows } from '../helpers/walletQuery';

/**
 * Issue 14 item 3: one odd row never costs a listing. (Paging of 1,300 tokens is tested at the
 * source, gateway/src/sources/blockscout/getAddressTokens.sandbox.test.ts: pricing that many tokens
 * would make this file slow.)
 */

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
}, 60_000);

afterEach(() => {
  sandbox.faults.clear();
  sandbox.counters.reset();
});

afterAll(async () => {
  await sandbox.stop();
});

const withGateway = <T>(run: (gateway: TestGateway) => Promise<T>): Promise<T> =>
  withTestGateway(sandbox.env, run);

const FILTERED = `query ($address: Address!) {
  wallet(address: $address, chains: [BASE], includeFiltered: true) {
    totalUsd
    holdings { valueUsd }
    filtered { reason detail holding { token { address symbol } balanceRaw valueUsd } }
  }
}`;

interface FilteredWallet {
  totalUsd: number;
  holdings: { valueUsd: number | null }[];
  filtered: {
    reason: string;
    detail: string;
    holding: {
      token: { address: string | null; symbol: string };
      balanceRaw: string;
      valueUsd: number | null;
    };
  }[];
}

describe('a Blockscout v2 row with address_hash: null (world/malformedRows.ts)', () => {
  it('costs that row only: the page is read, no fallback runs, and the totals are the world’s to the cent', async () => {
    const regular = sandbox.world.demoWallets[1]!.address;
    expect(sandbox.world.malformedTokenRows(regular, 'base')).toHaveLength(1);

    await withGateway(async (gateway) => {
      const wallet = await queryWallet(gateway, regular, ['base']);
      expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, regular, 'base'));
      expect(statusOf(wallet, 'base', 'token-listing')).toMatchObject({
        source: 'token-listing:blockscout-tokens-paged',
        state: 'FRESH',
        message: null,
      });
      expect(sandbox.counters.count('blockscout/base', 'api/v2/addresses/tokens')).toBe(1);
      expect(sandbox.counters.count('blockscout/base', 'api/account/tokenlist')).toBe(0);

      const response = await request(gateway.gateway.app)
        .post('/graphql')
        .send({ query: FILTERED, variables: { address: regular } });
      const body = response.body.data.wallet as FilteredWallet;
      const dropped = body.filtered.filter((item) => item.reason === 'invalid-row');
      expect(dropped).toEqual([
        {
          reason: 'invalid-row',
          detail: expect.stringContaining('address'),
          holding: {
            token: { address: null, symbol: 'NULLADDR' },
            balanceRaw: '250000000000000000000',
            valueUsd: null,
          },
        },
      ]);
      const truthTotal = expectedHoldings(sandbox.world, regular, 'base')
        .filter((holding) => holding.listReason === null)
        .reduce((sum, holding) => sum + (holding.valueUsd ?? 0), 0);
      expect(body.totalUsd).toBeCloseTo(truthTotal, 2);
    });
  });
});

describe('icon URLs (issue 14)', () => {
  it('passes an explorer icon_url on only when it is an https URL (or the sandbox explorer’s own on loopback): javascript: becomes null', async () => {
    const whale = sandbox.world.demoWallets[0]!.address;
    const usdbc = sandbox.world.tokens('base').find((token) => token.symbol === 'USDbC');
    expect(usdbc?.iconUrl).toBe('javascript:alert(1)');
    await withGateway(async (gateway) => {
      const query = `query ($address: Address!) { wallet(address: $address, chains: [BASE, ETH]) { holdings { token { address iconUrl } } } }`;
      const response = await request(gateway.gateway.app)
        .post('/graphql')
        .send({ query, variables: { address: whale } });
      const icons = (
        response.body.data.wallet.holdings as {
          token: { address: string | null; iconUrl: string | null };
        }[]
      ).map((holding) => holding.token);
      expect(icons.find((token) => token.address === usdbc?.address)).toEqual({
        address: usdbc?.address,
        iconUrl: null,
      });
      const kept = icons.filter((token) => token.iconUrl !== null);
      expect(kept.length).toBeGreaterThan(0);
      // The sandbox hosts the image CDNs' files itself (tests/sandbox/images.ts).
      for (const token of kept)
        expect(token.iconUrl?.startsWith(`${sandbox.url}/images/`)).toBe(true);
    });
  });
});

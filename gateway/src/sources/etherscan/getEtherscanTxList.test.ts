import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { createHttpClient } from '../../http/httpClient';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { reasonOf } from '../../errors/sourceReason';
import { getEtherscanTokenTx } from './getEtherscanTokenTx';
import { getEtherscanTxList } from './getEtherscanTxList';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
const wallet = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const errors = loadSample('etherscan-v2-errors') as Record<string, unknown>;
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({
    status: 200,
    body: loadSample('blockscout-rpc-account-txlist'),
  }));
});
afterAll(() => server.close());

const input = (page = 1) => ({
  url: `${server.url}/v2/api`,
  chainId: 56,
  apiKey: 'SECRET-KEY',
  address: wallet,
  page,
});

describe('Etherscan V2 txlist/tokentx', () => {
  it('sends chainid, the classic paging and the key from configuration', async () => {
    const { rows } = await getEtherscanTxList(http, input(3));
    expect(rows).toHaveLength(1);
    expect(server.requests.at(-1)).toBe(
      `/v2/api?chainid=56&module=account&action=txlist&address=${wallet}&page=3&offset=50&sort=desc&apikey=SECRET-KEY`,
    );
  });

  it('turns a refusal into an error that says why, without the key', async () => {
    server.route = () => ({
      status: 200,
      body: errors['free_tier_chain_not_supported_UNVERIFIED_TEXT'],
    });
    const failure = getEtherscanTxList(http, input());
    await expect(failure).rejects.toThrow(/Free API access is not supported for this chain/);
    await expect(failure).rejects.not.toThrow(/SECRET-KEY/);
    // The plan or the key does not cover the call: this server's configuration, not a failure.
    expect(reasonOf(await failure.catch((error: unknown) => error))).toBe('NOT_CONFIGURED');
    server.route = () => ({ status: 200, body: errors['invalid_key'] });
    const badKey = getEtherscanTokenTx(http, input());
    await expect(badKey).rejects.toThrow('etherscan tokentx: Invalid API Key');
    expect(reasonOf(await badKey.catch((error: unknown) => error))).toBe('NOT_CONFIGURED');
  });

  it("says spec §8's invalid-address text when the explorer rejects the address", async () => {
    server.route = () => ({
      status: 200,
      body: { status: '0', message: 'Invalid address format', result: null },
    });
    await expect(getEtherscanTxList(http, input())).rejects.toThrow(
      'etherscan txlist: Invalid address format. Please verify the contract and wallet addresses.',
    );
  });

  it('reads "No transactions found" as an empty list, for token transfers too', async () => {
    server.route = () => ({ status: 200, body: errors['no_transactions'] });
    await expect(getEtherscanTokenTx(http, input())).resolves.toEqual({ rows: [], dropped: 0 });
  });
});

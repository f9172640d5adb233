import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../index';
import { loadSample, shapeMismatches } from '../../testing/shape';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const whale = () => sandbox.world.demoWallets[0]!.address;

describe('Blockscout GraphQL', () => {
  const post = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${sandbox.url}/blockscout/pulse/api/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers address fields in the sample shape', async () => {
    const sample = loadSample('blockscout-graphql-address') as {
      request: { body: { query: string } };
      response: unknown;
    };
    const { body } = await post(sample.request.body.query, {
      hash: sandbox.world.demoWallets[0]!.checksum,
    });
    expect(shapeMismatches(body, [sample.response])).toEqual([]);
    expect(body).toMatchObject({
      data: {
        address: { fetchedCoinBalance: sandbox.world.nativeBalance(whale(), 'pulse').toString() },
      },
    });
  });

  it('has no tokenBalances field, like the real schema', async () => {
    const { body } = await post(
      'query ($hash: AddressHash!) { address(hash: $hash) { tokenBalances { value } } }',
      { hash: whale() },
    );
    expect((body.errors as { message: string }[])[0]!.message).toContain(
      'Cannot query field "tokenBalances"',
    );
  });
});

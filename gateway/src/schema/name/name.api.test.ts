import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startSandbox, type Sandbox } from '../../../../tests/sandbox/index';
import { startTestGateway, type TestGateway } from '../../../../tests/helpers/testGateway';
import { CHAINS } from '../../../../shared/src/chains';

const QUERY = 'query ($n: String!) { resolveName(name: $n) { name address } }';

let sandbox: Sandbox;
let test: TestGateway;

beforeAll(async () => {
  sandbox = await startSandbox({ wallets: 3, evm: true });
  test = await startTestGateway(sandbox.env);
});
afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

const resolve = (name: string) =>
  request(test.gateway.app)
    .post('/graphql')
    .send({ query: QUERY, variables: { n: name } });

describe('resolveName: ENS names for wallets (spec §5, §9 name resolution)', () => {
  it("answers a world name with its wallet's address, through one eth_call, then from the cache", async () => {
    const expected = sandbox.world.ensNames();
    const [name, address] = Object.entries(expected)[1] ?? [];
    const before = sandbox.evm?.counts(CHAINS.eth.id).ethCalls ?? 0;
    const first = await resolve(`  ${name?.toUpperCase()} `);
    expect(first.body).toEqual({ data: { resolveName: { name, address } } });
    expect((sandbox.evm?.counts(CHAINS.eth.id).ethCalls ?? 0) - before).toBe(1);
    await resolve(name ?? '');
    expect((sandbox.evm?.counts(CHAINS.eth.id).ethCalls ?? 0) - before).toBe(1);
  });

  it('says plainly when a name has no address or is not a name, echoing little', async () => {
    const missing = await resolve('nobody-here.eth');
    expect(missing.body.errors[0]).toMatchObject({
      message:
        'No Ethereum address is set for nobody-here.eth. Please check the name and try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const garbage = await resolve(`${'x'.repeat(90_000)}`);
    expect(garbage.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(garbage.body.errors[0].message.length).toBeLessThan(200);
    const invalid = await resolve('bad name.eth');
    expect(invalid.body.errors[0].message).toBe(
      '"bad name.eth" is not a wallet address or an ENS name. Please check and try again.',
    );
  });

  it("reports an unreachable Ethereum with the spec's network text, not an internal error", async () => {
    const endpoint = await sandbox.evm?.endpoint(CHAINS.eth.id, 'ens-down');
    if (endpoint === undefined) throw new Error('the sandbox runs no EVM');
    const offline = await startTestGateway({ ...sandbox.env, ETH_RPC_URLS: endpoint.url });
    try {
      endpoint.down = true;
      const answer = await request(offline.gateway.app)
        .post('/graphql')
        .send({ query: QUERY, variables: { n: 'kinko-demo-1.eth' } });
      expect(answer.body.errors[0]).toMatchObject({
        message:
          'Network issue (Ethereum). Tried multiple RPCs but none responded. Please check your connection and try again.',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
    } finally {
      endpoint.down = false;
      await offline.close();
    }
  });
});

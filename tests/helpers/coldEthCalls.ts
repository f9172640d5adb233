import { expect } from '@jest/globals';
import request from 'supertest';
import { CHAINS, type ChainKey } from '../../shared/src/chains';
import type { Sandbox } from '../sandbox/index';
import { startTestGateway } from './testGateway';

/**
 * The eth_calls per chain of one GraphQL request on a gateway of its own, so nothing is cached:
 * what the cold path costs the nodes.
 */
export async function coldEthCalls(
  sandbox: Sandbox,
  query: string,
  variables: object,
  chains: readonly ChainKey[],
): Promise<Partial<Record<ChainKey, number>>> {
  const evm = sandbox.evm!;
  const cold = await startTestGateway(sandbox.env);
  try {
    evm.resetCounts();
    const response = await request(cold.gateway.app).post('/graphql').send({ query, variables });
    expect(response.body.errors).toBeUndefined();
    return Object.fromEntries(
      chains.map((chain) => [chain, evm.counts(CHAINS[chain].id).ethCalls]),
    );
  } finally {
    await cold.close();
  }
}

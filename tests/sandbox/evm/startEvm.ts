/**
 * The sandbox's real EVM (DESIGN.md "The sandbox"): one Hardhat 3 / EDR node per chain, in this
 * process, each serving JSON-RPC on 127.0.0.1 and holding the world's balances, Multicall3,
 * (on chains whose spec has `hex`) HexSandbox at HEX's address and (with `erc20`) Erc20Sandbox
 * tokens at their addresses.
 *
 * Clients never talk to a node directly but to named endpoints (rpcEndpoint.ts) in front of it,
 * which count requests and can be taken down. `urls` holds each chain's "default" endpoint.
 */
import type { JsonRpcServer } from 'hardhat/types/network';
import type { EvmChainSpec } from './evmSpec';
import { createSandboxHardhat, networkName } from './hardhatRuntime';
import { loadChain } from './loadChain';
import {
  addCounts,
  emptyCounts,
  startRpcEndpoint,
  type RpcCounts,
  type RpcEndpoint,
  type RunningRpcEndpoint,
} from './rpcEndpoint';

export interface EvmSandbox {
  /** Chain id → the chain's "default" endpoint URL. */
  readonly urls: Record<number, string>;
  /**
   * The endpoint called `name` in front of the chain's node, created on first use. Several
   * endpoints of one chain share the node's state but each has its own counters and `down` switch,
   * which is how tests stage "one RPC node down among several". "default" is the one in `urls`.
   */
  endpoint(chainId: number, name: string): Promise<RpcEndpoint>;
  /** What all of a chain's endpoints received since the last reset. */
  counts(chainId: number): RpcCounts;
  /** Resets every endpoint's counters, e.g. after a warm-up. */
  resetCounts(): void;
  stop(): Promise<void>;
}

interface RunningChain {
  server: JsonRpcServer;
  nodeUrl: string;
  /** Promises, so two concurrent first requests for one name share one endpoint. */
  endpoints: Map<string, Promise<RunningRpcEndpoint>>;
  /** The same endpoints once listening, for the synchronous counters. */
  listening: RunningRpcEndpoint[];
}

function addEndpoint(chain: RunningChain, name: string): Promise<RunningRpcEndpoint> {
  const endpoint = startRpcEndpoint(name, chain.nodeUrl).then((started) => {
    chain.listening.push(started);
    return started;
  });
  chain.endpoints.set(name, endpoint);
  return endpoint;
}

async function startChain(server: JsonRpcServer, spec: EvmChainSpec): Promise<RunningChain> {
  const { port } = await server.listen();
  const nodeUrl = `http://127.0.0.1:${port}`;
  await loadChain(nodeUrl, spec);
  const chain: RunningChain = { server, nodeUrl, endpoints: new Map(), listening: [] };
  await addEndpoint(chain, 'default');
  return chain;
}

async function stopChain(chain: RunningChain): Promise<void> {
  const endpoints = await Promise.all(chain.endpoints.values());
  await Promise.all(endpoints.map((endpoint) => endpoint.close()));
  await chain.server.close();
}

export async function startEvm(specs: EvmChainSpec[]): Promise<EvmSandbox> {
  const chainIds = specs.map((spec) => spec.chainId);
  if (new Set(chainIds).size !== chainIds.length)
    throw new Error(`startEvm: duplicate chain ids in ${chainIds.join(', ')}`);

  const hre = await createSandboxHardhat(specs);

  const started = await Promise.allSettled(
    specs.map(async (spec) => {
      // Hardhat binds 0.0.0.0 inside Docker unless told otherwise; the sandbox stays on loopback.
      const server = await hre.network.createServer(
        { network: networkName(spec.chainId) },
        '127.0.0.1',
        0,
      );
      try {
        return await startChain(server, spec);
      } catch (error) {
        await server.close();
        throw error;
      }
    }),
  );
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(
      started.flatMap((result) => (result.status === 'fulfilled' ? [stopChain(result.value)] : [])),
    );
    throw failure.reason;
  }

  const chains = new Map<number, RunningChain>();
  started.forEach((result, index) => {
    if (result.status === 'fulfilled') chains.set(chainIds[index]!, result.value);
  });

  const chain = (chainId: number): RunningChain => {
    const running = chains.get(chainId);
    if (!running) throw new Error(`startEvm: no chain ${chainId} in this sandbox`);
    return running;
  };

  const urls = Object.fromEntries(
    await Promise.all(
      [...chains].map(
        async ([chainId, running]) =>
          [chainId, (await running.endpoints.get('default')!).url] as const,
      ),
    ),
  );

  return {
    urls,

    endpoint(chainId, name) {
      const running = chain(chainId);
      return running.endpoints.get(name) ?? addEndpoint(running, name);
    },

    counts(chainId) {
      const total = emptyCounts();
      for (const endpoint of chain(chainId).listening) addCounts(total, endpoint.counts());
      return total;
    },

    resetCounts() {
      for (const running of chains.values())
        for (const endpoint of running.listening) endpoint.resetCounts();
    },

    async stop() {
      await Promise.all([...chains.values()].map(stopChain));
    },
  };
}

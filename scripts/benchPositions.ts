// The bench row "positions on": the demo world with every kind of position (v2 pool shares, the
// PulseChain farm, Uniswap v3 NFTs), a cold portfolio of one demo wallet and of all of them, each
// on a gateway with a cold cache: the eth_calls per chain (a fixed number of rounds whatever the
// wallets) and the time the whole portfolio took, with the bench's price-source latency.
import { CHAIN_KEYS, CHAINS } from '../shared/src/chains';
import { startTestGateway } from '../tests/helpers/testGateway';
import { startSandbox } from '../tests/sandbox/index';

const QUERY = `query ($wallets: [Address!]!) {
  portfolio(wallets: $wallets) { totalUsd positions { kind valueUsd } }
}`;

/** The table row; starts (and stops) a sandbox of its own. */
export async function positionsRow(latency: { ms: number; jitterMs: number }): Promise<string> {
  const sandbox = await startSandbox({ evm: true, poolShares: true, concentrated: true });
  try {
    for (const upstream of ['dexscreener', 'defillama', 'coingecko'] as const)
      sandbox.faults.inject({ upstream }, { kind: 'latency', ...latency });
    const evm = sandbox.evm!;
    const cold = async (wallets: readonly string[]) => {
      const test = await startTestGateway(sandbox.env);
      try {
        const url = await test.gateway.listen();
        evm.resetCounts();
        const started = performance.now();
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: QUERY, variables: { wallets } }),
        });
        const body = (await response.json()) as {
          data?: { portfolio: { positions: { kind: string }[] } };
        };
        const ms = performance.now() - started;
        const calls = Object.fromEntries(
          CHAIN_KEYS.map((chain) => [chain, evm.counts(CHAINS[chain].id).ethCalls]),
        );
        return { ms, calls, positions: body.data?.portfolio.positions.length ?? 0 };
      } finally {
        await test.close();
      }
    };
    const demo = sandbox.world.demoWallets.map((wallet) => wallet.address);
    await cold(demo); // the world derived and the code compiled once, as in the other cold rows
    const one = await cold(demo.slice(0, 1));
    const all = await cold(demo);
    const perChain = (calls: Record<string, number>) =>
      CHAIN_KEYS.map((chain) => `${chain} ${calls[chain]}`).join(', ');
    const fixed = JSON.stringify(one.calls) === JSON.stringify(all.calls);
    return `| positions on (demo world: pool shares, farm, v3 NFTs): eth_calls per chain for 1 wallet and for ${demo.length} (${all.positions} positions); cold portfolio time | 1 wallet: ${perChain(one.calls)}, ${one.ms.toFixed(0)} ms; ${demo.length} wallets: ${perChain(all.calls)}, ${all.ms.toFixed(0)} ms | the same rounds whatever the wallets | ${fixed ? 'met' : '**not met**'} |`;
  } finally {
    await sandbox.stop();
  }
}

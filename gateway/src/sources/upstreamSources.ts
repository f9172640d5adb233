import { CHAIN_KEYS, type ChainKey } from '../../../shared/src/chains';
import type { Config } from '../config/env';
import { apiCircuit } from './blockscout/apiCircuit';
import { ETHERSCAN_UPSTREAM } from './etherscan/getEtherscanTxList';
import { FRANKFURTER_UPSTREAM } from './frankfurter/frankfurter';

/** @internal */
export type UpstreamKind =
  | 'blockscout-v2'
  | 'blockscout-classic'
  | 'dexscreener'
  | 'defillama'
  | 'geckoterminal'
  | 'coingecko'
  | 'frankfurter'
  | 'etherscan'
  | 'bsc-indexer'
  | 'rpc';

export interface UpstreamSource {
  /** The circuit id its calls count against ("blockscout:polygon/v2"); for RPC, the chain's node list ("rpc:pulse"). */
  id: string;
  kind: UpstreamKind;
  /** Null for the services every chain shares. */
  chain: ChainKey | null;
}

/**
 * Every upstream API this configuration can call, one entry each: the gateway's single list of its
 * sources. /metrics shows a circuit for each from start-up, and the reliability suite's fault matrix
 * (tests/integration/faultMatrix.test.ts) is enumerated from it, so a source added here is
 * fault-tested without anyone remembering to.
 */
export function upstreamSources(config: Config): UpstreamSource[] {
  const sources: UpstreamSource[] = [];
  for (const chain of CHAIN_KEYS) {
    if (config.chains[chain].blockscoutUrl !== undefined) {
      sources.push({ id: apiCircuit(`blockscout:${chain}`, 'v2'), kind: 'blockscout-v2', chain });
      sources.push({
        id: apiCircuit(`blockscout:${chain}`, 'classic'),
        kind: 'blockscout-classic',
        chain,
      });
    }
  }
  sources.push(
    { id: 'dexscreener', kind: 'dexscreener', chain: null },
    { id: 'defillama', kind: 'defillama', chain: null },
    { id: 'geckoterminal', kind: 'geckoterminal', chain: null },
    { id: 'coingecko', kind: 'coingecko', chain: null },
    { id: FRANKFURTER_UPSTREAM, kind: 'frankfurter', chain: null },
  );
  if (config.etherscan.apiKey !== undefined)
    sources.push({ id: ETHERSCAN_UPSTREAM, kind: 'etherscan', chain: null });
  if (config.bscIndexer !== undefined)
    sources.push({ id: 'bsc-indexer', kind: 'bsc-indexer', chain: null });
  for (const chain of CHAIN_KEYS) sources.push({ id: `rpc:${chain}`, kind: 'rpc', chain });
  return sources;
}

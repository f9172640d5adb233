/** Fills one freshly started sandbox node with a chain's part of the world. */
import { createTestClient, http, type Address } from 'viem';
import { MULTICALL3_ADDRESS } from '../../../shared/src/chains';
import { multicall3RuntimeBytecode } from './contractArtifacts';
import type { EvmChainSpec } from './evmSpec';
import { loadEns } from './loadEns';
import { loadErc20 } from './loadErc20';
import { loadFarm } from './loadFarm';
import { loadHedron } from './loadHedron';
import { loadHex } from './loadHex';
import { loadConcentrated } from './loadConcentrated';
import { loadPairs } from './loadPairs';

export async function loadChain(nodeUrl: string, spec: EvmChainSpec): Promise<void> {
  // Concurrent setup requests travel as JSON-RPC batches: 100 balances cost one HTTP round trip.
  const transport = http(nodeUrl, { batch: true });
  const node = createTestClient({ mode: 'hardhat', transport });
  await Promise.all([
    node.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicall3RuntimeBytecode }),
    ...Object.entries(spec.nativeBalances).map(([wallet, wei]) =>
      node.setBalance({ address: wallet as Address, value: wei }),
    ),
  ]);
  // In turn: both send from the one setup account.
  if (spec.hex) await loadHex(transport, spec.hex);
  if (spec.hedron) await loadHedron(transport, spec.hedron);
  if (spec.erc20) await loadErc20(transport, spec.erc20);
  if (spec.pairs) await loadPairs(transport, spec.pairs);
  if (spec.farm) await loadFarm(transport, spec.farm, spec.now);
  if (spec.concentrated) await loadConcentrated(transport, spec.concentrated);
  if (spec.ens) await loadEns(transport, spec.ens as Record<string, Address>);
}

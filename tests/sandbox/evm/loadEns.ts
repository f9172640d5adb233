/**
 * Puts EnsSandbox at ENS's Universal Resolver address and loads the world's names, so the gateway
 * resolves `name.eth` through the same eth_call it makes on Ethereum.
 */
import { createTestClient, createWalletClient, namehash, type Address, type Transport } from 'viem';
import { ENS_UNIVERSAL_RESOLVER } from '../../../gateway/src/sources/rpc/resolveEnsName';
import { ensSandboxAbi, ensSandboxRuntimeBytecode } from './contractArtifacts';
import { LOADER, prepareLoader, TX_GAS } from './setupAccount';

export async function loadEns(transport: Transport, names: Record<string, Address>): Promise<void> {
  const node = createTestClient({ mode: 'hardhat', transport });
  await Promise.all([
    node.setCode({ address: ENS_UNIVERSAL_RESOLVER, bytecode: ensSandboxRuntimeBytecode }),
    prepareLoader(transport),
  ]);
  const entries = Object.entries(names);
  if (entries.length === 0) return;
  const loader = createWalletClient({ account: LOADER, transport });
  await loader.writeContract({
    address: ENS_UNIVERSAL_RESOLVER,
    abi: ensSandboxAbi,
    functionName: 'sandboxSetAddresses',
    args: [entries.map(([name]) => namehash(name)), entries.map(([, address]) => address)],
    chain: null,
    gas: TX_GAS,
  });
}

/**
 * Puts an Erc20Sandbox at each token address of a chain's spec and loads its metadata and
 * balances through the contract's setters, so nothing here duplicates Solidity's storage layout.
 * A token costs one transaction for its metadata and one per SLOTS_PER_TX holders.
 */
import { createTestClient, createWalletClient, type Address, type Transport } from 'viem';
import { erc20SandboxAbi, erc20SandboxRuntimeBytecode } from './contractArtifacts';
import type { Erc20Spec } from './evmSpec';
import { chunks, LOADER, prepareLoader, SLOTS_PER_TX, TX_GAS } from './setupAccount';

export async function loadErc20(
  transport: Transport,
  tokens: Record<string, Erc20Spec>,
): Promise<void> {
  const node = createTestClient({ mode: 'hardhat', transport });
  const entries = Object.entries(tokens) as [Address, Erc20Spec][];
  await Promise.all([
    ...entries.map(([address]) => node.setCode({ address, bytecode: erc20SandboxRuntimeBytecode })),
    prepareLoader(transport),
  ]);

  const loader = createWalletClient({ account: LOADER, transport });
  // One at a time: the node fills in LOADER's nonce, and concurrent sends could race for one.
  for (const [address, token] of entries) {
    await loader.writeContract({
      address,
      abi: erc20SandboxAbi,
      functionName: 'sandboxSetToken',
      args: [token.name, token.symbol, token.decimals],
      chain: null,
      gas: TX_GAS,
    });
    // Zero balances are every address's default: no need to write them.
    const holders = Object.entries(token.balances).filter(([, amount]) => amount > 0n) as [
      Address,
      bigint,
    ][];
    for (const batch of chunks(holders, SLOTS_PER_TX)) {
      await loader.writeContract({
        address,
        abi: erc20SandboxAbi,
        functionName: 'sandboxSetBalances',
        args: [batch.map(([holder]) => holder), batch.map(([, amount]) => amount)],
        chain: null,
        gas: TX_GAS,
      });
    }
  }
}

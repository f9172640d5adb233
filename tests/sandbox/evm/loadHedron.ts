/**
 * Puts HedronSandbox at Hedron's HSIM address on one sandbox node and loads the world's HSIs
 * (their stakes go into HexSandbox with the rest: loadHex.ts).
 */
import { createTestClient, createWalletClient, type Address, type Transport } from 'viem';
import { HSIM_ADDRESS } from '../../../shared/src/chains';
import { hedronSandboxAbi, hedronSandboxRuntimeBytecode } from './contractArtifacts';
import type { HedronSpec } from './evmSpec';
import { LOADER, prepareLoader, TX_GAS } from './setupAccount';

export async function loadHedron(transport: Transport, hedron: HedronSpec): Promise<void> {
  const node = createTestClient({ mode: 'hardhat', transport });
  await Promise.all([
    node.setCode({ address: HSIM_ADDRESS, bytecode: hedronSandboxRuntimeBytecode }),
    prepareLoader(transport),
  ]);
  const loader = createWalletClient({ account: LOADER, transport });
  const write = { address: HSIM_ADDRESS, abi: hedronSandboxAbi, chain: null, gas: TX_GAS } as const;
  // The world holds a handful of HSIs: one transaction each kind.
  const direct = Object.entries(hedron.hsiLists).flatMap(([owner, hsis]) =>
    hsis.map((hsi) => [owner as Address, hsi as Address] as const),
  );
  if (direct.length > 0)
    await loader.writeContract({
      ...write,
      functionName: 'sandboxAddHsis',
      args: [direct.map(([owner]) => owner), direct.map(([, hsi]) => hsi)],
    });
  const tokens = Object.entries(hedron.tokens).flatMap(([owner, list]) =>
    list.map((token) => ({ owner: owner as Address, ...token })),
  );
  if (tokens.length > 0) {
    await loader.writeContract({
      ...write,
      functionName: 'sandboxAddTokens',
      args: [
        tokens.map(({ owner }) => owner),
        tokens.map(({ tokenId }) => tokenId),
        tokens.map(({ hsi }) => hsi as Address),
      ],
    });
  }
}

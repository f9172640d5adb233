/**
 * Puts HexSandbox at HEX's address on one sandbox node and fills it from the world's HexSpec.
 *
 * State goes in through the contract's own setters in ordinary transactions, so the storage
 * layout is whatever Solidity makes of HEX's structs and nothing here duplicates it. Transactions
 * are batched: a full-size world (100 wallets × 20 stakes, 2,000 days) takes fourteen.
 */
import { createTestClient, createWalletClient, type Address, type Transport } from 'viem';
import { HEX_ADDRESS } from '../../../shared/src/chains';
import { hexSandboxAbi, hexSandboxRuntimeBytecode } from './contractArtifacts';
import type { HexSpec } from './evmSpec';
import { chunks, LOADER, prepareLoader, SLOTS_PER_TX, TX_GAS } from './setupAccount';

/**
 * Stakes per transaction, sized to stay under TX_GAS. A day or a reverting wallet is one fresh
 * storage slot (~24k gas, SLOTS_PER_TX). A stake is one too (~26k), plus ~24k more when it is the
 * first of its wallet, so 250 fit even when every stake belongs to a different wallet.
 */
const STAKES_PER_TX = 250;

export async function loadHex(transport: Transport, hex: HexSpec): Promise<void> {
  const node = createTestClient({ mode: 'hardhat', transport });
  await Promise.all([
    node.setCode({ address: HEX_ADDRESS, bytecode: hexSandboxRuntimeBytecode }),
    prepareLoader(transport),
  ]);

  const loader = createWalletClient({ account: LOADER, transport });
  // In order, one at a time: stakes must land in their lists in spec order.
  await loader.writeContract({
    address: HEX_ADDRESS,
    abi: hexSandboxAbi,
    functionName: 'sandboxSetGlobals',
    args: [BigInt(hex.currentDay), hex.shareRate],
    chain: null,
    gas: TX_GAS,
  });
  if (hex.globals !== undefined) {
    await loader.writeContract({
      address: HEX_ADDRESS,
      abi: hexSandboxAbi,
      functionName: 'sandboxSetGlobalInfo',
      args: [hex.globals],
      chain: null,
      gas: TX_GAS,
    });
  }
  for (const wallets of chunks(hex.revertStakeCountFor as Address[], SLOTS_PER_TX)) {
    await loader.writeContract({
      address: HEX_ADDRESS,
      abi: hexSandboxAbi,
      functionName: 'sandboxSetStakeCountReverts',
      args: [wallets],
      chain: null,
      gas: TX_GAS,
    });
  }
  for (const [index, days] of chunks(hex.dailyData, SLOTS_PER_TX).entries()) {
    await loader.writeContract({
      address: HEX_ADDRESS,
      abi: hexSandboxAbi,
      functionName: 'sandboxSetDailyData',
      args: [BigInt(index * SLOTS_PER_TX), days],
      chain: null,
      gas: TX_GAS,
    });
  }
  const stakes = Object.entries(hex.stakes).flatMap(([wallet, list]) =>
    list.map((stake) => ({ wallet: wallet as Address, stake })),
  );
  for (const batch of chunks(stakes, STAKES_PER_TX)) {
    await loader.writeContract({
      address: HEX_ADDRESS,
      abi: hexSandboxAbi,
      functionName: 'sandboxPushStakes',
      args: [batch.map(({ wallet }) => wallet), batch.map(({ stake }) => stake)],
      chain: null,
      gas: TX_GAS,
    });
  }
}

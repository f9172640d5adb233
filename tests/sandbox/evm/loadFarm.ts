/**
 * Puts a FarmSandbox at the farm's address and loads its pools and stakers through its setters.
 * The emission rate is 0 (world/farm.ts), so pendingInc answers the same at any block time.
 */
import { createTestClient, createWalletClient, type Address, type Transport } from 'viem';
import { farmSandboxAbi, farmSandboxRuntimeBytecode } from './contractArtifacts';
import type { FarmSpec } from './evmSpec';
import { LOADER, prepareLoader, TX_GAS } from './setupAccount';

export async function loadFarm(
  transport: Transport,
  farm: FarmSpec,
  now: number | undefined,
): Promise<void> {
  const node = createTestClient({ mode: 'hardhat', transport });
  const address = farm.address as Address;
  await Promise.all([
    node.setCode({ address, bytecode: farmSandboxRuntimeBytecode }),
    prepareLoader(transport),
  ]);
  const loader = createWalletClient({ account: LOADER, transport });
  const send = (functionName: string, args: unknown[]) =>
    loader.writeContract({
      address,
      abi: farmSandboxAbi,
      functionName: functionName as 'sandboxSetFarm',
      args: args as never,
      chain: null,
      gas: TX_GAS,
    });
  await send('sandboxSetFarm', [farm.rewardToken, 0n]);
  const openedAt = BigInt(now ?? Math.floor(Date.now() / 1000));
  for (const pool of farm.pools)
    await send('sandboxAddPool', [pool.lpToken, pool.allocPoint, openedAt, pool.accIncPerShare]);
  for (const user of farm.users)
    await send('sandboxSetUser', [BigInt(user.pid), user.wallet, user.amount, user.rewardDebt]);
}

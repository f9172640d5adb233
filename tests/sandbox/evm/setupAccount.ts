/**
 * The account that sends the sandbox's setup transactions (loadHex, loadErc20), and the limits
 * those transactions are sized to.
 */
import { createTestClient, type Address, type Transport } from 'viem';

/**
 * Sends the setup transactions. It has no key: once impersonated, eth_sendTransaction lets the
 * node sign for it and fill in nonce and fees.
 */
export const LOADER: Address = '0x5a4d000000000000000000000000000000000001';

/**
 * Every setup transaction gets EIP-7825's per-transaction gas cap (2^24, enforced by the node's
 * Osaka rules) instead of an estimate, which would run each transaction twice more.
 */
export const TX_GAS = 16_777_216n;

/** Items per transaction when each item is one fresh storage slot (~24k gas): stays under TX_GAS. */
export const SLOTS_PER_TX = 500;

export function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}

/** Lets LOADER send transactions on this node. Idempotent, so every loader may call it. */
export async function prepareLoader(transport: Transport): Promise<void> {
  const node = createTestClient({ mode: 'hardhat', transport });
  await Promise.all([
    node.impersonateAccount({ address: LOADER }),
    node.setBalance({ address: LOADER, value: 10n ** 24n }),
  ]);
}

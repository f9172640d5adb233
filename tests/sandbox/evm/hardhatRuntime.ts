/**
 * Hardhat 3 as a library, one in-process EDR node per sandbox chain: no config file, no child
 * process. The three guards below are what running it inside jest and offline takes.
 */
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHardhatRuntimeEnvironment } from 'hardhat/hre';
import type { HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import type { EvmChainSpec } from './evmSpec';

export const networkName = (chainId: number) => `sandbox-${chainId}`;

/**
 * Hardhat lists <artifacts>/build-info when it creates a node, to decode stack traces. A missing
 * directory is meant to read as empty, but under jest the ENOENT error comes from another realm,
 * fails Hardhat's `instanceof Error` check and escapes. So Hardhat gets an empty directory that
 * exists, outside the repo; its cache goes there too, so nothing lands in the working tree.
 */
async function scratchPaths(): Promise<{ artifacts: string; cache: string }> {
  const root = join(tmpdir(), 'kinko-sandbox-evm');
  await mkdir(join(root, 'artifacts', 'build-info'), { recursive: true });
  return { artifacts: join(root, 'artifacts'), cache: join(root, 'cache') };
}

/**
 * Hardhat turns a revert into an error with a Solidity stack trace through V8's
 * Error.prepareStackTrace, and asserts that it exists. Node's realm has it; jest's test realm
 * does not, and there every revert reached clients as "Internal error" instead of code 3 with the
 * revert data. This installs V8's default formatting where it is missing.
 */
function ensurePrepareStackTrace(): void {
  Error.prepareStackTrace ??= (error, frames) =>
    [String(error), ...frames.map((frame) => `    at ${String(frame)}`)].join('\n');
}

export async function createSandboxHardhat(
  specs: EvmChainSpec[],
): Promise<HardhatRuntimeEnvironment> {
  // The sandbox never reaches the internet (DESIGN.md), and Hardhat reports some internal errors
  // to Sentry for users who once opted in to its telemetry.
  process.env.HARDHAT_DISABLE_TELEMETRY = 'true';
  ensurePrepareStackTrace();
  return createHardhatRuntimeEnvironment({
    paths: await scratchPaths(),
    networks: Object.fromEntries(
      specs.map(({ chainId, now }) => [
        networkName(chainId),
        {
          type: 'edr-simulated',
          chainId,
          // "l1" for every chain, Base included: Kinko only reads, and no read it makes depends
          // on OP-stack specifics.
          chainType: 'l1',
          // No built-in accounts: the world's wallets are all there is.
          accounts: [],
          // The node's clock starts here and then runs with the machine's.
          ...(now === undefined ? {} : { initialDate: new Date(now * 1000) }),
        },
      ]),
    ),
  });
}

import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createTestClient,
  createWalletClient,
  http,
  parseEventLogs,
  publicActions,
  type Address,
} from 'viem';
import { HEX_ADDRESS } from '../../../../shared/src/chains';
import { hexSandboxAbi } from '../../../../tests/sandbox/evm/contractArtifacts';
import { startEvm, type EvmSandbox } from '../../../../tests/sandbox/evm/startEvm';
import { testWallets } from '../../../../tests/sandbox/evm/testWorld';
import { ethFixture, ETH_DAY } from '../../../../tests/helpers/staking/hexFixtures';
import { toDecimal } from '../../../../tests/helpers/staking/hexTruth';
import { tempCaches } from '../../../../tests/helpers/staking/tempCache';
import { createHexClient } from '../../sources/hex/hexClient';
import { hexStaking } from './hexStaking';
import type { HexStakeRow } from './stakingModel';

// What the gateway says ending a stake today would do, against what HexSandbox's stakeEnd (HEX.sol's
// rules) does when the stake is ended: each end runs in a snapshot that is reverted afterwards.

const HEX = 100_000_000n;
const fixture = ethFixture();
const lastDay = fixture.spec.hex.dailyData[ETH_DAY - 1];
const spec = {
  ...fixture.spec,
  hex: {
    ...fixture.spec.hex,
    globals: {
      lockedHeartsTotal: 300_000_000n * 10_000n * HEX,
      stakeSharesTotal: lastDay?.dayStakeSharesTotal ?? 0n,
      latestStakeId: 9_000,
      unclaimedSatoshisTotal: lastDay?.dayUnclaimedSatoshisTotal ?? 0n,
      claimedSatoshisTotal: 0n,
      claimedBtcAddrCount: 0n,
      totalSupply: 500_000_000n * 10_000n * HEX,
    },
  },
};
const [whale] = testWallets(1, 0x10c7) as [Address];

let evm: EvmSandbox;
let node: ReturnType<typeof testClient>;
let nodeUrl: string;
const caches = tempCaches();

beforeAll(async () => {
  evm = await startEvm([spec]);
  nodeUrl = evm.urls[1] as string;
  node = testClient(nodeUrl);
  for (const wallet of [...fixture.staked, whale]) {
    await node.impersonateAccount({ address: wallet });
    await node.setBalance({ address: wallet, value: 10n ** 24n });
  }
});
afterAll(() => evm.stop());
afterEach(() => caches.closeAll());

const testClient = (url: string) =>
  createTestClient({ mode: 'hardhat', transport: http(url) }).extend(publicActions);
const write = { address: HEX_ADDRESS, abi: hexSandboxAbi, chain: null, gas: 16_777_216n } as const;
const as = (wallet: Address) => createWalletClient({ account: wallet, transport: http(nodeUrl) });

async function gatewayRows(wallets: Address[]): Promise<HexStakeRow[]> {
  const result = await hexStaking(
    {
      cache: caches.open(),
      client: createHexClient('eth', [nodeUrl]),
      price: async () => ({ priceUsd: 0.01, statuses: [] }),
      now: () => fixture.nowMs,
    },
    'eth',
    wallets,
  );
  expect(result.errors).toEqual([]);
  return [...result.rows, ...result.rowsEnded].sort((a, b) => a.stakeIndex - b.stakeIndex);
}

/** Ends the stake in a snapshot; HEX's StakeEnd event and the minted return, or null on a revert. */
async function contractEnd(wallet: Address, row: HexStakeRow) {
  const snapshot = await node.snapshot();
  try {
    const hash = await as(wallet).writeContract({
      ...write,
      functionName: 'stakeEnd',
      args: [BigInt(row.stakeIndex), Number(row.stakeId)],
    });
    const receipt = await node.getTransactionReceipt({ hash });
    if (receipt.status !== 'success') return null;
    const logs = parseEventLogs({ abi: hexSandboxAbi, logs: receipt.logs });
    const ended = logs.find((log) => log.eventName === 'StakeEnd');
    const minted = logs.find((log) => log.eventName === 'Transfer');
    if (ended?.eventName !== 'StakeEnd') throw new Error('no StakeEnd event');
    const mask72 = (1n << 72n) - 1n;
    return {
      payout: toDecimal(ended.args.data0 >> 184n, 8),
      penalty: toDecimal(ended.args.data1 & mask72, 8),
      stakeReturn: toDecimal(minted?.eventName === 'Transfer' ? minted.args.value : 0n, 8),
    };
  } catch (error) {
    if (error instanceof Error && /reverted/i.test(error.message)) return null;
    throw error;
  } finally {
    await node.revert({ id: snapshot });
  }
}

const gatewayEnd = (row: HexStakeRow) =>
  row.payoutIfEndedTodayHex === null
    ? null
    : {
        payout: row.payoutIfEndedTodayHex,
        penalty: row.penaltyIfEndedTodayHex,
        stakeReturn: row.returnIfEndedTodayHex,
      };

describe('ending a stake today: the gateway against the contract’s own stakeEnd', () => {
  it('gives every fixture stake (early, late, good-accounted, auto-stake, BigPayDay) what stakeEnd pays', async () => {
    for (const wallet of fixture.staked) {
      for (const row of await gatewayRows([wallet])) {
        expect({ id: row.id, end: await contractEnd(wallet, row) }).toEqual({
          id: row.id,
          end: gatewayEnd(row),
        });
      }
    }
  });

  it('charges a stake ended on its lock day the full estimated penalty, however many shares it holds', async () => {
    const snapshot = await node.snapshot();
    try {
      // A stake holding about half of all shares, started today: it locks tomorrow.
      await as(whale).writeContract({
        ...write,
        functionName: 'stakeStart',
        args: [1_200_000_000n * HEX, 365n],
      });
      const [pending] = await gatewayRows([whale]);
      expect(pending).toMatchObject({
        status: 'pending',
        lockedDay: ETH_DAY + 1,
        penaltyIfEndedTodayHex: '0',
      });
      expect(await contractEnd(whale, pending as HexStakeRow)).toEqual(
        gatewayEnd(pending as HexStakeRow),
      );

      // The next day, before anyone has stored day 400: the lock day, 0 days served.
      await as(fixture.staked[0] as Address).writeContract({
        ...write,
        functionName: 'sandboxSetGlobals',
        args: [BigInt(ETH_DAY + 1), fixture.spec.hex.shareRate],
      });
      const [locked] = (await gatewayRows([whale])) as [HexStakeRow];
      expect(Number(locked.stakeShares)).toBeGreaterThan(
        0.45 * Number(spec.hex.globals.stakeSharesTotal),
      );
      const truth = await contractEnd(whale, locked);
      expect(truth).not.toBeNull();
      expect(gatewayEnd(locked)).toEqual(truth);
      expect(Number(truth?.penalty)).toBeGreaterThan(0);
    } finally {
      await node.revert({ id: snapshot });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicClient, http, type PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { CHAINS } from '../../../../shared/src/chains';
import { FARMS } from '../../../../shared/src/farms';
import { startEvm, type EvmSandbox } from '../../../../tests/sandbox/evm/startEvm';
import { evmSpecs } from '../../../../tests/sandbox/world/evmSpecs';
import { pendingReward } from '../../../../tests/sandbox/world/farm';
import { World } from '../../../../tests/sandbox/world/world';
import { getFarmStakes } from './getFarmStakes';

// The farm reader against FarmSandbox (PulseX's farm interface) holding LP the real UniswapV2Pair
// minted to it: stakes and pending rewards as the world's ground truth has them, in three rounds.

const world = new World({ seed: 1, wallets: 3, poolShares: true });
const farm = world.farms[0]!;
const pulse = CHAINS.pulse.id;
let evm: EvmSandbox;
let client: PublicClient;

beforeAll(async () => {
  evm = await startEvm(evmSpecs(world).filter((spec) => spec.chainId === pulse));
  client = createPublicClient({ transport: http(evm.urls[pulse]) }) as PublicClient;
}, 60_000);

afterAll(async () => {
  await evm.stop();
});

describe('getFarmStakes', () => {
  it("reads every wallet's stake and pending INC as the farm's state has them, in three eth_calls for one wallet or all", async () => {
    const wallets = world.wallets.map((wallet) => wallet.address as Address);
    evm.resetCounts();
    const all = await getFarmStakes(client, 'pulse', FARMS.pulse[0]!, wallets);
    const calls = evm.counts(pulse).ethCalls;
    expect(all.rewardToken).toBe(farm.rewardToken.address);
    expect(
      all.stakes.map((stake) => [stake.pid, stake.lpToken, stake.wallet, stake.amount]),
    ).toEqual(
      farm.users.map((user) => [user.pid, farm.pools[user.pid]!.lpToken, user.wallet, user.amount]),
    );
    expect(all.stakes.map((stake) => stake.pending)).toEqual(
      farm.users.map((user) => pendingReward(farm, user)),
    );
    expect(farm.users.length).toBe(2);

    evm.resetCounts();
    const one = await getFarmStakes(client, 'pulse', FARMS.pulse[0]!, wallets.slice(0, 1));
    expect(one.stakes).toEqual(all.stakes.filter((stake) => stake.wallet === wallets[0]));
    expect(evm.counts(pulse).ethCalls).toBe(calls);
    expect(calls).toBe(3);
  });

  it('finds no stakes where no farm contract answers', async () => {
    const absent = {
      ...FARMS.pulse[0]!,
      address: '0x00000000000000000000000000000000000f4a4d' as Address,
    };
    evm.resetCounts();
    expect(
      await getFarmStakes(client, 'pulse', absent, [world.wallets[0]!.address as Address]),
    ).toEqual({
      rewardToken: null,
      stakes: [],
    });
    expect(evm.counts(pulse).ethCalls).toBe(1);
  });
});

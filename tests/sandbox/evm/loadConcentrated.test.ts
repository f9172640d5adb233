import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAINS } from '../../../shared/src/chains';
import { expectedConcentrated } from '../world/concentratedTruth';
import { evmSpecs } from '../world/evmSpecs';
import { World } from '../world/world';
import { startEvm, type EvmSandbox } from './startEvm';

const world = new World({ seed: 1, wallets: 3, concentrated: true });
let evm: EvmSandbox;

beforeAll(async () => {
  evm = await startEvm(evmSpecs(world).filter((spec) => spec.chainId === CHAINS.eth.id));
});

afterAll(async () => {
  await evm.stop();
});

describe('loadConcentrated', () => {
  it('mints an in-range position that earned fees in both tokens and two out of range, one per side', async () => {
    const truth = await expectedConcentrated(
      world,
      evm.urls,
      world.wallets.map((wallet) => wallet.address),
    );
    expect(truth.map((position) => [position.tokenId, position.wallet, position.inRange])).toEqual([
      [1n, world.wallets[0]!.address, true],
      [2n, world.wallets[1]!.address, false],
      [3n, world.wallets[0]!.address, false],
    ]);
    const [inRange, above, below] = truth;
    expect(inRange!.underlying.every((side) => side.amountRaw > 0n)).toBe(true);
    expect(inRange!.fees.every((side) => side.amountRaw > 0n)).toBe(true);
    // Above the price a position is all token0, below it all token1; neither earned fees.
    expect(above!.underlying.map((side) => side.amountRaw > 0n)).toEqual([true, false]);
    expect(below!.underlying.map((side) => side.amountRaw > 0n)).toEqual([false, true]);
    for (const position of [above!, below!])
      expect(position.fees.map((side) => side.amountRaw)).toEqual([0n, 0n]);
    // Deposits of 10,000, 4,000 and 2,500 USD at the world's prices, give or take the swaps.
    expect(inRange!.valueUsd).toBeGreaterThan(9_000);
    expect(above!.valueUsd).toBeGreaterThan(1_500);
  });
});

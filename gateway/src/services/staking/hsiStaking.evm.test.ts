import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startEvm, type EvmSandbox } from '../../../../tests/sandbox/evm/startEvm';
import { expectedStakeEnd } from '../../../../tests/sandbox/world/hexEndTruth';
import { createHexClient } from '../../sources/hex/hexClient';
import { type HexChain } from '../../../../shared/src/chains';
import { hexStaking } from './hexStaking';
import type { StakingDeps } from './stakingModel';
import { hsiFixture, type HexFixture } from '../../../../tests/helpers/staking/hexFixtures';
import { recordHexCalls, summarize } from '../../../../tests/helpers/staking/hexCalls';
import { tempCaches } from '../../../../tests/helpers/staking/tempCache';
import { toDecimal, truthYield } from '../../../../tests/helpers/staking/hexTruth';

// Stakes held through Hedron's HSIM (HedronSandbox at its real address, the HSIs' stakes in
// HexSandbox) read like any other, on both chains, in a fixed number of eth_calls.

const fixtures: Record<HexChain, HexFixture> = {
  pulse: hsiFixture(369, 0x451),
  eth: hsiFixture(1, 0x452),
};
let evm: EvmSandbox;
const caches = tempCaches();

beforeAll(async () => {
  evm = await startEvm([fixtures.pulse.spec, fixtures.eth.spec]);
});
afterAll(() => evm.stop());
afterEach(() => caches.closeAll());

function deps(
  chain: HexChain,
  onFetchRequest?: (request: Request, init: RequestInit) => void,
): StakingDeps {
  const fixture = fixtures[chain];
  const url = evm.urls[fixture.spec.chainId] as string;
  return {
    cache: caches.open(),
    client: createHexClient(chain, [url], { hooks: onFetchRequest ? { onFetchRequest } : {} }),
    price: async () => ({ priceUsd: 1, statuses: [] }),
    now: () => fixture.nowMs,
  };
}

describe.each<HexChain>(['pulse', 'eth'])('HSIs on %s', (chain) => {
  const fixture = fixtures[chain];
  const { hex, hedron } = fixture.spec;
  const [owner, other] = fixture.staked as [string, string];
  const hsiOf = (tokenId: bigint) =>
    Object.values(hedron?.tokens ?? {})
      .flat()
      .find((token) => token.tokenId === tokenId)?.hsi;

  it('lists own stakes, then direct HSIs, then tokenized ones, each with the HEX stake, yield and penalties of the truth', async () => {
    const result = await hexStaking(deps(chain), chain, fixture.staked);
    expect(result.errors).toEqual([]);
    const rows = [...result.rows, ...result.rowsEnded];
    // Active rows come before ended ones; the fixture's stake ids follow the wallet's order, so sort by them.
    const shown = (wallet: string) =>
      rows
        .filter((row) => row.wallet === wallet)
        .sort((a, b) => Number(a.stakeId) - Number(b.stakeId))
        .map((row) => [row.stakeId, row.stakeIndex, row.hsiAddress, row.hsiIndex, row.hsiTokenId]);
    // hsi(2)'s stake has ended: HEX removed it from the instance's list, so nothing shows for it.
    expect(shown(owner)).toEqual([
      ['5000', 0, null, null, null],
      ['5001', 0, hedron?.hsiLists[owner]?.[0], 0, null],
      ['5003', 0, hsiOf(77n), null, '77'],
    ]);
    expect(shown(other)).toEqual([
      ['5004', 0, hsiOf(78n), null, '78'],
      ['5005', 0, hsiOf(2n ** 200n), null, (2n ** 200n).toString()],
    ]);
    for (const row of rows) {
      const stake = hex.stakes[row.hsiAddress ?? row.wallet]?.[0];
      if (!stake) throw new Error(`no spec stake for ${row.id}`);
      const end = expectedStakeEnd(stake, fixture.currentDay, hex.dailyData);
      expect({
        id: row.id,
        yieldHex: row.yieldHex,
        payout: row.payoutIfEndedTodayHex,
        penalty: row.penaltyIfEndedTodayHex,
        net: row.returnIfEndedTodayHex,
      }).toEqual({
        id: row.id,
        yieldHex: toDecimal(truthYield(stake, fixture.currentDay, hex.dailyData).hearts, 8),
        payout: end && toDecimal(end.payout, 8),
        penalty: end && toDecimal(end.penalty, 8),
        net: end && toDecimal(end.stakeReturn, 8),
      });
    }
    const byId = new Map(rows.map((row) => [row.stakeId, row]));
    expect(byId.get('5001')?.status).toBe('active');
    expect(byId.get('5003')?.status).toBe('overdue');
    expect(byId.get('5004')).toMatchObject({ status: 'ended', unlockedDay: 800 });
    // 30-day stake from day 60, ended 896 days past its grace: the penalty takes everything.
    expect(byId.get('5005')?.returnIfEndedTodayHex).toBe('0');
  });

  it('reads them in 6 eth_calls: globals, counts, entries, NFTs with direct HSIs’ stakes, tokenized HSIs’ stakes, days', async () => {
    const seen = recordHexCalls();
    evm.resetCounts();
    await hexStaking(deps(chain, seen.onFetchRequest), chain, fixture.wallets);
    expect(evm.counts(fixture.spec.chainId).ethCalls).toBe(6);
    const batches = seen.ethCalls
      .map(summarize)
      .filter((batch) => !batch.endsWith('dailyDataRange'));
    expect(batches.sort()).toEqual(
      [
        '1 × currentDay + 1 × globalInfo',
        // Four wallets; the reverting one's stakeCount means none of its own (spec §5).
        '4 × stakeCount + 4 × hsiCount + 4 × balanceOf',
        '1 × stakeLists + 2 × hsiLists + 3 × tokenOfOwnerByIndex',
        '3 × hsiToken + 2 × stakeLists',
        '3 × stakeLists',
      ].sort(),
    );
  });
});

import type { PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { decodeHsiCounts, hsiCountCalls } from '../../sources/hedron/getHsiCounts';
import { decodeHsiEntry, hsiEntryCalls, hsiEntrySlots } from '../../sources/hedron/getHsiEntries';
import { decodeHsiToken, hsiTokenCalls } from '../../sources/hedron/getHsiTokens';
import { aggregate3Groups, type Aggregate3Result } from '../../sources/rpc/aggregate3';
import { decodeStakeCounts, stakeCountCalls } from '../../sources/hex/getStakeCounts';
import {
  decodeStakeEntry,
  stakeListCalls,
  type HexStakeEntry,
  type HsiRef,
} from '../../sources/hex/getStakeLists';
import { isUnreachable } from '../../sources/rpc/rpcFailure';
import { mapWithConcurrency } from '../../util/mapWithConcurrency';

export type WalletRead = { stakes: HexStakeEntry[] } | { error: unknown };

/** Spec §9: "HEX stakes fetched 3 wallets at a time". */
const WALLETS_AT_A_TIME = 3;

/**
 * Every wallet's stakes — its own and those of the Hedron HSIs it owns — in a fixed number of round
 * trips whatever the number of wallets (readStakes).
 *
 * When a node answers but refuses the combined read (a gas or response-size cap of its own), the
 * wallets are read one by one, 3 at a time (spec §9), so a wallet whose list is too big for the
 * node fails alone and the others still show. When no node answers at all, asking again wallet by
 * wallet would only multiply the waiting (eHEX retries six times), so every wallet fails at once.
 */
export async function readWalletStakes(
  client: PublicClient,
  wallets: readonly Address[],
): Promise<Map<Address, WalletRead>> {
  if (wallets.length === 0) return new Map();
  try {
    const lists = await readStakes(client, wallets);
    return new Map(wallets.map((wallet) => [wallet, { stakes: lists.get(wallet) ?? [] }]));
  } catch (error) {
    if (wallets.length === 1 || isUnreachable(error))
      return new Map(wallets.map((wallet) => [wallet, { error }]));
    const one = await mapWithConcurrency(wallets, WALLETS_AT_A_TIME, (wallet) =>
      readWalletStakes(client, [wallet]),
    );
    return new Map(one.flatMap((reads) => [...reads]));
  }
}

interface HsiHolding {
  wallet: Address;
  hsi: HsiRef;
}

/**
 * Multicall3 rounds (each one eth_call unless past the gas budget of aggregate3.ts):
 * 1. HEX stakeCount, HSIM hsiCount and balanceOf of every wallet;
 * 2. every stakeLists entry, hsiLists entry and tokenOfOwnerByIndex;
 * 3. only when a wallet has HSIs: hsiToken of every NFT, and the stake of every direct HSI — an HSI
 *    is HEX's staker of exactly one stake, stakeLists(hsi, 0) (Hedron's HEXStakeInstance);
 * 4. only when a wallet has tokenized HSIs: their stakes.
 * A wallet's own stakes come first in stakeLists order, then its direct HSIs in hsiLists order,
 * then its tokenized ones in token order.
 */
async function readStakes(
  client: PublicClient,
  wallets: readonly Address[],
): Promise<Map<Address, HexStakeEntry[]>> {
  const [countResults = [], hsiCountResults = []] = await aggregate3Groups(client, [
    stakeCountCalls(wallets),
    hsiCountCalls(wallets),
  ]);
  const counts = decodeStakeCounts(wallets, countResults);
  const slots = [...counts].flatMap(([staker, count]) =>
    Array.from({ length: count }, (_, stakeIndex) => ({ staker, stakeIndex })),
  );
  const hsiSlots = hsiEntrySlots(decodeHsiCounts(wallets, hsiCountResults));
  const [listResults = [], entryResults = []] = await aggregate3Groups(client, [
    stakeListCalls(slots),
    hsiEntryCalls(hsiSlots),
  ]);

  const lists = new Map<Address, HexStakeEntry[]>(wallets.map((wallet) => [wallet, []]));
  slots.forEach(({ staker, stakeIndex }, index) => {
    const entry = decodeStakeEntry(stakeIndex, listResults[index]);
    if (entry) lists.get(staker)?.push(entry);
  });

  const direct: HsiHolding[] = [];
  const tokens: { wallet: Address; tokenId: bigint }[] = [];
  hsiSlots.forEach((slot, index) => {
    const found = decodeHsiEntry(slot, entryResults[index]);
    if (typeof found === 'bigint') tokens.push({ wallet: slot.wallet, tokenId: found });
    else if (found !== null)
      direct.push({
        wallet: slot.wallet,
        hsi: { address: found, hsiIndex: slot.index, tokenId: null },
      });
  });
  if (direct.length === 0 && tokens.length === 0) return lists;

  const [tokenResults = [], directStakes = []] = await aggregate3Groups(client, [
    hsiTokenCalls(tokens.map(({ tokenId }) => tokenId)),
    hsiStakeCalls(direct),
  ]);
  addHsiStakes(lists, direct, directStakes);
  const tokenized = tokens.flatMap(({ wallet, tokenId }, index): HsiHolding[] => {
    const address = decodeHsiToken(tokenResults[index]);
    return address === null
      ? []
      : [{ wallet, hsi: { address, hsiIndex: null, tokenId: tokenId.toString() } }];
  });
  if (tokenized.length > 0) {
    const [tokenizedStakes = []] = await aggregate3Groups(client, [hsiStakeCalls(tokenized)]);
    addHsiStakes(lists, tokenized, tokenizedStakes);
  }
  return lists;
}

function hsiStakeCalls(holdings: readonly HsiHolding[]) {
  return stakeListCalls(holdings.map(({ hsi }) => ({ staker: hsi.address, stakeIndex: 0 })));
}

/** An HSI whose stake has ended holds none: its entry reverts and is skipped. */
function addHsiStakes(
  lists: Map<Address, HexStakeEntry[]>,
  holdings: readonly HsiHolding[],
  results: readonly Aggregate3Result[],
): void {
  holdings.forEach(({ wallet, hsi }, index) => {
    const entry = decodeStakeEntry(0, results[index]);
    if (entry) lists.get(wallet)?.push({ ...entry, hsi });
  });
}

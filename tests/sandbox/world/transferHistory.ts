import type { Address } from '../../../shared/src/addresses';
import type { ChainKey } from '../../../shared/src/chains';
import { DAY_SECONDS, WORLD_NOW, blockAt } from './clock';
import { Rng } from './random';
import { GAS_PRICE, transferCalldata, type WorldTx } from './transactions';
import type { WorldHolding, WorldToken } from './types';

/**
 * How far back a wallet's history reaches: the oldest funding transfer is at most this old, so
 * the ALL range of issue 17 has about a year and a month to rebuild.
 */
export const HISTORY_DAYS = 400;

/** What a transaction does to the wallet's native balance: value in or out, and the fee it paid. */
export function nativeDelta(tx: WorldTx, wallet: Address): bigint {
  let delta = 0n;
  // The sender pays gas whether or not the call succeeds.
  if (tx.from === wallet) delta -= tx.gasUsed * tx.gasPrice;
  if (tx.failed || tx.kind !== 'native') return delta;
  if (tx.from === wallet) delta -= tx.value;
  if (tx.to === wallet) delta += tx.value;
  return delta;
}

/** What a transaction does to the wallet's balance of one token (failed calls move nothing). */
export function tokenDelta(tx: WorldTx, wallet: Address, token: Address): bigint {
  const transfer = tx.transfer;
  if (tx.failed || transfer === null || transfer.token.address !== token) return 0n;
  return (
    (transfer.to === wallet ? transfer.value : 0n) -
    (transfer.from === wallet ? transfer.value : 0n)
  );
}

/**
 * Completes a wallet's transaction list into a history that explains today's balances (issue 17):
 * for each held token a funding transfer in before its first movement (an airdrop for spam), a
 * buy then a sell inside the last month for each zero-balance row, then for the native coin a
 * funding payment before everything and, where the activity would overdraw, one payment out at
 * the end. Afterwards Σ in − Σ out (− fees, native) is exactly each balance, and no running
 * balance is ever negative. The added rows come from their own stream, so the original
 * activity (and its lures) is unchanged; the result is newest first like the input.
 */
export function completeHistory(
  seed: number,
  wallet: { index: number; address: Address },
  chain: ChainKey,
  txs: readonly WorldTx[],
  holdings: readonly WorldHolding[],
  nativeBalance: bigint,
): WorldTx[] {
  const rng = Rng.derive(seed, 'history', wallet.index, chain);
  const me = wallet.address;
  const oldestActivity = txs.reduce((oldest, tx) => Math.min(oldest, tx.timestamp), WORLD_NOW);
  const newestActivity = txs.reduce((newest, tx) => Math.max(newest, tx.timestamp), 0);
  const historyStart = WORLD_NOW - HISTORY_DAYS * DAY_SECONDS;
  const firstMove = new Map<Address, number>();
  const net = new Map<Address, bigint>();
  for (const tx of txs) {
    const transfer = tx.transfer;
    if (transfer === null || tx.failed) continue;
    const token = transfer.token.address;
    firstMove.set(token, Math.min(firstMove.get(token) ?? WORLD_NOW, tx.timestamp));
    net.set(token, (net.get(token) ?? 0n) + tokenDelta(tx, me, token));
  }
  const added: WorldTx[] = [];
  // One transaction per block, so every list orders the same way by block or by time.
  const usedBlocks = new Set(txs.map((tx) => tx.blockNumber));
  const make = (
    token: WorldToken | null,
    timestamp: number,
    from: Address,
    to: Address,
    value: bigint,
  ): WorldTx => {
    let at = timestamp;
    const step = at >= newestActivity ? 1 : -1;
    while (usedBlocks.has(blockAt(chain, at)) && at + step <= WORLD_NOW) at += step;
    const tx = historyTx(rng, chain, token, at, from, to, value);
    usedBlocks.add(tx.blockNumber);
    return tx;
  };
  const rebasing = rebasingHolding(wallet.index, chain, holdings, net);
  for (const holding of holdings) {
    const token = holding.token;
    const moved = net.get(token.address) ?? 0n;
    if (holding.intent === 'zero' && moved === 0n) {
      // Bought and sold inside the MONTH range: zero today, held for a week or two before.
      const amount = BigInt(rng.int(10, 5_000)) * 10n ** BigInt(token.decimals);
      const bought = WORLD_NOW - rng.int(18, 26) * DAY_SECONDS - rng.int(0, DAY_SECONDS);
      const sold = WORLD_NOW - rng.int(4, 9) * DAY_SECONDS - rng.int(0, DAY_SECONDS);
      added.push(make(token, bought, rng.address(), me, amount));
      added.push(make(token, sold, me, rng.address(), amount));
      continue;
    }
    // A rebasing token grows without Transfer events: its transfers explain only part of today's balance.
    const needed =
      holding === rebasing ? rebasedFrom(holding.balanceRaw) - moved : holding.balanceRaw - moved;
    const first = firstMove.get(token.address) ?? WORLD_NOW - DAY_SECONDS;
    // Spam arrives uninvited and recently, so a MONTH history must leave it out (spec §5 spam rules).
    const earliest = token.expected.reason !== null ? WORLD_NOW - 25 * DAY_SECONDS : historyStart;
    const at = rng.int(Math.min(earliest, first - 3_600), first - 3_600);
    const floor = lowestPrefix(txs, (tx) => tokenDelta(tx, me, token.address));
    const funding = needed >= -floor ? needed : -floor;
    if (funding > 0n) added.push(make(token, at, rng.address(), me, funding));
    const excess = funding - needed;
    if (excess > 0n) added.push(make(token, endOf(rng, newestActivity), me, rng.address(), excess));
  }
  const all = [...txs, ...added];
  const nativeNet = all.reduce((sum, tx) => sum + nativeDelta(tx, me), 0n);
  const nativeFloor = lowestPrefix(all, (tx) => nativeDelta(tx, me));
  const beforeAll = Math.min(oldestActivity, ...added.map((tx) => tx.timestamp)) - 3_600;
  const fundedAt = rng.int(Math.min(historyStart, beforeAll), beforeAll);
  const needed = nativeBalance - nativeNet;
  if (needed >= -nativeFloor) {
    added.push(make(null, fundedAt, rng.address(), me, needed));
  } else {
    const out = make(null, endOf(rng, newestActivity), me, rng.address(), 0n);
    const fee = out.gasUsed * out.gasPrice;
    const funding = -nativeFloor + fee + 1n;
    added.push(make(null, fundedAt, rng.address(), me, funding));
    added.push({ ...out, value: funding + nativeNet - fee - nativeBalance });
  }
  return [...txs, ...added].sort((a, b) => b.timestamp - a.timestamp);
}

/**
 * The demo whale's rebasing holding on Ethereum: the first ordinary, DefiLlama-priced, normal
 * holding its activity never touches. Its transfers add up to 97 % of today's balance, so a
 * rebuild must report a mismatch (issue 17 HistoryMismatch); undefined everywhere else.
 */
export function rebasingHolding(
  walletIndex: number,
  chain: ChainKey,
  holdings: readonly WorldHolding[],
  moved: ReadonlyMap<Address, bigint>,
): WorldHolding | undefined {
  if (walletIndex !== 0 || chain !== 'eth') return undefined;
  return holdings.find(
    (holding) =>
      holding.intent === 'normal' &&
      holding.token.kind === 'ordinary' &&
      holding.token.quotes.defillama !== null &&
      !moved.has(holding.token.address),
  );
}

/** What the transfers of a rebasing holding add up to. */
export const rebasedFrom = (balance: bigint): bigint => (balance * 97n) / 100n;

/** The lowest running sum of `delta` over the list taken oldest first (0 when it never dips). */
function lowestPrefix(txs: readonly WorldTx[], delta: (tx: WorldTx) => bigint): bigint {
  let running = 0n;
  let lowest = 0n;
  for (const tx of [...txs].sort((a, b) => a.timestamp - b.timestamp)) {
    running += delta(tx);
    if (running < lowest) lowest = running;
  }
  return lowest;
}

/** A time after every other transaction and before WORLD_NOW. */
function endOf(rng: Rng, newest: number): number {
  return newest >= WORLD_NOW - 1 ? WORLD_NOW : rng.int(newest + 1, WORLD_NOW - 1);
}

/** A plain transfer of the native coin (token null) or of an ERC-20, as the history added it. */
export function historyTx(
  rng: Rng,
  chain: ChainKey,
  token: WorldToken | null,
  timestamp: number,
  from: Address,
  to: Address,
  value: bigint,
): WorldTx {
  const [gasMin, gasMax] = GAS_PRICE[chain];
  const gas = BigInt(token === null ? 21_000 : rng.int(60_000, 90_000));
  return {
    chain,
    kind: token === null ? 'native' : 'erc20',
    hash: rng.hash(),
    blockNumber: blockAt(chain, timestamp),
    blockHash: rng.hash(),
    timestamp,
    from,
    to: token === null ? to : token.address,
    value: token === null ? value : 0n,
    nonce: rng.int(0, 5_000),
    position: rng.int(0, 180),
    gas,
    gasPrice: BigInt(Math.round(rng.logUniform(gasMin, gasMax))),
    gasUsed: token === null ? gas : (gas * 6n) / 10n,
    failed: false,
    input: token === null ? '0x' : transferCalldata(to, value),
    transfer: token === null ? null : { token, from, to, value, logIndex: rng.int(0, 400) },
    lure: null,
  };
}

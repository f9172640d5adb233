import type { Address } from '../../../shared/src/addresses';
import type { ChainKey } from '../../../shared/src/chains';
import { BUSY_CHAIN, BUSY_MAX_GAP_S, BUSY_TRANSACTIONS, BUSY_WALLET_INDEX } from './busyWallet';
import { WORLD_NOW, blockAt } from './clock';
import type { WalletProfile } from './holdings';
import { Rng } from './random';
import type { WorldHolding, WorldToken } from './types';

export interface WorldTransfer {
  token: WorldToken;
  from: Address;
  to: Address;
  value: bigint;
  logIndex: number;
}

/**
 * One transaction touching a wallet. `kind` says what moved: the native coin, or an ERC-20
 * (then `transfer` is set and `to` is the token contract). Incoming ERC-20 transfers are sent by
 * someone else, so they show in token-transfer lists but not in the wallet's transaction list.
 */
export interface WorldTx {
  chain: ChainKey;
  kind: 'native' | 'erc20';
  hash: `0x${string}`;
  blockNumber: number;
  blockHash: `0x${string}`;
  timestamp: number;
  from: Address;
  to: Address;
  /** Native value in wei (0 for token transfers). */
  value: bigint;
  nonce: number;
  position: number;
  gas: bigint;
  gasPrice: bigint;
  gasUsed: bigint;
  failed: boolean;
  input: `0x${string}`;
  transfer: WorldTransfer | null;
  /** Set on spam someone else emitted into the wallet's history (see addLures); null for real activity. */
  lure: Lure | null;
}

/**
 * Spam the gateway must flag (issue "Transactions"): a zero-value transferFrom anyone can emit
 * from any wallet; and address poisoning, a zero or a crumb moved between the wallet and a
 * look-alike of someone it really paid, right after it paid them.
 */
export type Lure = 'zero-value' | 'poisoning-zero' | 'poisoning-dust';

/** The ERC-20 calls the world's transactions make, by selector (explorers decode them by name). */
export const TRANSFER_METHODS: Readonly<Record<string, { name: string; signature: string }>> = {
  a9059cbb: { name: 'transfer', signature: 'transfer(address to, uint256 amount)' },
  '23b872dd': {
    name: 'transferFrom',
    signature: 'transferFrom(address from, address to, uint256 amount)',
  },
};

export function methodOf(tx: WorldTx): { name: string; signature: string } | null {
  return tx.transfer === null ? null : (TRANSFER_METHODS[tx.input.slice(2, 10)] ?? null);
}

/** More than one 50-item page on some chains for the busier wallets, so paging matters (spec §9). */
const TX_COUNT: Readonly<Record<WalletProfile, readonly [number, number]>> = {
  whale: [60, 130],
  regular: [8, 70],
  small: [0, 6],
};

/** Gas prices in wei per chain: PulseChain's are in the millions of gwei (blockscout-rpc-account-txlist.json). */
export const GAS_PRICE: Readonly<Record<ChainKey, readonly [number, number]>> = {
  pulse: [9e14, 2e15],
  eth: [5e8, 3e10],
  base: [5e6, 5e7],
  bsc: [1e8, 1e9],
  polygon: [3e10, 1.2e11],
};

/** A wallet's transactions on a chain, newest first. Deterministic per (seed, wallet, chain). */
export function generateTransactions(
  seed: number,
  wallet: { index: number; address: Address },
  profile: WalletProfile,
  chain: ChainKey,
  holdings: readonly WorldHolding[],
): WorldTx[] {
  const rng = Rng.derive(seed, 'transactions', wallet.index, chain);
  const [min, max] = TX_COUNT[profile];
  const busy = wallet.index === BUSY_WALLET_INDEX && chain === BUSY_CHAIN;
  // The demo whale is busiest on PulseChain and Ethereum; it pages on every chain.
  const count = busy
    ? BUSY_TRANSACTIONS
    : wallet.index === 0
      ? chain === 'pulse'
        ? 130
        : chain === 'eth'
          ? 75
          : 60
      : rng.int(min, max);
  const maxGap = busy ? BUSY_MAX_GAP_S : 5 * 86_400;
  const tokens = holdings
    .filter((holding) => holding.balanceRaw > 0n)
    .map((holding) => holding.token);
  const counterparties = Array.from({ length: 12 }, () => rng.address());
  const [gasMin, gasMax] = GAS_PRICE[chain];
  let timestamp = WORLD_NOW - rng.int(30, 3_600);
  let nonce = count + rng.int(0, 400);
  const txs: WorldTx[] = [];
  for (let i = 0; i < count; i++) {
    const outgoing = rng.chance(0.5);
    const erc20 = tokens.length > 0 && rng.chance(0.5);
    const other = rng.pick(counterparties);
    const token = erc20 ? rng.pick(tokens) : undefined;
    const transferValue =
      token === undefined
        ? 0n
        : BigInt(Math.round(rng.logUniform(1, 1e6))) *
          10n ** BigInt(Math.max(0, token.decimals - 2));
    const from = outgoing ? wallet.address : other;
    const recipient = outgoing ? other : wallet.address;
    const gas = BigInt(token === undefined ? 21_000 : rng.int(60_000, 90_000));
    txs.push({
      chain,
      kind: token === undefined ? 'native' : 'erc20',
      hash: rng.hash(),
      blockNumber: blockAt(chain, timestamp),
      blockHash: rng.hash(),
      timestamp,
      from,
      to: token === undefined ? recipient : token.address,
      value: token === undefined ? BigInt(Math.round(rng.logUniform(1e3, 1e9))) * 10n ** 12n : 0n,
      nonce: outgoing ? nonce-- : rng.int(0, 5_000),
      position: rng.int(0, 180),
      gas,
      gasPrice: BigInt(Math.round(rng.logUniform(gasMin, gasMax))),
      gasUsed: token === undefined ? gas : (gas * 6n) / 10n,
      failed: outgoing && rng.chance(0.03),
      input: token === undefined ? '0x' : transferCalldata(recipient, transferValue),
      transfer:
        token === undefined
          ? null
          : { token, from, to: recipient, value: transferValue, logIndex: rng.int(0, 400) },
      lure: null,
    });
    timestamp -= Math.round(rng.logUniform(60, maxGap));
  }
  return addLures(seed, wallet, chain, txs);
}

/** Share of a wallet's outgoing token payments that draw a lure; the demo whale draws more, so the demo shows some. */
const LURE_RATE = { whale: 0.3, other: 0.08 } as const;

/**
 * Inserts lures after (newer than) real outgoing token payments, keeping the list newest first.
 * A separate random stream, so the real history is the same with or without them.
 */
function addLures(
  seed: number,
  wallet: { index: number; address: Address },
  chain: ChainKey,
  txs: readonly WorldTx[],
): WorldTx[] {
  const rng = Rng.derive(seed, 'lures', wallet.index, chain);
  const rate = wallet.index === 0 ? LURE_RATE.whale : LURE_RATE.other;
  const out: WorldTx[] = [];
  let newer = WORLD_NOW;
  for (const tx of txs) {
    const paid =
      tx.transfer !== null && tx.transfer.from === wallet.address && !tx.failed
        ? tx.transfer
        : null;
    // Poisoners strike within minutes; the gap keeps timestamps strictly decreasing.
    if (paid !== null && newer - tx.timestamp > 2 && rng.chance(rate)) {
      // A crumb needs a unit finer than the 0.001 the gateway calls dust.
      const lure = rng.pick<Lure>(
        paid.token.decimals >= 4
          ? ['zero-value', 'poisoning-zero', 'poisoning-dust']
          : ['zero-value', 'poisoning-zero'],
      );
      out.push(
        lureTx(
          rng,
          chain,
          wallet.address,
          paid,
          lure,
          tx.timestamp + rng.int(1, Math.min(600, newer - tx.timestamp - 1)),
        ),
      );
    }
    out.push(tx);
    newer = tx.timestamp;
  }
  return out;
}

function lureTx(
  rng: Rng,
  chain: ChainKey,
  wallet: Address,
  paid: WorldTransfer,
  lure: Lure,
  timestamp: number,
): WorldTx {
  const attacker = rng.address();
  const victim = paid.to;
  // What a glance at "0x1234…abcd" shows is copied; the middle is the attacker's.
  const lookalike: Address =
    lure === 'zero-value'
      ? rng.address()
      : `0x${victim.slice(2, 6)}${rng.hex(16)}${victim.slice(-4)}`;
  const dust =
    lure === 'poisoning-dust' ? BigInt(rng.int(1, 10 ** (paid.token.decimals - 3) - 1)) : 0n;
  // The look-alike (a vanity address the attacker holds) sends a crumb; a zero "leaves" the
  // wallet through a transferFrom the attacker calls, which ERC-20 allows for 0 without approval.
  const [from, to] = lure === 'poisoning-dust' ? [lookalike, wallet] : [wallet, lookalike];
  const gas = BigInt(rng.int(50_000, 70_000));
  const [gasMin, gasMax] = GAS_PRICE[chain];
  return {
    chain,
    kind: 'erc20',
    hash: rng.hash(),
    blockNumber: blockAt(chain, timestamp),
    blockHash: rng.hash(),
    timestamp,
    from: lure === 'poisoning-dust' ? lookalike : attacker,
    to: paid.token.address,
    value: 0n,
    nonce: rng.int(0, 5_000),
    position: rng.int(0, 180),
    gas,
    gasPrice: BigInt(Math.round(rng.logUniform(gasMin, gasMax))),
    gasUsed: (gas * 7n) / 10n,
    failed: false,
    input:
      lure === 'poisoning-dust' ? transferCalldata(to, dust) : transferFromCalldata(from, to, 0n),
    transfer: { token: paid.token, from, to, value: dust, logIndex: rng.int(0, 400) },
    lure,
  };
}

/** ERC-20 transfer(address,uint256) calldata, written out: viem's encoder is too slow for 100k rows. */
export function transferCalldata(to: Address, value: bigint): `0x${string}` {
  return `0xa9059cbb${to.slice(2).padStart(64, '0')}${value.toString(16).padStart(64, '0')}`;
}

/** ERC-20 transferFrom(address,address,uint256) calldata. */
function transferFromCalldata(from: Address, to: Address, value: bigint): `0x${string}` {
  return `0x23b872dd${from.slice(2).padStart(64, '0')}${to.slice(2).padStart(64, '0')}${value.toString(16).padStart(64, '0')}`;
}

/** What the wallet's own transaction list shows (Blockscout /transactions, txlist): sent by it or paying it natively. */
export function isListedTransaction(tx: WorldTx, wallet: Address): boolean {
  return tx.from === wallet || (tx.kind === 'native' && tx.to === wallet);
}

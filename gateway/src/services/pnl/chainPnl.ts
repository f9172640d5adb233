import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import { valueVerdict } from '../filters/filterChainHoldings';
import type { CountedChain } from '../history/dailyValues';
import type { DayPriceTable } from '../history/dayPrices';
import { dayOf } from '../../util/days';
import { NATIVE, type LedgerMove, type LedgerToken } from '../history/walletLedger';
import { costFigures, type CostFigures, type CostMove, type PnlMethod } from './costLots';

/** One token's PnL in one wallet, or (wallet null) merged across the wallets asked. */
export interface TokenPnl extends CostFigures {
  chain: ChainKey;
  token: LedgerToken;
  wallet: Address | null;
}

/** A wallet's move of one token, where it sits among the wallet's moves. */
interface WalletMove {
  move: LedgerMove;
  wallet: Address;
  walletOrder: number;
  /** The fee the wallet paid for the move's transaction, in wei; shared by the token moves in it. */
  feeWei: bigint;
}

/**
 * Every counted token's PnL on a chain (docs/DECISIONS.md "Cost basis and PnL"): per wallet, and
 * merged across the chain's wallets, where a transfer between two of them is neither an
 * acquisition nor a disposal. Day prices come from the value history's table (whatever sources
 * fill it); `nowPrices` are the portfolio's prices now, by token address.
 */
export function chainPnl(
  counted: CountedChain,
  prices: DayPriceTable,
  nowPrices: ReadonlyMap<string, number>,
  method: PnlMethod,
): TokenPnl[] {
  const { chain } = counted;
  const nativeId = `coingecko:${CHAINS[chain].nativeCoinGeckoId}`;
  const nativeUnit = 10 ** CHAINS[chain].nativeDecimals;
  const feeUsd = (feeWei: bigint, day: number): number | null => {
    if (feeWei === 0n) return 0;
    const price = prices.price(nativeId, day);
    return typeof price === 'number' ? (Number(feeWei) / nativeUnit) * price : null;
  };
  const byCoin = tokenMoves(counted);
  const own = new Set(counted.wallets.map((entry) => entry.wallet));
  const rows: TokenPnl[] = [];
  for (const coin of counted.coins) {
    const { token, priceId } = coin;
    if (token === null) continue;
    const moves = byCoin.get(coin.key) ?? [];
    if (moves.length === 0) continue;
    const priceOn = (day: number): number | null => {
      if (priceId === null) return 1;
      const price = prices.price(priceId, day);
      return typeof price === 'number' ? price : null;
    };
    // A transaction in which one wallet sends the token and another receives it.
    const senders = new Set<string>();
    const receivers = new Set<string>();
    for (const { move } of moves) (BigInt(move.delta) < 0n ? senders : receivers).add(move.tx);
    const valued = (entry: WalletMove, pooled: boolean): CostMove => {
      const day = dayOf(entry.move.at);
      return {
        raw: BigInt(entry.move.delta),
        priceUsd: priceOn(day),
        feeUsd: feeUsd(entry.feeWei, day),
        internal:
          pooled && own.size > 1 && senders.has(entry.move.tx) && receivers.has(entry.move.tx),
      };
    };
    const nowPrice = nowPrices.get(coin.key) ?? null;
    if (faceless(chain, (moves[0] as WalletMove).wallet, token, nowPrice)) continue;
    rows.push({
      chain,
      token,
      wallet: null,
      ...costFigures(
        moves.map((entry) => valued(entry, true)),
        token.decimals,
        nowPrice,
        method,
      ),
    });
    for (const wallet of own) {
      const mine = moves.filter((entry) => entry.wallet === wallet);
      if (mine.length === 0) continue;
      rows.push({
        chain,
        token,
        wallet,
        ...costFigures(
          mine.map((entry) => valued(entry, false)),
          token.decimals,
          nowPrice,
          method,
        ),
      });
    }
  }
  return rows;
}

/**
 * A token spec §5 drops whatever is held: no price and neither a symbol nor a name (Ethereum).
 * The value history needs no such check (an unpriced token is worth nothing there); a cost basis
 * would name its unknown cost.
 */
function faceless(
  chain: ChainKey,
  wallet: Address,
  token: LedgerToken,
  nowPrice: number | null,
): boolean {
  const verdict = valueVerdict({
    chain,
    wallet,
    token: { chain, ...token, iconUrl: null },
    balanceRaw: '1',
    amount: '1',
    priceUsd: nowPrice,
    valueUsd: nowPrice,
    priceSource: 'pnl',
    change24hPct: null,
    changeSource: null,
  });
  return verdict?.reason === 'no-price-no-identity';
}

/**
 * Each token's moves across the chain's wallets, oldest first (at the same second by transaction,
 * then wallet order), each with the fee its wallet paid: the native move of a transaction the
 * wallet sent carries it, and the token moves of that transaction share it equally.
 */
function tokenMoves(counted: CountedChain): Map<string, WalletMove[]> {
  const byCoin = new Map<string, WalletMove[]>();
  for (const [walletOrder, { wallet, ledger }] of counted.wallets.entries()) {
    const fees = new Map<string, bigint>();
    const tokenMovesPerTx = new Map<string, number>();
    for (const move of ledger.moves) {
      if (move.coin === NATIVE) {
        if (move.fee !== undefined) fees.set(move.tx, BigInt(move.fee));
      } else tokenMovesPerTx.set(move.tx, (tokenMovesPerTx.get(move.tx) ?? 0) + 1);
    }
    for (const move of ledger.moves) {
      if (move.coin === NATIVE) continue;
      const shared = BigInt(tokenMovesPerTx.get(move.tx) ?? 1);
      const list = byCoin.get(move.coin) ?? [];
      list.push({ move, wallet, walletOrder, feeWei: (fees.get(move.tx) ?? 0n) / shared });
      byCoin.set(move.coin, list);
    }
  }
  for (const list of byCoin.values())
    list.sort(
      (a, b) =>
        a.move.at - b.move.at ||
        (a.move.tx < b.move.tx ? -1 : a.move.tx > b.move.tx ? 1 : 0) ||
        a.walletOrder - b.walletOrder,
    );
  return byCoin;
}

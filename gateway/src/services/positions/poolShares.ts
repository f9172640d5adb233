import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { PairState } from '../../sources/rpc/getPairStates';
import type { TokenMetadata } from '../../sources/rpc/getTokenMetadata';
import { identityVerdict, spamRule } from '../filters/filterChainHoldings';
import type { FilteredHolding } from '../filters/filterReason';
import { pricedHolding } from '../holdings/pricedHolding';
import type { TokenHolding, TokenRef } from '../tokenHolding';
import type { WithStatus } from '../holdings/holdingsLoaders';
import type { PriceQuote, TokenToPrice } from '../prices/priceQuote';
import type { SourceStatus } from '../sourceStatus';
import type { Position } from './position';

/** A pair as probed, with the DEX its factory belongs to (null: a factory nobody registered). */
export interface PoolPair extends PairState {
  protocol: string | null;
}

export interface PoolShareLoaders {
  tokenMetadata(chain: ChainKey, token: Address): Promise<WithStatus<TokenMetadata | null>>;
  tokenPrice(chain: ChainKey, token: TokenToPrice): Promise<WithStatus<PriceQuote | null>>;
}

export interface SplitHoldings {
  /** The holdings that are pool shares (valued or filtered): no longer token rows. */
  taken: Set<TokenHolding>;
  positions: Position[];
  /** Pool shares that could not be valued, with the reason: shown on request, never counted. */
  filtered: FilteredHolding[];
  statuses: SourceStatus[];
}

/**
 * One chain's holdings (all wallets) split into token rows and pool positions, given the pairs the
 * probe found among them. A share of a registered DEX's pair is worth its part of both reserves,
 * `balance × reserve ÷ totalSupply` in integers as the pair's burn pays it, each side priced by the
 * price engine; it leaves the token rows so it counts once. A pair of an unknown factory, or one
 * holding a spam or unpriced token, is never valued: a fork copy or a fake pool could claim any
 * reserves. The tokens inside are asked in one batch per chain (metadata only for tokens no listing
 * described, prices for all, most of them already priced as holdings).
 */
export async function splitPoolShares(
  loaders: PoolShareLoaders,
  chain: ChainKey,
  holdings: readonly TokenHolding[],
  pairs: ReadonlyMap<Address, PoolPair>,
): Promise<SplitHoldings> {
  const shares = holdings.filter(
    (holding) => holding.token.address !== null && pairs.has(holding.token.address),
  );
  if (shares.length === 0) return { taken: new Set(), positions: [], filtered: [], statuses: [] };

  const known = new Map<Address, TokenRef>();
  for (const holding of holdings)
    if (holding.token.address !== null) known.set(holding.token.address, holding.token);
  const inside = new Set<Address>();
  for (const holding of shares) {
    const pair = pairs.get(holding.token.address!)!;
    if (pair.protocol !== null) inside.add(pair.token0).add(pair.token1);
  }
  const refs = new Map<Address, TokenRef | null>();
  const quotes = new Map<Address, PriceQuote | null>();
  const statuses: SourceStatus[] = [];
  await Promise.all(
    [...inside].map(async (address) => {
      let ref = known.get(address) ?? null;
      if (ref === null) {
        const metadata = await loaders.tokenMetadata(chain, address);
        statuses.push(...metadata.statuses);
        ref = metadata.value == null ? null : { chain, address, iconUrl: null, ...metadata.value };
      }
      refs.set(address, ref);
      const quote = await loaders.tokenPrice(chain, {
        address,
        symbol: ref?.symbol ?? null,
        exchangeRate: null,
      });
      statuses.push(...quote.statuses);
      quotes.set(address, quote.value ?? null);
    }),
  );

  const spam = spamRule();
  const positions: Position[] = [];
  const filtered: FilteredHolding[] = [];
  for (const holding of shares) {
    const pair = pairs.get(holding.token.address!)!;
    if (pair.protocol === null) {
      filtered.push({
        holding,
        reason: 'pool-unknown-dex',
        detail: `pair of factory ${pair.factory}, which is no DEX Kinko knows on this chain`,
      });
      continue;
    }
    const balance = BigInt(holding.balanceRaw);
    const sides = (
      [
        [pair.token0, pair.reserve0],
        [pair.token1, pair.reserve1],
      ] as const
    ).map(([address, reserve]) => {
      const ref = refs.get(address) ?? null;
      const amountRaw = pair.totalSupply === 0n ? 0n : (balance * reserve) / pair.totalSupply;
      return ref === null
        ? { address, side: null }
        : {
            address,
            side: pricedHolding(holding, ref, amountRaw.toString(), quotes.get(address) ?? null),
          };
    });
    const problem = sides
      .map(({ address, side }) => {
        if (side === null) return `${address} has no readable decimals`;
        const verdict = identityVerdict(side, spam);
        if (verdict !== null) return `${side.token.symbol || address}: ${verdict.detail}`;
        return side.valueUsd === null ? `${side.token.symbol || address} has no price` : null;
      })
      .find((text) => text !== null);
    if (problem !== undefined) {
      filtered.push({
        holding,
        reason: 'pool-unpriced',
        detail: `${pair.protocol} pair: ${problem}`,
      });
      continue;
    }
    const underlyingRows = sides.map(({ side }) => side!);
    positions.push({
      kind: 'POOL',
      chain,
      wallets: [holding.wallet],
      protocol: pair.protocol,
      token: holding.token,
      balanceRaw: holding.balanceRaw,
      amount: holding.amount,
      shareOfPool: pair.totalSupply === 0n ? 0 : Number(balance) / Number(pair.totalSupply),
      underlying: underlyingRows,
      rewards: [],
      inRange: null,
      valueUsd: underlyingRows.reduce((sum, row) => sum + (row.valueUsd ?? 0), 0),
    });
  }
  return {
    taken: new Set(shares),
    positions,
    filtered,
    statuses,
  };
}

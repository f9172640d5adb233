import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { TokenListing } from '../balances/listTokens';
import type { SourceStatus } from '../sourceStatus';
import type { PriceQuote, TokenToPrice } from '../prices/priceQuote';
import type { TokenMetadata } from '../../sources/rpc/getTokenMetadata';
import type { PoolPair } from '../positions/poolShares';
import type { ConcentratedNft } from '../positions/concentrated/concentratedPositions';
import type { FarmedStake } from '../positions/farmPositions';

/** A value and the statuses of the sources asked for it; value undefined when none could answer. */
export interface WithStatus<T> {
  value: T | undefined;
  statuses: SourceStatus[];
}

/**
 * What the holdings engine needs from the outside world. The per-request DataLoaders implement it
 * (gateway/src/loaders), so every field of one GraphQL request shares batches and deduplication.
 */
export interface HoldingsLoaders {
  listing(chain: ChainKey, wallet: Address): Promise<WithStatus<TokenListing>>;
  nativeBalance(chain: ChainKey, wallet: Address): Promise<WithStatus<string>>;
  tokenPrice(chain: ChainKey, token: TokenToPrice): Promise<WithStatus<PriceQuote | null>>;
  nativePrice(chain: ChainKey): Promise<WithStatus<PriceQuote | null>>;
  /** The token as a v2 pair (null: not a pair); every token asked in one tick is one multicall per chain. */
  pairState(chain: ChainKey, token: Address): Promise<WithStatus<PoolPair | null>>;
  /** decimals, symbol, name read on chain, for tokens no listing described; batched like pairState. */
  tokenMetadata(chain: ChainKey, token: Address): Promise<WithStatus<TokenMetadata | null>>;
  /** The wallet's open position NFTs on the chain's v3-style managers; every wallet asked in one tick shares the chain's rounds. */
  concentratedPositions(chain: ChainKey, wallet: Address): Promise<WithStatus<ConcentratedNft[]>>;
  /** The wallet's stakes in the chain's farms (shared/src/farms.ts); every wallet asked in one tick shares the chain's rounds. */
  farmStakes(chain: ChainKey, wallet: Address): Promise<WithStatus<FarmedStake[]>>;
}

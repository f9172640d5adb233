import { getAddress } from 'viem';
import type { Address } from '../../../shared/src/addresses';
import type { ChainKey } from '../../../shared/src/chains';
import { WELL_KNOWN, type TokenSeed } from './catalogue';
import { ordinaryTokens } from './ordinaryTokens';
import { expectedSource, priceAgo } from './prices';
import type { Rng } from './random';
import { specialTokens } from './specialTokens';
import type {
  PriceSource,
  TokenExpectation,
  TokenFilterReason,
  TokenKind,
  WorldToken,
} from './types';

export type TokenCatalogue = Readonly<Record<ChainKey, readonly WorldToken[]>>;

/** Every chain's tokens: well-known, filter cases, then generated ones. */
export function buildCatalogue(rngFor: (chain: ChainKey) => Rng): TokenCatalogue {
  const build = (chain: ChainKey) => {
    const rng = rngFor(chain);
    return [...WELL_KNOWN[chain], ...specialTokens(chain, rng), ...ordinaryTokens(chain, rng)].map(
      (seed) => makeToken(chain, seed, rng),
    );
  };
  // Spelled out so the compiler checks every chain is present.
  return {
    pulse: build('pulse'),
    eth: build('eth'),
    base: build('base'),
    bsc: build('bsc'),
    polygon: build('polygon'),
  };
}

const TOKEN_REASONS: Partial<Record<TokenKind, TokenFilterReason>> = {
  'spam-phrase': 'spam-phrase',
  'spam-link': 'spam-link',
  'spam-domain': 'spam-domain',
  blocklisted: 'blocklisted',
  nameless: 'nameless',
};

function makeToken(chain: ChainKey, seed: TokenSeed, rng: Rng): WorldToken {
  const address = seed.address.toLowerCase() as Address;
  const quoted = (source: PriceSource) => (seed.pricedBy.includes(source) ? seed.priceUsd : null);
  const hasHistory = seed.pricedBy.includes('dexscreener') || seed.pricedBy.includes('defillama');
  const change24hPct = seed.priceUsd !== null && hasHistory ? seed.change24hPct : null;
  const source = expectedSource(seed.pricedBy);
  const expected: TokenExpectation = {
    priceUsd: seed.pegged === true ? 1 : source === 'none' ? null : seed.priceUsd,
    priceSource: seed.pegged === true ? 'stablecoin' : source,
    // A pinned price does not move: the gateway reports a 0 % change for it.
    change24hPct: seed.pegged === true ? 0 : change24hPct,
    reason: TOKEN_REASONS[seed.kind] ?? null,
  };
  return {
    chain,
    address,
    checksum: getAddress(address),
    symbol: seed.symbol,
    name: seed.name,
    decimals: seed.decimals,
    kind: seed.kind,
    note: seed.note ?? null,
    iconUrl: seed.iconUrl ?? null,
    totalSupply:
      BigInt(rng.int(1_000_000, 900_000_000)) * 10n ** BigInt(seed.decimals + rng.int(0, 6)),
    holders: rng.int(40, 400_000),
    quotes: {
      dexscreener: quoted('dexscreener'),
      defillama: quoted('defillama'),
      blockscout: quoted('blockscout'),
    },
    price24hAgoUsd:
      change24hPct === null || seed.priceUsd === null
        ? null
        : priceAgo(seed.priceUsd, change24hPct),
    change24hPct,
    expected,
  };
}

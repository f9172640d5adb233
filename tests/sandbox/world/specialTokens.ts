import { PULSE_BLOCKLISTED_CONTRACTS } from '../../../gateway/src/services/filters/blocklist';
import type { ChainKey } from '../../../shared/src/chains';
import type { TokenSeed } from './catalogue';
import { significant, twoDecimals } from './prices';
import type { Rng } from './random';
import type { TokenKind } from './types';

interface Special {
  kind: TokenKind;
  symbol: string | null;
  name: string | null;
  /** Which rule of spec §5 this token is here to trip, for the reader of a failing test. */
  note: string;
  /** A fixed contract address, where the rule is about the address; random otherwise. */
  address?: string;
}

/**
 * The contract spec §5 says PulseChain drops ("one hard-coded blocklisted contract"), wherever the
 * gateway configures it; the Ethereum AICC scam sits at the same address (the state fork copied it).
 */
const [BLOCKLISTED_CONTRACT] = [...PULSE_BLOCKLISTED_CONTRACTS];

/**
 * One token per spam phrase of spec §5 ("claim rewards, airdrop, bonus, free, mint now, verify,
 * connect wallet"), in the name or the symbol and in mixed case, so a filter must match
 * case-insensitively in both.
 */
const SPAM_PHRASES: readonly Special[] = [
  { kind: 'spam-phrase', symbol: 'CRP', name: 'Claim Rewards Pass', note: 'claim rewards' },
  { kind: 'spam-phrase', symbol: 'AIRDROP', name: 'Pulse Holder Drop', note: 'airdrop' },
  { kind: 'spam-phrase', symbol: 'HBT', name: 'Holder BONUS Token', note: 'bonus' },
  { kind: 'spam-phrase', symbol: 'FREE', name: 'Gift Coin', note: 'free' },
  { kind: 'spam-phrase', symbol: 'MNG', name: 'mint now genesis', note: 'mint now' },
  { kind: 'spam-phrase', symbol: 'VRF', name: 'Verify To Unlock', note: 'verify' },
  { kind: 'spam-phrase', symbol: 'CWR', name: 'Connect Wallet To Receive', note: 'connect wallet' },
];

const SPAM_LINKS: readonly Special[] = [
  {
    kind: 'spam-link',
    symbol: 'TGAIN',
    name: 'https://t.me/pulsegains',
    note: 'link prefix https://',
  },
  { kind: 'spam-link', symbol: 'www.hexprize.site', name: 'Hex Prize', note: 'link prefix www.' },
  {
    kind: 'spam-link',
    symbol: 'GIFT',
    name: 'Visit http://eth-gift.app',
    note: 'link prefix http://',
  },
];

const SPAM_DOMAINS: readonly Special[] = [
  { kind: 'spam-domain', symbol: 'SVT', name: 'StakeVault.io', note: 'domain-like name' },
  { kind: 'spam-domain', symbol: 'ETHPRIZE.NET', name: 'Eth Prize', note: 'domain-like symbol' },
];

/** Ethereum's blocklist (spec §5): symbols ETHG and AICC, names containing "aicc - ai chain coin", "aicc", "ethg". */
const BLOCKLISTED: readonly Special[] = [
  { kind: 'blocklisted', symbol: 'ETHG', name: 'Ethereum Games', note: 'symbol ETHG' },
  {
    kind: 'blocklisted',
    symbol: 'AICC',
    name: 'AICC - AI Chain Coin',
    note: 'symbol AICC, name "aicc - ai chain coin"',
    ...(BLOCKLISTED_CONTRACT === undefined ? {} : { address: BLOCKLISTED_CONTRACT }),
  },
  { kind: 'blocklisted', symbol: 'AIC2', name: 'aicc token v2', note: 'name containing "aicc"' },
  { kind: 'blocklisted', symbol: 'EGV2', name: 'EthG Gold', note: 'name containing "ethg"' },
];

/** PulseChain: the blocklisted contract, under an innocent name so only the address rule can catch it. */
const PULSE_BLOCKLISTED: readonly Special[] =
  BLOCKLISTED_CONTRACT === undefined
    ? []
    : [
        {
          kind: 'blocklisted',
          symbol: 'AIC',
          name: 'AI Chain',
          note: 'blocklisted contract',
          address: BLOCKLISTED_CONTRACT,
        },
      ];

/** Ethereum: a fake USDT. Pinning stablecoins at 1 USD (spec §5) must go by address, not symbol. */
const IMPOSTOR: Special = {
  kind: 'impostor',
  symbol: 'USDT',
  name: 'Tether USD',
  note: 'stablecoin symbol at a foreign address',
};

/** Ethereum: no symbol, no name, no price (spec §5). */
const NAMELESS: Special = {
  kind: 'nameless',
  symbol: null,
  name: null,
  note: 'no price and no symbol or name',
};

/**
 * Filter-case tokens for a chain. Except the nameless one, each is priced by the DEX and held in
 * amounts worth dollars, so only the rule it is named for can drop it.
 */
export function specialTokens(chain: ChainKey, rng: Rng): TokenSeed[] {
  const specials = [
    ...SPAM_PHRASES,
    ...SPAM_LINKS,
    ...SPAM_DOMAINS,
    ...(chain === 'eth' ? [...BLOCKLISTED, IMPOSTOR, NAMELESS] : []),
    ...(chain === 'pulse' ? PULSE_BLOCKLISTED : []),
  ];
  return specials.map((special) => {
    const priced = special.kind !== 'nameless';
    return {
      address: special.address ?? rng.address(),
      symbol: special.symbol,
      name: special.name,
      decimals: 18,
      kind: special.kind,
      note: special.note,
      // An impostor trades far from 1 USD, so pinning it by symbol would show.
      priceUsd: priced
        ? significant(
            special.kind === 'impostor' ? rng.logUniform(0.00001, 0.01) : rng.logUniform(0.0001, 2),
          )
        : null,
      change24hPct: priced ? twoDecimals(rng.next() * 60 - 30) : null,
      pricedBy: priced ? ['dexscreener'] : [],
    };
  });
}

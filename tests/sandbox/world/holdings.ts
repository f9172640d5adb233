import { parseUnits } from 'viem';
import type { Address } from '../../../shared/src/addresses';
import { CHAIN_KEYS, type ChainKey } from '../../../shared/src/chains';
import { NATIVE_PRICES } from './catalogue';
import { Rng } from './random';
import type { HoldingIntent, WorldHolding, WorldToken } from './types';

/** How much a wallet holds: the demo wallets are fixed, generated ones drawn at random. */
export type WalletProfile = 'whale' | 'regular' | 'small';

/** Demo wallets 0–2 are a whale, a regular holder and a newcomer; the rest are drawn. */
export function walletProfile(seed: number, index: number): WalletProfile {
  const demo: readonly WalletProfile[] = ['whale', 'regular', 'small'];
  const fixed = demo[index];
  if (fixed !== undefined) return fixed;
  const roll = Rng.derive(seed, 'profile', index).next();
  return roll < 0.1 ? 'whale' : roll < 0.7 ? 'regular' : 'small';
}

const VALUE_RANGE: Readonly<Record<WalletProfile, readonly [number, number]>> = {
  whale: [50, 2_000_000],
  regular: [2, 50_000],
  small: [1, 2_000],
};

/** Target USD values of the dust intents: clear of the 0.01 and 0.02 floors (spec §9) by a margin. */
const DUST_USD: Readonly<Record<'dust-chain' | 'dust-display', number>> = {
  'dust-chain': 0.004,
  'dust-display': 0.015,
};

/**
 * A wallet's token holdings on one chain. The whale holds every token of the chain (so every
 * filter case, and more than one Blockscout page on PulseChain); others hold the well-known
 * tokens and a random share of the rest. A few priced holdings per wallet are made dust, and one
 * a zero row, by intent: the expected outcome follows from the intent, not from re-filtering.
 */
export function generateHoldings(
  seed: number,
  wallet: { index: number; address: Address },
  chain: ChainKey,
  tokens: readonly WorldToken[],
): WorldHolding[] {
  const rng = Rng.derive(seed, 'holdings', wallet.index, chain);
  const profile = walletProfile(seed, wallet.index);
  const held = pickTokens(rng, profile, tokens);
  const dustable = held.filter(
    (token) => token.kind === 'ordinary' && token.quotes.dexscreener !== null,
  );
  const intents = new Map<WorldToken, HoldingIntent>();
  const [chainDust, displayDust, zero] = rng.sample(dustable, 3);
  if (chainDust) intents.set(chainDust, 'dust-chain');
  if (displayDust) intents.set(displayDust, 'dust-display');
  if (zero && profile !== 'small') intents.set(zero, 'zero');

  const chainIndex = CHAIN_KEYS.indexOf(chain);
  return held.map((token) => {
    const intent = intents.get(token) ?? 'normal';
    return {
      id:
        1_000_000 + (wallet.index * CHAIN_KEYS.length + chainIndex) * 1_000 + tokens.indexOf(token),
      chain,
      wallet: wallet.address,
      token,
      balanceRaw: rawAmount(rng, token, intent, VALUE_RANGE[profile]),
      intent,
    };
  });
}

function pickTokens(rng: Rng, profile: WalletProfile, tokens: readonly WorldToken[]): WorldToken[] {
  if (profile === 'whale') return [...tokens];
  const wellKnown = tokens.filter(
    (token) => token.kind === 'well-known' || token.kind === 'fork-copy' || token.kind === 'usdc-e',
  );
  const others = tokens.filter((token) => !wellKnown.includes(token));
  const count = profile === 'regular' ? rng.int(12, 24) : rng.int(3, 8);
  const chosen = new Set([
    ...rng.sample(wellKnown, profile === 'regular' ? wellKnown.length : 3),
    ...rng.sample(others, count),
  ]);
  // Keep catalogue order so holdings (and their ids) do not depend on sampling order.
  return tokens.filter((token) => chosen.has(token));
}

function rawAmount(
  rng: Rng,
  token: WorldToken,
  intent: HoldingIntent,
  [min, max]: readonly [number, number],
): bigint {
  if (intent === 'zero') return 0n;
  const price = token.quotes.dexscreener ?? token.quotes.defillama ?? token.quotes.blockscout;
  const units =
    price === null
      ? rng.logUniform(1, 1e9)
      : (intent === 'normal' ? rng.logUniform(min, max) : DUST_USD[intent]) / price;
  const raw = toRaw(units, token.decimals);
  // Real balances are not round: add noise far below the displayed precision.
  return token.decimals >= 12 && intent === 'normal' ? raw + BigInt(rng.int(1, 999_999)) : raw;
}

/** A float amount of whole tokens to base units, exactly as its decimal rendering reads. */
function toRaw(units: number, decimals: number): bigint {
  return parseUnits(units.toFixed(Math.min(decimals, 18)), decimals);
}

/** A wallet's native balance on a chain in wei: always worth a few dollars at least, so always shown. */
export function generateNativeBalance(seed: number, walletIndex: number, chain: ChainKey): bigint {
  const rng = Rng.derive(seed, 'native', walletIndex, chain);
  const [min, max] = VALUE_RANGE[walletProfile(seed, walletIndex)];
  return (
    toRaw(rng.logUniform(Math.max(min, 5), max) / NATIVE_PRICES[chain].priceUsd, 18) +
    BigInt(rng.int(1, 999_999))
  );
}

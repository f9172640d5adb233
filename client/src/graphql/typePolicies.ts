import type { StoreObject, TypePolicies, TypePolicy } from '@apollo/client';

// Apollo Client exports the keyFields function type only as part of TypePolicy.
type KeyFieldsFunction = Extract<
  NonNullable<TypePolicy['keyFields']>,
  (...args: never[]) => unknown
>;
type KeyFieldsContext = Parameters<KeyFieldsFunction>[1];

/**
 * Cache identity (STYLE.md habit 9). None of Kinko's types has an `id`; identity is what the
 * gateway merges on: a token is one contract on one chain (the same address on two chains is
 * two tokens), a holding is that token in one wallet, a wallet is its lowercase address.
 */

// The native coin has no contract address (schema: Token.address is null for it); spec §3
// spells it "native", which no contract address can collide with.
const NATIVE = 'native';

function tokenIdentity(chain: unknown, address: unknown): string {
  return `${String(chain)}:${typeof address === 'string' ? address : NATIVE}`;
}

/** Reads fields through the context so nested objects already normalised to references work too. */
function field<T>(context: KeyFieldsContext, name: string, from?: StoreObject): T | undefined {
  return from === undefined ? context.readField<T>(name) : context.readField<T>(name, from);
}

// A keyFields function, not ['chain', 'address']: the array form would work with null too, but
// this spells the native case out and gives readable ids ("Token:PULSE:native").
function tokenKey(object: Readonly<StoreObject>, context: KeyFieldsContext): string | undefined {
  if (!('chain' in object) || !('address' in object)) return undefined;
  // The context reads the selection being written: a fragment that selects a token without its
  // chain would otherwise file every such token under one "Token:undefined:native".
  const chain = field<string>(context, 'chain');
  if (chain === undefined) return undefined;
  return `Token:${tokenIdentity(chain, field(context, 'address'))}`;
}

function tokenHoldingKey(
  _object: Readonly<StoreObject>,
  context: KeyFieldsContext,
): string | undefined {
  const token = field<StoreObject>(context, 'token');
  const wallet = field<string>(context, 'wallet');
  const chain = field<string>(context, 'chain');
  if (token === undefined || wallet === undefined || chain === undefined) return undefined;
  return `TokenHolding:${tokenIdentity(chain, field(context, 'address', token))}:${wallet}`;
}

// `fresh` only tells the gateway to skip its cache; the answer is the same thing. Leaving it out
// of the root fields' cache keys makes a refresh (fresh: true) land where the pages read
// (fresh: false), so every page showing that data updates at once.
const withoutFresh = <T extends string>(...args: T[]) => ({ keyArgs: args });

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      wallet: withoutFresh('address', 'chains', 'includeFiltered'),
      portfolio: withoutFresh('wallets', 'chains', 'includeFiltered'),
      tokenPrices: withoutFresh('tokens'),
      hexStaking: withoutFresh('wallets', 'network'),
      portfolioHistory: withoutFresh('wallets', 'chains', 'range'),
      walletHistory: withoutFresh('address', 'chains', 'range'),
      // Each page of a history is its own entry (the pages page by cursor, not by merging).
      transactions: withoutFresh('chain', 'address', 'kind', 'first', 'after', 'includeSpam'),
    },
  },
  Chain: { keyFields: ['key'] },
  // A value, not an entity: the wallet page asks one `wallet` per chain (docs/DECISIONS.md
  // "Progressive answers"), and one entity per address would let each chain's holdings and total
  // overwrite the others'. Each root field entry keeps its own.
  Wallet: { keyFields: false },
  Token: { keyFields: tokenKey },
  TokenHolding: { keyFields: tokenHoldingKey },
  // A merged row is identified by the gateway's merge key, chain:address-or-native:SYMBOL (spec §5
  // "Merging"). Its amounts depend on which wallets were merged; the client only ever asks for one
  // wallet set (the visible wallets, spec §3) and refetches when that set changes (spec §4), so
  // one entity per key never mixes two sets' numbers for long.
  PortfolioToken: { keyFields: ['key'] },
  // A stake is one stakeId of one wallet on one network (HEX on PulseChain, eHEX on Ethereum);
  // its stakeIndex moves when an earlier stake ends, so it is not part of the identity.
  HexStake: { keyFields: ['chain', 'wallet', 'stakeId'] },
  // A price is a fact about one token on one chain.
  Price: { keyFields: ['chain', 'address'] },
  // A status describes one answer, not a thing with identity: stored inside its wallet and
  // replaced with it on every fetch. Breakdown entries are values of their row.
  SourceStatus: { keyFields: false },
  BreakdownEntry: { keyFields: false },
  // One transfer row: a transaction hash can carry several, so the hash is no identity.
  Transaction: { keyFields: false },
};

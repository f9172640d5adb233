import type { StoreObject, TypePolicies, TypePolicy } from '@apollo/client';

// Apollo Client exports the keyFields function type only as part of TypePolicy.
type KeyFieldsFunction = Extract<NonNullable<TypePolicy['keyFields']>, (...args: never[]) => unknown>;
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
  return `Token:${tokenIdentity(field(context, 'chain'), field(context, 'address'))}`;
}

function tokenHoldingKey(_object: Readonly<StoreObject>, context: KeyFieldsContext): string | undefined {
  const token = field<StoreObject>(context, 'token');
  const wallet = field<string>(context, 'wallet');
  const chain = field<string>(context, 'chain');
  if (token === undefined || wallet === undefined || chain === undefined) return undefined;
  return `TokenHolding:${tokenIdentity(chain, field(context, 'address', token))}:${wallet}`;
}

export const typePolicies: TypePolicies = {
  Chain: { keyFields: ['key'] },
  Wallet: { keyFields: ['address'] },
  Token: { keyFields: tokenKey },
  TokenHolding: { keyFields: tokenHoldingKey },
  // A status describes one answer, not a thing with identity: stored inside its wallet and
  // replaced with it on every fetch.
  SourceStatus: { keyFields: false },
};

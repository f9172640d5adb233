import { normalize } from 'viem/ens';
import type { Address } from '../../../../shared/src/addresses';
import { texts } from '../../../../shared/src/texts';
import { TTL } from '../../cache/ttl';
import { BadInputError } from '../../errors/errors';
import { resolveEnsName } from '../../sources/rpc/resolveEnsName';
import type { GatewayDeps } from '../../deps';

export interface ResolvedName {
  /** The name as ENS normalises it (ENSIP-15): what was looked up. */
  name: string;
  address: Address;
}

/** ENS allows 255 bytes in a DNS-encoded name; longer input is not a name. */
const MAX_NAME_LENGTH = 255;

/**
 * A wallet typed as an ENS name (`vitalik.eth`): the address it points to on Ethereum, which is the
 * wallet's address on every chain Kinko reads (all five are EVM chains). Cached like token metadata,
 * so the same name is looked up once however often it is typed.
 */
export async function resolveWalletName(
  deps: Pick<GatewayDeps, 'cache' | 'rpc'>,
  input: string,
): Promise<ResolvedName> {
  const name = normalizeName(input);
  const cached = await deps.cache.getOrFetch(`ens:${name}`, TTL.ensName, () =>
    resolveEnsName(deps.rpc.eth, name),
  );
  if (cached.value === null) throw new BadInputError(texts.nameNotFound(name));
  return { name, address: cached.value.toLowerCase() as Address };
}

function normalizeName(input: string): string {
  const trimmed = input.trim();
  if (trimmed.length > MAX_NAME_LENGTH || !trimmed.includes('.'))
    throw new BadInputError(texts.invalidName(trimmed));
  try {
    return normalize(trimmed);
  } catch {
    throw new BadInputError(texts.invalidName(trimmed));
  }
}

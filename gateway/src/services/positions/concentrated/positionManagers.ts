import type { Address } from '../../../../../shared/src/addresses';
import type { ChainKey } from '../../../../../shared/src/chains';
import { POSITION_MANAGERS } from '../../../../../shared/src/positionManagers';
import type { Config } from '../../../config/env';

/**
 * The chain's v3-style position managers, address → DEX name: the built-in registry, then the
 * operator's POSITION_MANAGERS (a built-in name wins for the same address).
 */
export function positionManagers(
  configured: Config['positionManagers'],
  chain: ChainKey,
): Map<Address, string> {
  return new Map([
    ...configured
      .filter((entry) => entry.chain === chain)
      .map((entry) => [entry.address, entry.name] as const),
    ...POSITION_MANAGERS[chain].map((entry) => [entry.address, entry.name] as const),
  ]);
}

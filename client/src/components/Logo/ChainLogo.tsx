import type { ChainKey } from '../../graphql/generated/graphql';
import { CHAIN_LOGOS } from './logos';

/** A chain's mark beside its name; decorative, since the name is always written next to it. */
export function ChainLogo({ chain, size = 16 }: { chain: ChainKey; size?: number }) {
  return (
    <img
      className="kinko-chain-logo"
      src={CHAIN_LOGOS[chain]}
      alt=""
      width={size}
      height={size}
      aria-hidden="true"
    />
  );
}

import { defineChain, type Chain } from 'viem';
import { CHAINS, MULTICALL3_ADDRESS, type ChainKey } from '../../../../shared/src/chains';

/** A registry chain as viem describes it: its native coin, the nodes given, and Multicall3. */
export function viemChain(key: ChainKey, rpcUrls: readonly string[]): Chain {
  const info = CHAINS[key];
  return defineChain({
    id: info.id,
    name: info.name,
    nativeCurrency: {
      name: info.nativeName,
      symbol: info.nativeSymbol,
      decimals: info.nativeDecimals,
    },
    rpcUrls: { default: { http: [...rpcUrls] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  });
}

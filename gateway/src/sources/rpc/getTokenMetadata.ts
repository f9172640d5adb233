import { decodeFunctionResult, encodeFunctionData, erc20Abi, type PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { chainAggregate3 } from './aggregate3';

export interface TokenMetadata {
  symbol: string;
  name: string;
  decimals: number;
}

const READS = ['decimals', 'symbol', 'name'] as const;

/**
 * decimals, symbol and name of ERC-20s no listing described (the tokens inside a pool), in one
 * aggregate3 round. A token without a readable decimals() is left out: its amounts cannot be read.
 */
export async function getTokenMetadata(
  client: PublicClient,
  chain: ChainKey,
  tokens: readonly Address[],
): Promise<Map<Address, TokenMetadata>> {
  const results = await chainAggregate3(
    client,
    chain,
    tokens.flatMap((token) =>
      READS.map((functionName) => ({
        target: token,
        callData: encodeFunctionData({ abi: erc20Abi, functionName }),
        weight: 1,
      })),
    ),
  );
  const metadata = new Map<Address, TokenMetadata>();
  tokens.forEach((token, index) => {
    const [decimals, symbol, name] = results.slice(index * READS.length);
    const text = (answer: typeof symbol, functionName: 'symbol' | 'name') => {
      if (answer?.success !== true) return '';
      try {
        return decodeFunctionResult({ abi: erc20Abi, functionName, data: answer.returnData });
      } catch {
        // Old tokens (MKR) answer bytes32: shown without a symbol rather than guessed.
        return '';
      }
    };
    if (decimals?.success !== true) return;
    try {
      metadata.set(token, {
        decimals: decodeFunctionResult({
          abi: erc20Abi,
          functionName: 'decimals',
          data: decimals.returnData,
        }),
        symbol: text(symbol, 'symbol'),
        name: text(name, 'name'),
      });
    } catch {
      // decimals() answered something that is no uint8: not a token whose amounts can be read.
    }
  });
  return metadata;
}

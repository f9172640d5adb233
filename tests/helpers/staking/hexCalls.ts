/** Decodes what a HEX client sent, for tests that check which reads went into which eth_call. */
import { decodeFunctionData, multicall3Abi, type Hex } from 'viem';
import { hexAbi } from '../../../shared/src/hexAbi';
import { hsimAbi } from '../../../shared/src/hsimAbi';

/** HEX's and Hedron HSIM's read functions: no selector is shared, so one ABI decodes both. */
const readsAbi = [...hexAbi, ...hsimAbi] as const;

export interface SeenCall {
  functionName: string;
  args: readonly unknown[];
}

/** One list of HEX and HSIM calls per eth_call the client sent (each a Multicall3 aggregate3). */
export function recordHexCalls(): {
  onFetchRequest: (request: Request, init: RequestInit) => void;
  ethCalls: SeenCall[][];
} {
  const ethCalls: SeenCall[][] = [];
  return {
    ethCalls,
    onFetchRequest: (_request, init) => {
      const message = JSON.parse(String(init.body)) as { method: string; params: [{ data: Hex }] };
      if (message.method !== 'eth_call') return;
      const { args } = decodeFunctionData({ abi: multicall3Abi, data: message.params[0].data });
      const calls = (args[0] ?? []) as readonly { callData: Hex }[];
      ethCalls.push(
        calls.map(({ callData }) => {
          const decoded = decodeFunctionData({ abi: readsAbi, data: callData });
          return { functionName: decoded.functionName, args: decoded.args ?? [] };
        }),
      );
    },
  };
}

/** An eth_call's calls as "12 × stakeCount + 12 × hsiCount", in first-seen order. */
export function summarize(calls: readonly SeenCall[]): string {
  const counts = new Map<string, number>();
  for (const { functionName } of calls)
    counts.set(functionName, (counts.get(functionName) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${count} × ${name}`).join(' + ');
}

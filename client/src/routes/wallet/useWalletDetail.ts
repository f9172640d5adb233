import { useMemo } from 'react';
import {
  WalletDetailDocument,
  type ChainKey,
  type WalletDetailQuery,
} from '../../graphql/generated/graphql';
import { isNetworkError } from '../../components/ErrorCallout/errorMessages';
import { useChainQuestions } from '../../data/chainQuestions';
import { useSameItems } from '../../data/useSameItems';
import { combineTotals } from '../../format/portfolioMath';

type WalletData = WalletDetailQuery['wallet'];

export interface WalletDetailAnswer {
  /** The chains answered so far, merged; null before the first. */
  wallet: WalletData | null;
  /** An answer that is an error (the shell says when the server is unreachable). */
  error: Error | null;
  pendingChains: ChainKey[];
  asking: boolean;
  refetch: () => void;
}

/**
 * One wallet's holdings, asked chain by chain so each chain shows when read (docs/DECISIONS.md
 * "Progressive answers"). An unreachable server keeps the last answer on screen.
 */
export function useWalletDetail(address: string): WalletDetailAnswer {
  const answers = useChainQuestions(WalletDetailDocument, { address });
  const byChain = useSameItems(
    answers.map(
      (answer) =>
        answer.data?.wallet ??
        (isNetworkError(answer.error) ? answer.previousData?.wallet : null) ??
        null,
    ),
  );
  const wallet = useMemo(() => {
    const shown = byChain.filter((part) => part !== null);
    return shown.length === 0 ? null : mergeWallets(shown);
  }, [byChain]);
  return {
    wallet,
    error: answers.find((answer) => answer.error && !isNetworkError(answer.error))?.error ?? null,
    pendingChains: answers
      .filter((answer, index) => answer.asking && byChain[index] === null)
      .map((answer) => answer.chain),
    asking: answers.some((answer) => answer.asking),
    refetch: () => {
      for (const answer of answers) answer.refetch();
    },
  };
}

function mergeWallets(parts: readonly WalletData[]): WalletData {
  const [first, ...rest] = parts as [WalletData, ...WalletData[]];
  if (rest.length === 0) return first;
  return {
    ...first,
    ...combineTotals(parts),
    holdings: parts
      .flatMap((part) => part.holdings)
      .sort((a, b) => (b.valueUsd ?? 0) - (a.valueUsd ?? 0)),
    positions: parts.flatMap((part) => part.positions).sort((a, b) => b.valueUsd - a.valueUsd),
    sources: parts.flatMap((part) => part.sources),
  };
}

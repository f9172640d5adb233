import { useMemo } from 'react';
import {
  PortfolioSummaryDocument,
  type ChainKey,
  type PortfolioSummaryQuery,
} from '../graphql/generated/graphql';
import { combineTotals } from '../format/portfolioMath';
import { useWallets, type SavedWallet } from '../wallets/useWallets';
import { isNetworkError } from '../components/ErrorCallout/errorMessages';
import { useChainQuestions, type ChainAnswer } from './chainQuestions';
import { portfolioVariables } from './portfolioVariables';
import { useSameItems } from './useSameItems';

type PortfolioData = PortfolioSummaryQuery['portfolio'];

export interface PortfolioSummary {
  /** The visible wallets (spec §3: hidden ones are dropped on load of the portfolio). */
  wallets: SavedWallet[];
  /** The chains answered so far, merged; null before the first. */
  portfolio: PortfolioData | null;
  /** Spec §3 and §4: a chain whose answer is an error counts 0. */
  totalUsd: number;
  /**
   * An answer that is an error (bad input, the gateway's own failure). An unreachable server is
   * not one: the shell's notice says it once for every page, and the last figures stay.
   */
  error: Error | null;
  /** Chains asked and not answered yet: the total leaves them out until they are. */
  pendingChains: ChainKey[];
  /** No chain has answered yet for this wallet set (first load): show skeletons. */
  loading: boolean;
  /** An answer is shown while a newer one loads (another wallet set, or a refetch). */
  updating: boolean;
  refetch: () => void;
}

/**
 * The merged portfolio of the visible wallets, shared by the dashboard, the wallets index and
 * "View All", asked chain by chain so each chain shows when read (docs/DECISIONS.md "Progressive
 * answers"). With no wallets nothing is asked and the portfolio is empty (spec §4).
 */
export function usePortfolioSummary(): PortfolioSummary {
  const { visibleWallets } = useWallets();
  const variables = useMemo(
    () => portfolioVariables(visibleWallets.map((wallet) => wallet.address)),
    [visibleWallets],
  );
  const empty = variables.wallets.length === 0;
  const answers = useChainQuestions(PortfolioSummaryDocument, empty ? null : variables);
  const parts = answers.map((answer) => ({ answer, shown: shownPortfolio(answer) }));
  const byChain = useSameItems(parts.map((part) => part.shown));
  const portfolio = useMemo(() => {
    const shown = byChain.filter((part) => part !== null);
    return empty || shown.length === 0 ? null : mergePortfolios(shown);
  }, [empty, byChain]);
  const error = empty
    ? null
    : (answers.find((answer) => answer.error && !isNetworkError(answer.error))?.error ?? null);
  const asking = !empty && answers.some((answer) => answer.asking);
  return {
    wallets: visibleWallets,
    portfolio,
    totalUsd: portfolio?.totalUsd ?? 0,
    error,
    pendingChains: empty
      ? []
      : parts.filter((part) => part.answer.asking && !part.shown).map((part) => part.answer.chain),
    // An error is an answer (spec §4: the total resets to 0 and says why), not a skeleton.
    loading: asking && portfolio === null && error === null,
    updating: asking && portfolio !== null,
    refetch: () => {
      if (!empty) for (const answer of answers) answer.refetch();
    },
  };
}

/**
 * A chain's answer as the page shows it: the last one while another wallet set loads or the
 * server is unreachable; none when the answer is an error (spec §4 "On failure … totalUsd reset
 * to 0").
 */
function shownPortfolio(answer: ChainAnswer<PortfolioSummaryQuery>): PortfolioData | null {
  if (answer.error && !isNetworkError(answer.error)) return null;
  return answer.data?.portfolio ?? answer.previousData?.portfolio ?? null;
}

/** Several chains' answers as one: rows and positions largest first, totals by the gateway's rule. */
function mergePortfolios(parts: readonly PortfolioData[]): PortfolioData {
  const [first, ...rest] = parts as [PortfolioData, ...PortfolioData[]];
  if (rest.length === 0) return first;
  const totals = combineTotals(parts);
  const walletTotals = first.walletTotals.map((entry) => ({
    ...entry,
    ...combineTotals(
      parts.flatMap((part) => part.walletTotals.filter((other) => other.wallet === entry.wallet)),
    ),
  }));
  return {
    ...first,
    ...totals,
    walletTotals,
    // The oldest part dates the whole: "updated at" never claims more than every chain has.
    updatedAt: parts.map((part) => part.updatedAt).sort()[0] ?? first.updatedAt,
    tokens: parts
      .flatMap((part) => part.tokens)
      .sort((a, b) => (b.valueUsd ?? 0) - (a.valueUsd ?? 0)),
    positions: parts
      .flatMap((part) => part.positions)
      .sort((a, b) => b.valueUsd - a.valueUsd),
    sources: parts.flatMap((part) => part.sources),
  };
}

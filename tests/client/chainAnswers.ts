import type { MockLink } from '@apollo/client/testing';
import type { GraphQLFormattedError } from 'graphql';
import type { Unmasked } from '@apollo/client';
import { CHAIN_ORDER } from '../../client/src/data/chainQuestions';
import {
  PortfolioSummaryDocument,
  WalletDetailDocument,
  type ChainKey,
  type PortfolioSummaryQuery,
  type WalletDetailQuery,
} from '../../client/src/graphql/generated/graphql';

type Portfolio = Unmasked<PortfolioSummaryQuery>;
type Wallet = Unmasked<WalletDetailQuery>;

/**
 * The gateway's totals rule (services/portfolio/portfolioTotals.ts) over some rows: what it
 * answers for one chain's part of a fixture.
 */
function totals(rows: ReadonlyArray<{ valueUsd: number | null; changePct: number | null }>) {
  let now = 0;
  let then = 0;
  let anyChange = false;
  for (const { valueUsd, changePct } of rows) {
    if (valueUsd === null) continue;
    const known = changePct !== null && changePct > -100;
    anyChange ||= known;
    now += valueUsd;
    then += known ? valueUsd / (1 + changePct / 100) : valueUsd;
  }
  return {
    totalUsd: now,
    change24hPct: anyChange && then > 0 ? ((now - then) / then) * 100 : null,
  };
}

const positionsUsd = (positions: ReadonlyArray<{ valueUsd: number }>) =>
  positions.reduce((sum, position) => sum + position.valueUsd, 0);

/** One chain's part of a merged-portfolio fixture, as the gateway answers `chains: [chain]`. */
export function portfolioPart(result: Portfolio, chain: ChainKey): Portfolio {
  const { portfolio } = result;
  const tokens = portfolio.tokens.filter((token) => token.chain === chain);
  const positions = portfolio.positions.filter((position) => position.chain === chain);
  // A fixture of one chain is that chain's answer as it stands, totals included.
  if (tokens.length === portfolio.tokens.length && positions.length === portfolio.positions.length)
    return {
      portfolio: { ...portfolio, sources: portfolio.sources.filter((s) => s.chain === chain) },
    };
  const rows = totals(
    tokens.map((token) => ({ valueUsd: token.valueUsd, changePct: token.change24hPct })),
  );
  return {
    portfolio: {
      ...portfolio,
      ...rows,
      // The gateway adds the positions to the rows' total (services/holdings/portfolioHoldings.ts).
      totalUsd: rows.totalUsd + positionsUsd(positions),
      walletTotals: portfolio.walletTotals.map((entry) => ({
        ...entry,
        ...totals(
          tokens.flatMap((token) =>
            token.breakdown
              .filter((part) => part.wallet === entry.wallet)
              .map((part) => ({ valueUsd: part.valueUsd, changePct: token.change24hPct })),
          ),
        ),
      })),
      tokens,
      positions,
      sources: portfolio.sources.filter((source) => source.chain === chain),
    },
  };
}

/** One chain's part of a wallet fixture, as the gateway answers `chains: [chain]`. */
export function walletPart(result: Wallet, chain: ChainKey): Wallet {
  const { wallet } = result;
  const holdings = wallet.holdings.filter((holding) => holding.chain === chain);
  const positions = wallet.positions.filter((position) => position.chain === chain);
  if (holdings.length === wallet.holdings.length && positions.length === wallet.positions.length)
    return { wallet: { ...wallet, sources: wallet.sources.filter((s) => s.chain === chain) } };
  const rows = totals(
    holdings.map((holding) => ({
      valueUsd: holding.valueUsd,
      changePct: holding.change24hPct,
    })),
  );
  return {
    wallet: {
      ...wallet,
      ...rows,
      totalUsd: rows.totalUsd + positionsUsd(positions),
      holdings,
      positions,
      sources: wallet.sources.filter((source) => source.chain === chain),
    },
  };
}

type Answer<T> = { data: T } | { errors: GraphQLFormattedError[] };

/** The page's per-chain questions answered from one whole fixture (or all with the same errors). */
export function portfolioMocks(
  variables: { wallets: string[] },
  answer: Answer<Portfolio>,
): MockLink.MockedResponse[] {
  return CHAIN_ORDER.map((chain) => ({
    request: { query: PortfolioSummaryDocument, variables: { ...variables, chains: [chain] } },
    result: 'data' in answer ? { data: portfolioPart(answer.data, chain) } : answer,
  }));
}

export function walletMocks(address: string, answer: Answer<Wallet>): MockLink.MockedResponse[] {
  return CHAIN_ORDER.map((chain) => ({
    request: { query: WalletDetailDocument, variables: { address, chains: [chain] } },
    result: 'data' in answer ? { data: walletPart(answer.data, chain) } : answer,
  }));
}

import {
  PortfolioHistoryDocument,
  WalletHistoryDocument,
} from '../../client/src/components/ValueChart/generated/graphql';

/** Two whole days, $1,200 then $1,500: what a page test's value chart reads. */
const history = {
  __typename: 'PortfolioHistory' as const,
  range: 'MONTH' as const,
  complete: true,
  points: [1200, 1500].map((totalUsd, index) => ({
    __typename: 'HistoryPoint' as const,
    at: `2025-01-0${index + 1}T23:59:59.000Z`,
    totalUsd,
    coverage: 1,
  })),
  sources: [],
};

/** The value chart's question on the dashboard and the portfolio page (wallets lowercase, sorted). */
export const portfolioHistoryMock = (wallets: string[]) => ({
  request: { query: PortfolioHistoryDocument, variables: { wallets, range: 'MONTH' } },
  result: { data: { portfolioHistory: history } },
});

/** The value chart's question on a wallet page. */
export const walletHistoryMock = (address: string) => ({
  request: { query: WalletHistoryDocument, variables: { address, range: 'MONTH' } },
  result: { data: { walletHistory: history } },
});

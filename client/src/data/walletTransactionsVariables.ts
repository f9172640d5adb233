import type {
  ChainKey,
  TransactionKind,
  WalletTransactionsQueryVariables,
} from '../graphql/generated/graphql';

/** Spec §9: "Explorer transactions 50 per page". */
const PAGE_SIZE = 50;

export interface TransactionsView {
  chain: ChainKey | 'ALL';
  kind: TransactionKind;
  /** The page's cursor; null is the newest page. */
  after: string | null;
  includeSpam: boolean;
}

/** The view a wallet page opens on: every chain, every kind, newest first, spam hidden. */
export const FIRST_TRANSACTIONS_VIEW: TransactionsView = {
  chain: 'ALL',
  kind: 'ALL',
  after: null,
  includeSpam: false,
};

/**
 * The variables of a wallet's transaction list, shared by the wallet page and its route's
 * preload, so the preloaded first page is the very question the page asks.
 */
export function walletTransactionsVariables(
  address: string,
  view: TransactionsView,
): WalletTransactionsQueryVariables {
  return {
    chain: view.chain === 'ALL' ? null : view.chain,
    address,
    kind: view.kind,
    first: PAGE_SIZE,
    after: view.after,
    includeSpam: view.includeSpam,
  };
}

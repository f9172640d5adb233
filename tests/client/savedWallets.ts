import { WALLETS_KEY, resetWalletStoreForTests } from '../../client/src/wallets/walletStore';

/** Saves a wallet list as the app stores it, and makes the app read it afresh. */
export function saveWallets(wallets: readonly unknown[]): void {
  localStorage.setItem(WALLETS_KEY, JSON.stringify(wallets));
  resetWalletStoreForTests();
}

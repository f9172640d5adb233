import DataLoader from 'dataloader';
import type { Address } from '../../../shared/src/addresses';
import type { Services } from '../services/services';
import type { WalletHoldings } from '../services/wallet/walletHoldings';

export interface Loaders {
  walletHoldings: DataLoader<Address, WalletHoldings>;
}

/**
 * One set of loaders per request (STYLE.md habit 6): a wallet asked for twice in one query
 * (aliases, nested fields) is fetched once. A failed key yields an Error value so it cannot sink
 * the rest of the batch.
 */
export function createLoaders(services: Services, options: { fresh: boolean }): Loaders {
  return {
    walletHoldings: new DataLoader<Address, WalletHoldings>((wallets) =>
      Promise.all(wallets.map((wallet) => services.walletHoldings(wallet, options).catch((error: unknown) => toError(error)))),
    ),
  };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

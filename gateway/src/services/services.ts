import type { Address } from '../../../shared/src/addresses';
import type { Cache } from '../cache/cache';
import type { Config } from '../config/env';
import type { HttpClient } from '../http/httpClient';
import { getWalletHoldings, type WalletHoldings } from './wallet/walletHoldings';

/** The domain services, bound once per process to their dependencies; resolvers only see this. */
export interface Services {
  walletHoldings(wallet: Address, options: { fresh?: boolean }): Promise<WalletHoldings>;
}

export function createServices(deps: { config: Config; http: HttpClient; cache: Cache }): Services {
  return {
    walletHoldings: (wallet, options) => getWalletHoldings(deps, wallet, options),
  };
}

import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { getAddressInfo } from '../../sources/blockscout/getAddressInfo';
import { getNativeBalances } from '../../sources/rpc/getNativeBalances';
import { firstUsable, type FallbackResult, type SourceStep } from '../fallback';
import type { ListingDeps } from './listTokens';

/**
 * Native coin balances (wei, decimal string) of many wallets on one chain from the JSON-RPC nodes:
 * ONE multicall for them all (a call per wallet group cost 20–25 calls for 10 wallets
 * where 5 do). Wallets the call could not answer map to the reason, for the explorer fallback.
 */
export async function rpcNativeBalances(
  deps: ListingDeps,
  chain: ChainKey,
  wallets: readonly Address[],
): Promise<Map<Address, FallbackResult<string> | Error>> {
  const answers = new Map<Address, FallbackResult<string> | Error>();
  try {
    const balances = await getNativeBalances(deps.rpc[chain], chain, wallets);
    for (const wallet of wallets) {
      const balance = balances.get(wallet);
      answers.set(
        wallet,
        balance === undefined
          ? new Error(`getEthBalance failed for ${wallet}`)
          : { value: balance, source: 'rpc', attempts: [{ source: 'rpc', outcome: 'ok' }] },
      );
    }
  } catch (error) {
    for (const wallet of wallets)
      answers.set(wallet, error instanceof Error ? error : new Error(String(error)));
  }
  return answers;
}

/**
 * A wallet's native balance once the RPC has failed for it: the failure recorded as the first
 * attempt, then — where the chain has a Blockscout — the explorer's coin_balance, so a bad RPC day
 * does not zero a balance the explorer still knows.
 */
export function nativeBalanceAfterRpc(
  deps: ListingDeps,
  chain: ChainKey,
  wallet: Address,
  rpcError: Error,
): Promise<FallbackResult<string>> {
  const steps: SourceStep<string>[] = [{ source: 'rpc', run: () => Promise.reject(rpcError) }];
  const baseUrl = deps.config.chains[chain].blockscoutUrl;
  if (baseUrl !== undefined) {
    steps.push({
      source: 'blockscout-address',
      run: async () =>
        (
          await getAddressInfo(deps.http, {
            upstream: `blockscout:${chain}`,
            baseUrl,
            address: wallet,
          })
        ).coinBalance,
    });
  }
  return firstUsable(steps, () => false);
}

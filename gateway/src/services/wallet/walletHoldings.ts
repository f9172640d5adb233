import { formatUnits } from 'viem';
import { CHAINS } from '../../../../shared/src/chains';
import type { Address } from '../../../../shared/src/addresses';
import type { Cache } from '../../cache/cache';
import { TTL } from '../../cache/ttl';
import type { Config } from '../../config/env';
import type { HttpClient } from '../../http/httpClient';
import { getAddressInfo } from '../../sources/blockscout/getAddressInfo';
import { getTokenBalances } from '../../sources/blockscout/getTokenBalances';
import { failedStatus, statusOf, type SourceStatus, type TokenHolding } from '../holding';

export interface WalletHoldings {
  address: Address;
  holdings: TokenHolding[];
  totalUsd: number;
  sources: SourceStatus[];
}

export interface WalletDeps {
  config: Config;
  http: HttpClient;
  cache: Cache;
}

/**
 * The walking skeleton's slice: a wallet's PulseChain ERC-20 holdings from Blockscout v2
 * token-balances plus its native PLS, both priced from the explorer's exchange_rate. Each source
 * fails on its own: a missing listing still shows the native balance, and says why.
 */
export async function getWalletHoldings(deps: WalletDeps, wallet: Address, options: { fresh?: boolean } = {}): Promise<WalletHoldings> {
  const chain = CHAINS.pulse;
  const baseUrl = deps.config.chains.pulse.blockscoutUrl;
  const sources: SourceStatus[] = [];
  const holdings: TokenHolding[] = [];
  if (baseUrl === undefined) return { address: wallet, holdings, totalUsd: 0, sources };
  const upstream = `blockscout:${chain.key}`;
  const fresh = options.fresh ?? false;

  const [native, tokens] = await Promise.allSettled([
    deps.cache.getOrFetch(`native:${chain.key}:${wallet}`, TTL.nativeBalance, () => getAddressInfo(deps.http, { upstream, baseUrl, address: wallet }), { fresh }),
    deps.cache.getOrFetch(`tokens:${chain.key}:${wallet}`, TTL.tokens.pulse, () => getTokenBalances(deps.http, { upstream, baseUrl, address: wallet }), { fresh }),
  ]);

  const nativeWhere = { chain: chain.key, wallet, source: 'blockscout-address' };
  if (native.status === 'fulfilled') {
    sources.push(statusOf(native.value, nativeWhere));
    const { coinBalance, exchangeRate } = native.value.value;
    holdings.push(
      priced({
        chain: chain.key,
        wallet,
        token: { chain: chain.key, address: null, symbol: chain.nativeSymbol, name: chain.nativeName, decimals: chain.nativeDecimals, iconUrl: null },
        balanceRaw: coinBalance,
        priceUsd: exchangeRate,
      }),
    );
  } else {
    sources.push(failedStatus(native.reason, nativeWhere));
  }

  const tokensWhere = { chain: chain.key, wallet, source: 'blockscout-token-balances' };
  if (tokens.status === 'fulfilled') {
    sources.push(statusOf(tokens.value, tokensWhere));
    for (const { token, balanceRaw } of tokens.value.value) {
      holdings.push(
        priced({
          chain: chain.key,
          wallet,
          token: { chain: chain.key, address: token.address, symbol: token.symbol ?? '', name: token.name ?? '', decimals: token.decimals, iconUrl: token.iconUrl },
          balanceRaw,
          priceUsd: token.exchangeRate,
        }),
      );
    }
  } else {
    sources.push(failedStatus(tokens.reason, tokensWhere));
  }

  holdings.sort((a, b) => (b.valueUsd ?? 0) - (a.valueUsd ?? 0));
  const totalUsd = holdings.reduce((sum, holding) => sum + (holding.valueUsd ?? 0), 0);
  return { address: wallet, holdings, totalUsd, sources };
}

function priced(input: Pick<TokenHolding, 'chain' | 'wallet' | 'token' | 'balanceRaw' | 'priceUsd'>): TokenHolding {
  const amount = formatUnits(BigInt(input.balanceRaw), input.token.decimals);
  const valueUsd = input.priceUsd === null ? null : Number(amount) * input.priceUsd;
  return {
    ...input,
    amount,
    valueUsd,
    priceSource: input.priceUsd === null ? 'none' : 'blockscout',
    change24hPct: null,
    changeSource: null,
  };
}

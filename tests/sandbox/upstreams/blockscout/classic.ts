import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { WORLD_NOW } from '../../world/clock';
import { plainDecimal } from '../../world/prices';
import { MARKET_COINS } from '../../world/ticker';
import { isListedTransaction } from '../../world/transactions';
import type { World } from '../../world/world';
import { ERRORS, failure, readAddresses, success } from '../explorer/envelope';
import {
  pageTransactions,
  readPaging,
  tokentxRow,
  txlistRow,
  withBlankFees,
} from '../explorer/rows';
import type { RouteNames } from '../ids';
import { ok, type Route, type UpstreamRequest, type UpstreamResponse } from '../upstream';

/** Blockscout's classic API answers 10,000 rows at most per window (UPSTREAMS.md §2.1). */
const MAX_WINDOW = 10_000;

type ClassicRoute = Extract<RouteNames['blockscout'], `api/${string}/${string}`>;

function classic(
  name: ClassicRoute,
  module: string,
  action: string,
  handle: (request: UpstreamRequest) => unknown,
): Route<ClassicRoute> {
  return {
    name,
    method: 'GET',
    template: 'api',
    query: { module, action },
    handle: (request): UpstreamResponse => ok(handle(request)),
  };
}

/** The classic `/api?module=…&action=…` routes of a Blockscout explorer (UPSTREAMS.md §2.1). */
/** A page's rows, with the `blank-fees` quirk applied when it is in force. */
function feesOf(request: UpstreamRequest, rows: Record<string, string>[]) {
  return request.quirks.has('blank-fees') ? withBlankFees(rows) : rows;
}

export function classicRoutes(world: World, chain: ChainKey): Route<RouteNames['blockscout']>[] {
  const balances = (multi: boolean) => (request: UpstreamRequest) => {
    const addresses = readAddresses(request.query, true);
    if (addresses === 'missing') return ERRORS.missingAddress();
    if (addresses === 'invalid') return ERRORS.invalidAddress();
    const balance = (address: string) =>
      (request.empty ? 0n : world.nativeBalance(address, chain)).toString();
    if (!multi && addresses.length === 1) return success(balance(addresses[0] as string));
    return success(
      addresses.map((account) => ({ account, balance: balance(account), stale: false })),
    );
  };

  return [
    classic('api/account/balance', 'account', 'balance', balances(false)),
    classic('api/account/balancemulti', 'account', 'balancemulti', balances(true)),
    classic('api/account/tokenlist', 'account', 'tokenlist', (request) => {
      const addresses = readAddresses(request.query, false);
      if (addresses === 'missing') return ERRORS.missingAddress();
      if (addresses === 'invalid') return ERRORS.invalidAddress();
      const rows = request.empty
        ? []
        : world
            .holdings(addresses[0] as string, chain)
            .filter((holding) => holding.balanceRaw > 0n);
      if (rows.length === 0) return ERRORS.noTokens();
      return success(
        rows.map(({ token, balanceRaw }) => ({
          balance: balanceRaw.toString(),
          contractAddress: token.address,
          decimals: String(token.decimals),
          name: token.name ?? '',
          symbol: token.symbol ?? '',
          type: 'ERC-20',
        })),
      );
    }),
    classic('api/account/txlist', 'account', 'txlist', (request) => {
      const addresses = readAddresses(request.query, false);
      if (addresses === 'missing') return ERRORS.missingAddress();
      if (addresses === 'invalid') return ERRORS.invalidAddress();
      const paging = readPaging(request.query, MAX_WINDOW);
      if (paging === 'window-too-large') return ERRORS.windowTooLarge(MAX_WINDOW);
      const wallet = addresses[0] as Address;
      const filterBy = request.query.get('filter_by');
      const txs = (request.empty ? [] : world.transactions(wallet, chain)).filter(
        (tx) =>
          isListedTransaction(tx, wallet) &&
          (filterBy === 'from' ? tx.from === wallet : filterBy === 'to' ? tx.to === wallet : true),
      );
      const rows = pageTransactions(txs, request.query, paging);
      return rows.length === 0
        ? ERRORS.noTransactions()
        : success(
            feesOf(
              request,
              rows.map((tx) => txlistRow(tx, chain, 'blockscout')),
            ),
          );
    }),
    classic('api/account/tokentx', 'account', 'tokentx', (request) => {
      const contract = request.query.get('contractaddress')?.toLowerCase();
      const addresses = readAddresses(request.query, false);
      if (addresses === 'invalid') return ERRORS.invalidAddress();
      if (addresses === 'missing' && contract === undefined) return ERRORS.missingAddress();
      const paging = readPaging(request.query, MAX_WINDOW);
      if (paging === 'window-too-large') return ERRORS.windowTooLarge(MAX_WINDOW);
      // Only wallet-scoped queries are served: the world knows transfers per wallet.
      const wallet = addresses === 'missing' ? undefined : (addresses[0] as Address);
      const txs = (
        request.empty || wallet === undefined ? [] : world.transactions(wallet, chain)
      ).filter(
        (tx) =>
          tx.transfer !== null &&
          !tx.failed &&
          (contract === undefined || tx.transfer.token.address === contract),
      );
      const rows = pageTransactions(txs, request.query, paging);
      return rows.length === 0
        ? ERRORS.noTokenTransfers()
        : success(
            feesOf(
              request,
              rows.map((tx) => tokentxRow(tx, chain)),
            ),
          );
    }),
    classic('api/stats/coinprice', 'stats', 'coinprice', () => {
      const usd = world.native(chain).priceUsd;
      const btc = MARKET_COINS.find((coin) => coin.id === 'bitcoin')?.priceUsd ?? 1;
      return success({
        coin_btc: plainDecimal(Number((usd / btc).toPrecision(4))),
        coin_btc_timestamp: String(WORLD_NOW - 60),
        coin_usd: plainDecimal(usd),
        coin_usd_timestamp: String(WORLD_NOW - 60),
      });
    }),
    {
      name: 'api/unknown',
      method: 'GET',
      template: 'api',
      handle: (request) =>
        ok(
          request.query.has('module') && request.query.has('action')
            ? failure('Unknown action')
            : failure("Params 'module' and 'action' are required parameters"),
        ),
    },
  ];
}

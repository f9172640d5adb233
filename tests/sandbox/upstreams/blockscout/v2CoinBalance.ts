import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { DAY_SECONDS, WORLD_NOW } from '../../world/clock';
import { dayOf, dayString } from '../../world/priceHistory';
import { nativeDelta } from '../../world/transferHistory';
import type { World } from '../../world/world';
import type { RouteNames } from '../ids';
import { ok, type Route } from '../upstream';
import { INVALID_PARAMETERS, isAddressHash } from './dialect';

/** Blockscout's default COIN_BALANCE_HISTORY_DAYS: the window the by-day endpoint looks back. */
const HISTORY_WINDOW_DAYS = 10;

/**
 * GET /api/v2/addresses/{a}/coin-balance-history-by-day → `{days, items:[{date, value}]}`
 * (AddressController.coin_balance_history_by_day, CoinBalance.balances_by_day): one item per day
 * of the last `days` on which the balance changed, oldest first, the day's highest balance in
 * wei as a string; the last item carries the current balance and today is added with it when
 * absent. Days without a change are absent, and nothing before the window is told: on its own
 * this endpoint cannot rebuild an older history. Unknown addresses answer empty items.
 */
export function v2CoinBalanceRoutes(
  world: World,
  chain: ChainKey,
): Route<RouteNames['blockscout']>[] {
  return [
    {
      name: 'api/v2/addresses/coin-balance-history-by-day',
      method: 'GET',
      template: 'api/v2/addresses/:address/coin-balance-history-by-day',
      handle(request) {
        const address = request.params.address;
        if (!isAddressHash(address)) return { status: 422, body: INVALID_PARAMETERS };
        const wallet = address.toLowerCase() as Address;
        if (request.empty || world.wallet(wallet) === undefined)
          return ok({ days: HISTORY_WINDOW_DAYS, items: [] });
        return ok({ days: HISTORY_WINDOW_DAYS, items: balancesByDay(world, wallet, chain) });
      },
    },
  ];
}

function balancesByDay(world: World, wallet: Address, chain: ChainKey) {
  const since = WORLD_NOW - HISTORY_WINDOW_DAYS * DAY_SECONDS;
  const txs = [...world.transactions(wallet, chain)].sort((a, b) => a.timestamp - b.timestamp);
  const highest = new Map<number, bigint>();
  let balance = 0n;
  for (const tx of txs) {
    const delta = nativeDelta(tx, wallet);
    if (delta === 0n) continue;
    balance += delta;
    if (tx.timestamp < since) continue;
    const day = dayOf(tx.timestamp);
    const max = highest.get(day);
    highest.set(day, max === undefined || balance > max ? balance : max);
  }
  const items = [...highest.entries()].map(([day, value]) => ({ date: dayString(day), value }));
  const today = dayString(dayOf(WORLD_NOW));
  const last = items.at(-1);
  if (last !== undefined) last.value = balance;
  if (last !== undefined && last.date !== today) items.push({ date: today, value: balance });
  return items.map((item) => ({ date: item.date, value: item.value.toString() }));
}

import { shortAddress } from '../../../../shared/src/addresses';
import { z } from 'zod';
import { CHAINS } from '../../../../shared/src/chains';
import type { GatewayDeps } from '../../deps';
import { stakeDeadlines, type StakeDeadline } from '../../services/staking/stakeDeadlines';
import { stakesFor } from '../../services/staking/stakesFor';
import { exportRoute } from '../csv/csvRoute';
import { freshParam, hexNetworksParam, walletsParam } from '../queryParams';
import { toIcs, type CalendarEvent } from './icsWriter';

/** 09:00 (the subscriber's time) a week before and the day before: all-day events start at 00:00. */
const REMINDERS = ['-P6DT15H', '-PT15H'] as const;

function calendarEvent({ kind, day, date, stake }: StakeDeadline, unit: string): CalendarEvent {
  const name = `${unit} stake ${stake.stakeId} (${shortAddress(stake.wallet)})`;
  const lateFrom = stake.endDay + 15;
  return {
    uid: `${stake.id}:${kind}@kinko`,
    date,
    summary:
      kind === 'end'
        ? `${name} reaches its end day`
        : `${name}: last day to end it without a late penalty`,
    description: [
      `Principal ${stake.principalHex} ${unit}, ${stake.tShares} T-shares, on ${CHAINS[stake.chain].name}.`,
      `Locked on HEX day ${stake.lockedDay} for ${stake.stakedDays} days; end day ${stake.endDay}.`,
      kind === 'end'
        ? `From today ending it pays the full term. Ending by day ${day + 14} costs no penalty.`
        : `HEX day ${day}. From day ${lateFrom} each day late costs 1/700 of principal + payout.`,
      `Wallet ${stake.wallet}${stake.hsiAddress === null ? '' : `, through Hedron HSI ${stake.hsiAddress}`}.`,
    ].join('\n'),
    alarms: REMINDERS,
  };
}

/**
 * GET /api/stakes.ics?wallets=&network=&fresh=: a calendar to subscribe to once, with each locked
 * stake's end day and last day of grace, reminders before each (docs/DECISIONS.md "Stake
 * calendar"). Both HEX chains unless `network` names one; failures as the CSV exports tell them.
 */
export const stakesIcsQuery = z.object({
  wallets: walletsParam,
  network: hexNetworksParam,
  fresh: freshParam,
});

export function stakesIcs(deps: GatewayDeps) {
  return exportRoute(
    stakesIcsQuery,
    async ({ wallets, network: chains, fresh }) => {
      const results = await Promise.all(
        chains.map((chain) => stakesFor(deps, chain, wallets, { fresh })),
      );
      return {
        rows: results.flatMap((result) =>
          stakeDeadlines(result.rows).map((deadline) => calendarEvent(deadline, result.unit)),
        ),
        statuses: results.flatMap((result) => result.statuses),
        issues: results.flatMap((result) =>
          result.errors.map((issue) => ({ chain: result.chain, ...issue })),
        ),
        stamp: new Date(Math.max(...results.map((result) => result.updatedAt.getTime()))),
      };
    },
    (response, result) => {
      response.set('Content-Disposition', 'inline; filename="kinko-stakes.ics"');
      response.type('text/calendar; charset=utf-8').send(
        toIcs({
          name: 'Kinko HEX stakes',
          stamp: result.stamp,
          refresh: 'PT6H',
          events: result.rows,
        }),
      );
    },
  );
}

import { savedAge } from '../../format/savedAge';
import { useNow } from '../../format/useNow';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';

/**
 * " · updated 14:02": when the shown answer was assembled (Portfolio.updatedAt), in the app's
 * language. An answer from another day carries its date, and one older than the saved-data max age
 * (a reload painted from the saved cache after days away, or refreshes failing) says it may be out
 * of date, so old totals never read as today's.
 */
export function UpdatedAt({ iso }: { iso: string }) {
  const t = useT();
  const format = useFormat();
  const now = useNow();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const age = savedAge(date, now);
  const time = format.date(
    date,
    age.showDate ? { dateStyle: 'medium', timeStyle: 'short' } : { timeStyle: 'short' },
  );
  return (
    <time
      dateTime={iso}
      title={format.date(date, { dateStyle: 'full', timeStyle: 'medium' })}
      className={age.stale ? 'kinko-stale-age' : undefined}
    >
      {' · '}
      {t(age.stale ? 'common.updatedAtStale' : 'common.updatedAt', { time })}
    </time>
  );
}

import { useT } from '../../i18n/useT';

/** " · updated 14:02": when the shown answer was assembled (Portfolio.updatedAt). */
export function UpdatedAt({ iso }: { iso: string }) {
  const t = useT();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} title={date.toLocaleString()}>
      {' · '}
      {t('common.updatedAt', { time: date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) })}
    </time>
  );
}

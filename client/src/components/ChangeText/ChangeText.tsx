import { Icon } from '@blueprintjs/core';
import { useMoney } from '../../format/useMoney';

/**
 * A 24h change in percent: green with an up arrow at 0 or above, red with a down arrow below
 * (spec §2 "Ticker" colours and the ticker's arrows), a dash when unknown. The arrow repeats the colour's meaning for
 * readers who cannot tell the colours apart.
 */
export function ChangeText({
  pct,
  className,
}: {
  pct: number | null | undefined;
  className?: string;
}) {
  const money = useMoney();
  if (pct === null || pct === undefined || !Number.isFinite(pct))
    return <span className={`kinko-muted ${className ?? ''}`}>—</span>;
  const up = pct >= 0;
  return (
    <span className={`kinko-change ${up ? 'kinko-up' : 'kinko-down'} ${className ?? ''}`}>
      <Icon icon={up ? 'arrow-up' : 'arrow-down'} size={12} aria-hidden />
      {money.pct(pct)}
    </span>
  );
}

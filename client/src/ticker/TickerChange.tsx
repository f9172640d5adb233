import { Icon } from '@blueprintjs/core';
import { useFormat } from '../i18n/useFormat';

/** Spec §2 "Ticker": green with an up arrow at 0 or above, red with a down arrow below. */
function changeDirection(change: number | null): 'up' | 'down' | null {
  if (change === null || !Number.isFinite(change)) return null;
  return change >= 0 ? 'up' : 'down';
}

/**
 * A 24h change with 2 decimals (spec §2) and its sign; the arrow repeats the colour's meaning
 * for readers who cannot tell green from red.
 */
export function TickerChange({ change }: { change: number | null }) {
  const format = useFormat();
  const direction = changeDirection(change);
  if (direction === null) return <span className="kinko-ticker-change kinko-muted">—</span>;
  return (
    <span className={`kinko-ticker-change kinko-ticker-${direction}`} data-direction={direction}>
      <Icon icon={direction === 'up' ? 'arrow-up' : 'arrow-down'} size={12} aria-hidden="true" />
      {format.percent(change, { signDisplay: 'exceptZero' })}
    </span>
  );
}

import { Intent, ProgressBar } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useOptionalT } from '../i18n/useOptionalT';
import { PROGRESS_TICK_MS, progressValue } from './progress';

/**
 * The page-loading bar at the top of the window (spec §2), shown while `active`. It restarts from
 * the first step each time it becomes active.
 */
export function LoadingBar({ active }: { active: boolean }) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const t = useOptionalT();

  useEffect(() => {
    if (!active) return undefined;
    const start = Date.now();
    setStartedAt(start);
    setNow(start);
    const timer = setInterval(() => setNow(Date.now()), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);

  if (!active) return null;
  const value = progressValue(now - startedAt);
  return (
    <div
      className="kinko-loading-bar"
      role="progressbar"
      aria-label={t?.('shell.loading') ?? 'Loading…'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <ProgressBar value={value / 100} intent={Intent.PRIMARY} stripes={false} />
    </div>
  );
}

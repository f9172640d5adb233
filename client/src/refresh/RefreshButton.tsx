import { Button, Tooltip } from '@blueprintjs/core';
import type { Translate } from '../i18n/I18nContext';
import { useT } from '../i18n/useT';
import { ProgressRing } from './ProgressRing';
import { RefreshRuntime } from './RefreshRuntime';
import { useRefresh } from './useRefresh';

export interface RefreshButtonProps {
  /** Icon only (a collapsed sidebar); the label stays available to screen readers. */
  compact?: boolean;
}

/**
 * The universal refresh button (spec §4) in the sidebar footer: idle, then refreshing with a ring
 * showing steps done of the total, then idle again; disabled while any run (its own or the
 * background orchestrator's) is under way, so two never overlap.
 */
export function RefreshButton({ compact = false }: RefreshButtonProps) {
  const t = useT();
  const { state, refresh } = useRefresh();
  const busy = state.status === 'refreshing';

  const text = busy
    ? t('refresh.progress', { done: state.done, total: state.total })
    : t('refresh.button');
  const label = busy
    ? t('refresh.busyLabel', { done: state.done, count: state.total })
    : t('refresh.label');
  const hint = busy ? label : lastRunHint(state.lastRun, t);

  return (
    <>
      <Tooltip content={hint} placement="top">
        <Button
          className="kinko-refresh-button"
          icon={
            busy ? <ProgressRing done={state.done} total={state.total} label={label} /> : 'refresh'
          }
          text={compact ? undefined : text}
          aria-label={label}
          aria-busy={busy}
          disabled={busy}
          onClick={refresh}
          fill={!compact}
        />
      </Tooltip>
      {/* The orchestrator, the rate-limit toast and the wallet-list refresh live as long as the shell. */}
      <RefreshRuntime />
    </>
  );
}

function lastRunHint(
  lastRun: { finishedAt: number; failed: string[]; stopped: boolean } | null,
  t: Translate,
): string {
  if (lastRun === null) return t('refresh.never');
  if (lastRun.stopped) return t('server.refreshGaveUp');
  const time = new Date(lastRun.finishedAt).toLocaleTimeString();
  return lastRun.failed.length > 0
    ? t('refresh.lastRunFailed', { time, count: lastRun.failed.length })
    : t('refresh.lastRun', { time });
}

import { Intent } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useT } from '../i18n/useT';
import { useToast } from '../shell/toasts/ToastContext';
import { useRefresh } from './useRefresh';

/** Says so when a refresh gave up because the server stopped answering, rather than going quiet. */
export function RefreshStoppedToast() {
  const t = useT();
  const toast = useToast();
  const { state } = useRefresh();
  const stoppedAt =
    state.status === 'idle' && state.lastRun?.stopped ? state.lastRun.finishedAt : null;
  useEffect(() => {
    if (stoppedAt !== null)
      toast({ message: t('server.refreshGaveUp'), intent: Intent.WARNING, icon: 'offline' });
  }, [stoppedAt, toast, t]);
  return null;
}

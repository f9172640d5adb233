import { Intent, OverlayToaster, Position, Toast } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import {
  rateLimitNotice as appNotice,
  type RateLimitNotice,
} from '../graphql/links/rateLimitNotice';
import { useT } from '../i18n/useT';

/** Spec §4 and §8: the toast "Temporarily rate-limited, retrying…" while the notice is on. */
export function RateLimitToast({ notice = appNotice }: { notice?: RateLimitNotice }) {
  const t = useT();
  const visible = useSyncExternalStore(notice.subscribe, notice.isVisible, notice.isVisible);
  return (
    <OverlayToaster position={Position.TOP}>
      {visible ? (
        // timeout 0: it stays until a successful answer hides it, or the user dismisses it.
        <Toast
          key="rate-limited"
          intent={Intent.WARNING}
          icon="time"
          message={t('refresh.rateLimited')}
          timeout={0}
          onDismiss={() => notice.hide()}
        />
      ) : null}
    </OverlayToaster>
  );
}

import { Callout, Intent } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { serverReachability } from '../graphql/links/serverReachability';
import { useFormat } from '../i18n/useFormat';
import { useT } from '../i18n/useT';

/**
 * The one notice for "this server does not answer" (docs/DECISIONS.md "Attribution"), above every
 * page: the pages keep their last figures and say nothing of their own, so the cause is named once
 * and never blamed on a chain or its RPC nodes.
 */
export function ServerNotice() {
  const t = useT();
  const format = useFormat();
  const down = useSyncExternalStore(
    serverReachability.subscribe,
    serverReachability.unreachableSince,
  );
  if (down === null) return null;
  const last = serverReachability.lastAnswerAt();
  return (
    <Callout intent={Intent.WARNING} icon="offline" role="alert" className="kinko-server-notice">
      <p>
        {/* Not a heading: it sits above the page's h1. */}
        <strong>{t('server.unreachable')}</strong>{' '}
        {last === null
          ? t('server.unreachableNothing')
          : t('server.unreachableSaved', {
              time: format.date(new Date(last), { dateStyle: 'medium', timeStyle: 'short' }),
            })}
      </p>
    </Callout>
  );
}

import { Classes, NonIdealState } from '@blueprintjs/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n/useT';
import { ReloadButton } from './ReloadButton';
import { useAppearance } from '../settings/useAppearance';
import { NotFoundPage } from '../routes/notFound/NotFoundPage';

/**
 * The router's error page. Most often a page's code failed to download (offline, or a new
 * release replaced the old chunks): reloading fetches the current ones.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const { dark } = useAppearance();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone />;
  console.error('Route failed', error);
  return (
    <div className={`kinko-standalone ${dark ? Classes.DARK : ''}`}>
      <NonIdealState
        icon="error"
        title={t('error.title')}
        description={t('error.description')}
        action={<ReloadButton />}
      />
    </div>
  );
}

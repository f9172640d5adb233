import { NonIdealState } from '@blueprintjs/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n/useT';
import { ReloadButton } from './ReloadButton';
import { NotFoundPage } from '../routes/notFound/NotFoundPage';

/**
 * A page that failed, inside the dashboard's shell: the menu, the ticker and the other pages stay
 * usable (the root's RouteError replaced the whole app). Most often the page's code could not be
 * fetched (the server is down, or a new release replaced the old chunks): reloading when the
 * server answers fetches it.
 */
export function PageError() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.warn('Page failed', error);
  return (
    <NonIdealState
      icon="offline"
      title={t('error.title')}
      description={t('server.pageUnavailable')}
      action={<ReloadButton />}
    />
  );
}

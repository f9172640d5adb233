import { useEffect } from 'react';
import { usePrivacy } from '../privacy/usePrivacy';

const APP = 'Kinko';

/**
 * The tab's title: the page's figure (a total), the page and the app, "$1,234.56 · Portfolio ·
 * Kinko", as the original app named its tabs. In privacy mode the figure is
 * left out: a tab strip or a screen share must not show it. Back to "Kinko" when the page goes.
 */
export function useDocumentTitle(page: string, figure?: string | null): void {
  const { enabled } = usePrivacy();
  useEffect(() => {
    const shown = enabled || figure === null || figure === undefined ? [page] : [figure, page];
    document.title = [...shown, APP].join(' · ');
  }, [page, figure, enabled]);
  useEffect(
    () => () => {
      document.title = APP;
    },
    [],
  );
}

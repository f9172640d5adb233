import { AnchorButton, Classes } from '@blueprintjs/core';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useT } from '../../i18n/useT';
import { useAppearance } from '../../settings/useAppearance';
import { useLinkProps } from '../../shell/useLinkProps';

/**
 * Every unknown path, including the spec's demo template routes (/admin-panel/*, /charts/*,
 * /auth/* …, DESIGN.md "Client"): a friendly page with the way home.
 */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  const { dark } = useAppearance();
  const dashboard = useLinkProps('/dashboard/default');
  const home = useLinkProps('/');
  const page = (
    <EmptyState
      className="kinko-not-found"
      icon="path-search"
      level={1}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <div className="kinko-actions">
          <AnchorButton
            intent="primary"
            icon="dashboard"
            text={t('notFound.toDashboard')}
            {...dashboard}
          />
          <AnchorButton variant="minimal" icon="home" text={t('notFound.toHome')} {...home} />
        </div>
      }
    />
  );
  return standalone ? (
    <div className={`kinko-standalone ${dark ? Classes.DARK : ''}`}>{page}</div>
  ) : (
    page
  );
}

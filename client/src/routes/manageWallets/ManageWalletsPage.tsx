import { Card, H1, H2 } from '@blueprintjs/core';
import { DemoWalletsButton } from '../../components/NoWallets/NoWallets';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useWallets } from '../../wallets/useWallets';
import { useT } from '../../i18n/useT';
import { AddWalletForm } from './AddWalletForm';
import { ImportExport } from './ImportExport';
import { WalletListTable } from './WalletListTable';

/** /wallets/manage (spec §2): add, rename, hide, delete and replace the saved wallet list. */
export function ManageWalletsPage() {
  const t = useT();
  useDocumentTitle(t('manage.title'));
  const { wallets, visibleWallets } = useWallets();
  return (
    <section className="kinko-page">
      <header className="kinko-page-header">
        <div>
          <H1>{t('manage.title')}</H1>
          <span className="kinko-muted">{t('manage.subtitle')}</span>
        </div>
        <ImportExport />
      </header>

      <Card className="kinko-card">
        <H2>{t('manage.addTitle')}</H2>
        <AddWalletForm />
      </Card>

      <Card className="kinko-card">
        <H2>
          {t('manage.listTitle')}{' '}
          <span className="kinko-muted">
            {t('manage.listCount', { count: visibleWallets.length, total: wallets.length })}
          </span>
        </H2>
        {wallets.length === 0 ? (
          <EmptyState
            icon="folder-open"
            level={3}
            title={t('empty.title')}
            description={t('manage.emptyHint')}
            action={<DemoWalletsButton />}
          />
        ) : (
          <WalletListTable />
        )}
      </Card>
    </section>
  );
}

export const Component = ManageWalletsPage;

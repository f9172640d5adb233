import { Card, H2, H4, NonIdealState } from '@blueprintjs/core';
import { useWallets } from '../../wallets/useWallets';
import { useT } from '../../i18n/useT';
import { AddWalletForm } from './AddWalletForm';
import { ImportExport } from './ImportExport';
import { WalletListTable } from './WalletListTable';

/** /wallets/manage (spec §2): add, rename, hide, delete and replace the saved wallet list. */
export function ManageWalletsPage() {
  const t = useT();
  const { wallets, visibleWallets } = useWallets();
  return (
    <section className="kinko-page">
      <header className="kinko-page-header">
        <div>
          <H2>{t('manage.title')}</H2>
          <span className="kinko-muted">{t('manage.subtitle')}</span>
        </div>
        <ImportExport />
      </header>

      <Card className="kinko-card">
        <H4>{t('manage.addTitle')}</H4>
        <AddWalletForm />
      </Card>

      <Card className="kinko-card">
        <H4>
          {t('manage.listTitle')} <span className="kinko-muted">{t('manage.listCount', { count: visibleWallets.length, total: wallets.length })}</span>
        </H4>
        {wallets.length === 0 ? <NonIdealState icon="folder-open" title={t('empty.title')} description={t('manage.emptyHint')} /> : <WalletListTable />}
      </Card>
    </section>
  );
}

export const Component = ManageWalletsPage;

import { Alert, Button, EditableText, HTMLTable, Intent, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { checksumAddress } from '../../../../shared/src/addresses';
import { useWallets, type SavedWallet } from '../../wallets/useWallets';
import { useT } from '../../i18n/useT';
import { MiddleTruncate } from '../../components/MiddleTruncate/MiddleTruncate';

/** The saved wallets: rename in place, show or hide, delete (after a confirmation). */
export function WalletListTable() {
  const t = useT();
  const { wallets, rename, setHidden, remove } = useWallets();
  const [deleting, setDeleting] = useState<SavedWallet | null>(null);

  return (
    <>
      <HTMLTable
        compact
        striped
        className="kinko-table kinko-wallet-list"
        aria-label={t('manage.listTitle')}
      >
        <thead>
          <tr>
            <th>{t('manage.name')}</th>
            <th>{t('manage.address')}</th>
            <th>{t('manage.visible')}</th>
            <th>
              <span className="bp6-text-muted">{t('manage.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {wallets.map((wallet) => (
            <tr key={wallet.address} className={wallet.hidden ? 'kinko-row-hidden' : undefined}>
              <td className="kinko-wallet-name">
                <EditableText
                  defaultValue={wallet.name}
                  placeholder={t('wallets.unnamed')}
                  maxLength={64}
                  selectAllOnFocus
                  onConfirm={(name) => rename(wallet.address, name)}
                  // Named per wallet so a screen reader says which one is being renamed.
                  {...{ 'aria-label': t('manage.renameLabel', { address: wallet.address }) }}
                />
              </td>
              <td className="kinko-address-cell">
                {/* Cut in the middle when the screen is narrow; the link still holds (and names) the whole address. */}
                <Link to={`/wallet/${wallet.address}`}>
                  <MiddleTruncate text={checksumAddress(wallet.address)} />
                </Link>
              </td>
              <td className="kinko-wallet-visible">
                <Switch
                  checked={!wallet.hidden}
                  onChange={() => setHidden(wallet.address, !wallet.hidden)}
                  aria-label={t('manage.visibleLabel', { name: wallet.name || wallet.address })}
                  className="kinko-inline-switch"
                />
              </td>
              <td className="kinko-wallet-actions">
                <Button
                  variant="minimal"
                  icon="trash"
                  intent="danger"
                  aria-label={t('manage.deleteLabel', { name: wallet.name || wallet.address })}
                  onClick={() => setDeleting(wallet)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Alert
        isOpen={deleting !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('manage.delete')}
        cancelButtonText={t('common.cancel')}
        canEscapeKeyCancel
        canOutsideClickCancel
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove(deleting.address);
          setDeleting(null);
        }}
      >
        <p>
          {t('manage.deleteConfirm', {
            name: deleting ? deleting.name || t('wallets.unnamed') : '',
            address: deleting?.address ?? '',
          })}
        </p>
      </Alert>
    </>
  );
}

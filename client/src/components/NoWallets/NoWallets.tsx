import { useQuery } from '@apollo/client/react';
import { EmptyState } from '../EmptyState/EmptyState';
import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { DemoWalletsDocument } from '../../graphql/generated/graphql';
import { useT } from '../../i18n/useT';
import { useWallets } from '../../wallets/useWallets';

/**
 * The empty state of every page that needs wallets: a clear way to add one, and, when this server
 * suggests some (DEMO_WALLETS), a way to look around with those first.
 */
export function NoWallets() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon="folder-new"
      level={2}
      title={t('empty.title')}
      description={t('empty.description')}
      action={
        <div className="kinko-actions">
          <Button
            intent="primary"
            icon="add"
            text={t('empty.add')}
            onClick={() => void navigate('/wallets/manage')}
          />
          <DemoWalletsButton />
        </div>
      }
    />
  );
}

/** "Look around with the demo wallets": shown only when this server suggests some (DEMO_WALLETS). */
export function DemoWalletsButton() {
  const t = useT();
  const { replace } = useWallets();
  const { data } = useQuery(DemoWalletsDocument);
  const demo = data?.demoWallets ?? [];
  if (demo.length === 0) return null;
  return (
    <Button
      icon="eye-open"
      text={t('empty.demo', { count: demo.length })}
      onClick={() =>
        replace(
          demo.map((address, index) => ({
            address,
            name: t('empty.demoName', { n: index + 1 }),
            hidden: false,
          })),
        )
      }
    />
  );
}

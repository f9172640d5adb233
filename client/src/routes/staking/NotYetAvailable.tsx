import { Button, H1 } from '@blueprintjs/core';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/useT';

/**
 * A staking page the product lists but does not serve yet (spec §2: disabled in the menu, contents
 * not shown). Says so plainly and points to what does work, rather than an empty table that
 * could be read as "you have no stakes".
 */
export function NotYetAvailable({ title, asset }: { title: string; asset: string }) {
  const t = useT();
  useDocumentTitle(title);
  const navigate = useNavigate();
  return (
    <section className="kinko-page">
      <H1>{title}</H1>
      <EmptyState
        icon="time"
        level={2}
        title={t('staking.notYetTitle', { asset })}
        description={t('staking.notYetBody', { asset })}
        action={
          <div className="kinko-actions">
            <Button
              icon="bank-account"
              text={t('staking.hexTitle')}
              onClick={() => void navigate('/staking/hex')}
            />
            <Button
              icon="pie-chart"
              text={t('portfolio.title')}
              onClick={() => void navigate('/portfolio')}
            />
          </div>
        }
      />
    </section>
  );
}

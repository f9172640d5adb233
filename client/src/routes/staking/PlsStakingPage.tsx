import { useT } from '../../i18n/useT';
import { NotYetAvailable } from './NotYetAvailable';

/** /staking/pls (spec §2: disabled in the menu; the route exists). */
export function PlsStakingPage() {
  const t = useT();
  return <NotYetAvailable title={t('staking.plsTitle')} asset="PLS" />;
}

export const Component = PlsStakingPage;

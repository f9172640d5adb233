import { useT } from '../../i18n/useT';
import { NotYetAvailable } from './NotYetAvailable';

/** /staking/eth (spec §2: disabled in the menu; the route exists). */
export function EthStakingPage() {
  const t = useT();
  return <NotYetAvailable title={t('staking.ethTitle')} asset="ETH" />;
}

export const Component = EthStakingPage;

import { useT } from '../../i18n/useT';
import { StakingPage } from './StakingPage';

/** /staking/ehex (spec §2: disabled in the menu, but the route exists): eHEX stakes on Ethereum. */
export function EhexStakingPage() {
  const t = useT();
  return <StakingPage network="ETHEREUM" title={t('staking.ehexTitle')} unit="eHEX" />;
}

export const Component = EhexStakingPage;

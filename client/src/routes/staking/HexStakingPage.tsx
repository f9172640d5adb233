import { useT } from '../../i18n/useT';
import { StakingPage } from './StakingPage';

/** /staking/hex (spec §2): HEX stakes on PulseChain. */
export function HexStakingPage() {
  const t = useT();
  return <StakingPage network="PULSECHAIN" title={t('staking.hexTitle')} unit="HEX" />;
}

export const Component = HexStakingPage;

import { AnchorButton, Card, Classes, H1, H2, Icon, Tag, type IconName } from '@blueprintjs/core';
import { CHAINS, CHAIN_KEYS } from '../../../../shared/src/chains';
import type { ShellKey } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { useAppearance } from '../../settings/useAppearance';
import { useLinkProps } from '../../shell/useLinkProps';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';

const FEATURES: ReadonlyArray<{ icon: IconName; title: ShellKey; body: ShellKey }> = [
  { icon: 'key', title: 'landing.feature.noKeys.title', body: 'landing.feature.noKeys.body' },
  { icon: 'layers', title: 'landing.feature.chains.title', body: 'landing.feature.chains.body' },
  { icon: 'eye-off', title: 'landing.feature.privacy.title', body: 'landing.feature.privacy.body' },
  {
    icon: 'database',
    title: 'landing.feature.selfHosted.title',
    body: 'landing.feature.selfHosted.body',
  },
];

/** / and /landing (spec §2): the landing page, with its own header and footer and no ticker. */
export function LandingPage() {
  const t = useT();
  const { dark } = useAppearance();
  const dashboard = useLinkProps('/dashboard/default');
  const manage = useLinkProps('/wallets/manage');
  return (
    <div className={`kinko-landing ${dark ? Classes.DARK : ''}`}>
      <LandingHeader dark={dark} />
      <main className="kinko-landing-main">
        <section className="kinko-hero">
          <span className="kinko-hero-caption">{t('shell.caption')}</span>
          <H1 className="kinko-hero-title">{t('landing.title')}</H1>
          <p className="kinko-hero-lead">{t('landing.lead')}</p>
          <div className="kinko-actions">
            <AnchorButton
              intent="primary"
              size="large"
              icon="dashboard"
              text={t('landing.openDashboard')}
              {...dashboard}
            />
            <AnchorButton
              variant="outlined"
              size="large"
              icon="add"
              text={t('landing.addWallets')}
              {...manage}
            />
          </div>
          <ul className="kinko-chain-tags" aria-label={t('landing.chains')}>
            {CHAIN_KEYS.map((key) => (
              <li key={key}>
                <Tag round minimal size="large">
                  {CHAINS[key].name}
                </Tag>
              </li>
            ))}
          </ul>
        </section>
        <section className="kinko-features" aria-label={t('landing.features')}>
          {FEATURES.map((feature) => (
            <Card key={feature.title} className="kinko-feature">
              <Icon icon={feature.icon} size={20} intent="primary" />
              <H2>{t(feature.title)}</H2>
              <p>{t(feature.body)}</p>
            </Card>
          ))}
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}

export const Component = LandingPage;

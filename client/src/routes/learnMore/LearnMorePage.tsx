import { AnchorButton, Callout, Card, H1, H2 } from '@blueprintjs/core';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { CHAINS, CHAIN_KEYS } from '../../../../shared/src/chains';
import type { ShellKey } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { CalloutTitle } from '../../components/ErrorCallout/CalloutTitle';
import { useContact } from '../../shell/useContact';
import { useLinkProps } from '../../shell/useLinkProps';

const SECTIONS: ReadonlyArray<{ title: ShellKey; body: ShellKey }> = [
  { title: 'about.what.title', body: 'about.what.body' },
  { title: 'about.keys.title', body: 'about.keys.body' },
  { title: 'about.data.title', body: 'about.data.body' },
  { title: 'about.privacy.title', body: 'about.privacy.body' },
  { title: 'about.selfHost.title', body: 'about.selfHost.body' },
  { title: 'about.api.title', body: 'about.api.body' },
];

/** /learn-more (spec §2): the About page, after the separator in the menu. */
export function LearnMorePage() {
  const t = useT();
  useDocumentTitle(t('about.title'));
  const { suggestionsEmail } = useContact();
  const playground = useLinkProps('/playground');
  const chains = CHAIN_KEYS.map((key) => CHAINS[key].name).join(', ');
  return (
    <section className="kinko-page kinko-about">
      <header className="kinko-page-header">
        <H1>{t('about.title')}</H1>
      </header>
      <Callout intent="primary" icon="shield">
        <CalloutTitle>{t('shell.caption')}</CalloutTitle>
        {t('about.intro', { chains })}
      </Callout>
      <div className="kinko-about-grid">
        {SECTIONS.map((section) => (
          <Card key={section.title} className="kinko-card">
            <H2>{t(section.title)}</H2>
            <p>{t(section.body)}</p>
          </Card>
        ))}
      </div>
      <div className="kinko-actions">
        <AnchorButton
          variant="outlined"
          icon="code"
          text={t('about.api.playground')}
          {...playground}
        />
        {suggestionsEmail !== null && (
          <AnchorButton
            variant="outlined"
            icon="envelope"
            text={t('footer.suggestions')}
            href={`mailto:${suggestionsEmail}`}
          />
        )}
      </div>
    </section>
  );
}

export const Component = LearnMorePage;

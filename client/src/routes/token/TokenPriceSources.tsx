import { Card, H2 } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';

/** GeckoTerminal's attribution: its data shown, its name and a link beside it (its API terms). */
const GECKOTERMINAL_URL = 'https://www.geckoterminal.com';

const KNOWN = ['defillama', 'geckoterminal', 'stablecoin'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (source: string): source is Known => (KNOWN as readonly string[]).includes(source);

/** Where the chart's prices came from, each named once, GeckoTerminal with its attribution. */
export function TokenPriceSources({ sources }: { sources: readonly string[] }) {
  const t = useT();
  if (sources.length === 0) return null;
  return (
    <Card className="kinko-card">
      <H2>{t('token.sources')}</H2>
      <ul className="kinko-token-sources">
        {sources.map((source) => (
          <li key={source}>{isKnown(source) ? t(`token.source.${source}`) : source}</li>
        ))}
      </ul>
      {sources.includes('geckoterminal') && (
        <p>
          <a href={GECKOTERMINAL_URL} target="_blank" rel="noreferrer">
            {t('token.geckoAttribution')}
          </a>
        </p>
      )}
    </Card>
  );
}

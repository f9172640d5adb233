// Monaco's workers (editor, GraphQL language service, JSON variables) as Vite `?worker` imports,
// so they are bundled into dist/client rather than fetched from a CDN; set before any editor mounts.
import 'graphiql/setup-workers/vite';
// Imported by this lazy route, not main.tsx: only visitors of /playground download GraphiQL's CSS.
import 'graphiql/style.css';
import './playground.css';

import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { useAppearance } from '../../settings/useAppearance';
import { exampleTabs, type ExampleTab } from './examples';
import { withKnownOperationName } from './operationName';
import { useAccessibleTabs } from './useAccessibleTabs';

const ENDPOINT = '/graphql';

/** Plain POSTs: the API has no subscriptions or incremental delivery, so GraphiQL's toolkit fetcher is not needed. */
const fetcher: GraphiQLProps['fetcher'] = async (params, options) => {
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...options?.headers,
    },
    body: JSON.stringify(withKnownOperationName(params)),
  });
  return response.json();
};

/** The server's DEMO_WALLETS for the examples; none (placeholders) when it has none or cannot say. */
async function loadDemoWallets(): Promise<string[]> {
  try {
    const answer = (await fetcher({ query: '{ demoWallets }' }, {})) as {
      data?: { demoWallets?: string[] };
    };
    return answer.data?.demoWallets ?? [];
  } catch {
    return [];
  }
}

/**
 * /playground (DESIGN.md "One process, one port"): GraphiQL on /graphql, with one example tab per
 * root field. Outside the dashboard layout: an IDE needs the whole window, and the ticker there
 * would load coin logos from the internet. Follows the dashboard's dark/light setting.
 */
export function PlaygroundPage() {
  const t = useT();
  const { dark } = useAppearance();
  const [tabs, setTabs] = useState<ExampleTab[]>();
  const main = useRef<HTMLElement>(null);
  useAccessibleTabs(main, tabs !== undefined);

  useEffect(() => {
    let current = true;
    void loadDemoWallets().then((wallets) => current && setTabs(exampleTabs(wallets)));
    return () => {
      current = false;
    };
  }, []);

  // GraphiQL reads defaultTabs once, at mount (and only when no tabs are saved from a past visit).
  if (tabs === undefined) return null;
  // Code reads left to right: GraphiQL and its editors stay so in a mirrored page (mirrored, Monaco
  // drew its text off-screen and the page overflowed sideways).
  return (
    <main className="kinko-playground" dir="ltr" ref={main}>
      <h1 className="kinko-visually-hidden">{t('playground.title')}</h1>
      <GraphiQL
        fetcher={fetcher}
        defaultTabs={tabs}
        defaultEditorToolsVisibility="variables"
        forcedTheme={dark ? 'dark' : 'light'}
      >
        <GraphiQL.Logo>
          <Link to="/dashboard/default">Kinko</Link> GraphQL
        </GraphiQL.Logo>
      </GraphiQL>
    </main>
  );
}

export const Component = PlaygroundPage;

// Monaco's workers (editor, GraphQL language service, JSON variables) as Vite `?worker` imports,
// so they are bundled into dist/client rather than fetched from a CDN; set before any editor mounts.
import 'graphiql/setup-workers/vite';
// Imported by this lazy route, not main.tsx: only visitors of /playground download GraphiQL's CSS.
import 'graphiql/style.css';
import './playground.css';

import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAppearance } from '../../settings/useAppearance';
import { exampleTabs, type ExampleTab } from './examples';
import { withKnownOperationName } from './operationName';

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
  const { dark } = useAppearance();
  const [tabs, setTabs] = useState<ExampleTab[]>();

  useEffect(() => {
    let current = true;
    void loadDemoWallets().then((wallets) => current && setTabs(exampleTabs(wallets)));
    return () => {
      current = false;
    };
  }, []);

  // GraphiQL reads defaultTabs once, at mount (and only when no tabs are saved from a past visit).
  if (tabs === undefined) return null;
  return (
    <div className="kinko-playground">
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
    </div>
  );
}

export const Component = PlaygroundPage;

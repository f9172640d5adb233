import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { BlueprintProvider } from '@blueprintjs/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Catalog } from '../../client/src/i18n/catalog';
import { I18nProvider } from '../../client/src/i18n/I18nProvider';
import { ToastProvider } from '../../client/src/shell/toasts/ToastProvider';
import { pages } from '../../client/src/i18n/locales/en/pages';
import { typePolicies } from '../../client/src/graphql/typePolicies';

// English page texts; the shell's namespace is not needed by the pages under test.
const loadEnglish = (): Promise<Catalog> => Promise.resolve({ shell: {}, pages });

export interface RenderPageOptions {
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern the element is mounted at (defaults to the path itself). */
  route?: string;
  mocks?: readonly MockLink.MockedResponse[];
  /** A real client (with its own link) instead of one answering from the mocks. */
  client?: ApolloClient;
}

/** Blueprint, Apollo (mocked or given), English texts, toasts and a router: what a page needs to render in jest. */
export function renderPage(element: ReactNode, options: RenderPageOptions = {}): RenderResult {
  const { path = '/', route = path, mocks = [], client } = options;
  const routed = (
    <I18nProvider language="en" load={loadEnglish}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </I18nProvider>
  );
  // Masked as the app's client is (graphql/client.ts), so a page reading a field only a child's
  // fragment selects fails here too.
  const mocked =
    client ??
    new ApolloClient({
      cache: new InMemoryCache({ typePolicies }),
      link: new MockLink(mocks),
      dataMasking: true,
    });
  return render(
    <BlueprintProvider>
      <ApolloProvider client={mocked}>{routed}</ApolloProvider>
    </BlueprintProvider>,
  );
}

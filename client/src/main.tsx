// Styles are imported here only, so components stay importable by jest (which cannot load CSS).
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@blueprintjs/table/lib/css/table.css';
import './styles.css';

import { ApolloProvider } from '@apollo/client/react';
import { BlueprintProvider } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './graphql/client';
import { createRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* Hotkeys, overlays and portals (Blueprint's Table registers its keyboard shortcuts here). */}
    <BlueprintProvider>
      <ApolloProvider client={createApolloClient()}>
        <RouterProvider router={createRouter()} />
      </ApolloProvider>
    </BlueprintProvider>
  </StrictMode>,
);

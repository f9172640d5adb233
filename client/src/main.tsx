// Styles are imported here only, so components stay importable by jest (which cannot load CSS).
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@blueprintjs/table/lib/css/table.css';
import './styles.css';

import { Icons } from '@blueprintjs/icons';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadIconPaths } from './shell/iconLoader';
import { App } from './shell/App';

// Before anything renders an icon: one small chunk per icon instead of every icon's paths.
Icons.setLoaderOptions({ loader: loadIconPaths });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

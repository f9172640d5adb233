// Styles are imported here only, so components stay importable by jest (which cannot load CSS).
// Not @blueprintjs/icons' CSS: it only declares the icon fonts (TTF listed first, so browsers
// fetched ~290 kB of TTF), and Blueprint 6 draws every icon as SVG from shell/iconPaths.ts.
import '@blueprintjs/core/lib/css/blueprint.css';
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

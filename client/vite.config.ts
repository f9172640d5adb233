import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { blueprintIconPaths, blueprintIconPathsDir } from './blueprintIconPaths';
import { precompress } from './precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = 'http://127.0.0.1:4000';

/**
 * The dashboard. In production the gateway serves dist/client from the same origin
 * (DESIGN.md "One process, one port"); in development Vite proxies the gateway's paths so the
 * client code uses the same relative URLs in both.
 */
export default defineConfig({
  root,
  plugins: [react(), precompress(), blueprintIconPaths()],
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    // Lets scripts/tests measure what each route downloads (.vite/manifest.json).
    manifest: true,
    rolldownOptions: {
      output: {
        // Blueprint's per-icon path modules (blueprintIconPaths.ts) get stable names without a
        // content hash: the table naming all ~4,200 of them then compresses to a few kB instead
        // of carrying 4,200 random hashes. They change only when @blueprintjs/icons does.
        chunkFileNames: (chunk) => {
          const only = chunk.moduleIds.length === 1 ? chunk.moduleIds[0] : undefined;
          const icon = only?.startsWith(blueprintIconPathsDir)
            ? /^[\\/](16|20)px[\\/]paths[\\/]/.exec(only.slice(blueprintIconPathsDir.length))
            : null;
          return icon ? `assets/icons/${icon[1]}/[name].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            // Every page needs React and the router, and they change only on upgrades: one
            // long-cached chunk, apart from the app code that changes every release. Blueprint is
            // left to automatic splitting, so a page downloads only the components it renders.
            // tslib too: Blueprint and the playground's GraphiQL both use it, and on its own it
            // would be one more request for every page.
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The playground's Monaco workers are `?worker` imports inside GraphiQL's setup module, which
  // the dev server's dependency pre-bundling cannot load: served as they are, Vite makes them
  // workers (the production build handles them either way).
  optimizeDeps: { exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      ['/graphql', '/api', '/icons', '/healthz', '/metrics'].map((path) => [path, gateway]),
    ),
  },
});

import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = 'http://127.0.0.1:4000';

/**
 * The dashboard. In production the gateway serves dist/client from the same origin
 * (DESIGN.md "One process, one port"); in development Vite proxies the gateway's paths so the
 * client code uses the same relative URLs in both.
 */
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(['/graphql', '/api', '/healthz', '/metrics'].map((path) => [path, gateway])),
  },
});

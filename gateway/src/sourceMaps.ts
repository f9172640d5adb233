// Imported by node before the gateway's bundle (`node --import=./dist/gateway/sourceMaps.js`, npm
// start and the Dockerfile): stack traces map to the gateway's TypeScript sources, and the
// packages' own source maps are left unread. `--enable-source-maps` read and kept the map of every
// package file that has one (viem alone ships hundreds), ~12 MB of RSS for frames of compiled
// JavaScript (docs/DECISIONS.md "Gateway memory").
import { setSourceMapsSupport } from 'node:module';

setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });

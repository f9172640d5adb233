// Jest runs the TypeScript sources as native ES modules (npm test passes --experimental-vm-modules),
// transformed file by file by SWC. Decorators are the legacy (experimental) kind type-graphql uses.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2023',
    },
    module: { type: 'es6' },
  },
];

/** @type {import('jest').Config} */
export default {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  testMatch: ['<rootDir>/{gateway,shared,tests,client,scripts}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testEnvironment: 'node',
  // A lazily loaded component imports its own stylesheet (Vite splits it off with the chunk);
  // jsdom applies no styles, so a test imports an empty module in its place.
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/client/styleStub.ts' },
  // Upstream fixtures and the local EVM start per file; a suite that hangs must fail, not stall CI.
  testTimeout: 30_000,
  // A test file's module registry (the sandbox's world, the EVM, Chromium's client) is not all
  // given back when it ends: one process running every file grew past Node's 4 GB heap. With a
  // limit, files run in a worker that is replaced once it holds more than this after a file.
  workerIdleMemoryLimit: '1536MB',
};

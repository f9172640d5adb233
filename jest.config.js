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
  // Upstream fixtures and the local EVM start per file; a suite that hangs must fail, not stall CI.
  testTimeout: 30_000,
};

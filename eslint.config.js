// One lint tool for the whole repo: ESLint with typescript-eslint (STYLE.md). Formatting is
// Prettier's (npm run check:format); these rules catch mistakes, not taste. The type-aware rules
// read each file's tsconfig through the project service, so a promise nobody awaits or a switch
// that misses a union member fails the check.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'client/src/**/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // JavaScript config files and the examples sit outside both tsconfigs: a default project.
        projectService: {
          allowDefaultProject: [
            '*.js',
            '.dependency-cruiser.cjs',
            'client/public/*.js',
            'examples/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        // Barrel files hide the architecture (STYLE.md habit 10).
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel re-exports: import from the module that defines it.',
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx,js}', 'tests/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // React's rules of hooks and effect dependencies: a hook called conditionally or an effect that
  // reads a value it does not list breaks silently, at run time only. The plugin's React Compiler
  // rules (set-state-in-effect, preserve-manual-memoization…) are not on: the app does not use the
  // compiler, and what they flag is not a bug without it.
  {
    files: ['client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);

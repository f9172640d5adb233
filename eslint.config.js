// One lint tool for the whole repo: ESLint with typescript-eslint (STYLE.md). Formatting is left
// to the editor; these rules catch mistakes, not taste.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'client/src/graphql/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        // Barrel files hide the architecture (STYLE.md habit 10).
        { selector: 'ExportAllDeclaration', message: 'No barrel re-exports: import from the module that defines it.' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);

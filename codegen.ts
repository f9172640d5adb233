import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Parts of the client loaded lazily (their own chunk), each with its own generated module: the
 * bundler places a module's code in one chunk, so documents generated into the shared module would
 * ride in a chunk every page loads. A part's documents may use only its own fragments.
 */
const LAZY_PARTS = ['client/src/components/ValueChart'];

const output = {
  preset: 'client',
  presetConfig: {
    // Masking is Apollo Client's own (dataMasking in graphql/client.ts): codegen's type-only
    // helper would leave every field on the runtime object. docs/DECISIONS.md "Fragment masking".
    fragmentMasking: false,
    // No barrel file (STYLE.md habit 10): import from ./generated/graphql directly.
    skipIndexFile: true,
  },
  config: {
    // verbatimModuleSyntax requires type-only imports to be marked as such.
    useTypeImports: true,
    // Unions of string literals, not TypeScript enums: no runtime code, and values compare
    // directly with the strings the gateway sends.
    enumsAsTypes: true,
    scalars: { Address: 'string' },
    defaultScalarType: 'unknown',
    // Apollo Client adds __typename to every selection set, and null means "no value".
    nonOptionalTypename: true,
    skipTypeNameForRoot: true,
    avoidOptionals: { field: true, inputValue: false },
    // A spread's fields are typed as Apollo masks them (only through useFragment), except a spread
    // marked @unmask, which the parent reads as its own.
    inlineFragmentTypes: 'mask',
    customDirectives: { apolloUnmask: true },
  },
} as const;

/**
 * Turns the client's `.graphql` operations into TypedDocumentNodes (STYLE.md habit 8). Apollo
 * Client 4 infers `useQuery` result and variable types from them, so no hook generator is needed.
 * The output is committed and checked by `npm run check:generated`: it must not depend on the
 * clock or the machine, hence no timestamps and a fixed formatter-free layout.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  generates: {
    'client/src/graphql/generated/': {
      ...output,
      documents: ['client/src/**/*.graphql', ...LAZY_PARTS.map((part) => `!${part}/**`)],
    },
    ...Object.fromEntries(
      LAZY_PARTS.map((part) => [
        `${part}/generated/`,
        { ...output, documents: `${part}/*.graphql` },
      ]),
    ),
  },
};

export default config;

import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Apollo Client's hook types follow the generated types' masking (codegen.ts inlineFragmentTypes:
// 'mask'): a query's data types a spread as a fragment reference, readable through useFragment.
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the documented augmentation
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}

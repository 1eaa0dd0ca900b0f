import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Tells Apollo's types that documents come from GraphQL Codegen, so masked fragment data and
// useFragment results are typed from the generated fragments.
declare module '@apollo/client' {
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}

/// <reference types="vite/client" />

/** A .graphql file parsed at build time (scripts/build/graphqlSchemaAst.ts). */
declare module '*.graphql?ast' {
  const document: import('graphql').DocumentNode;
  export default document;
}

interface ImportMetaEnv {
  /** A GraphQL server for the app to use instead of the in-browser backend (src/apollo/endpoint.ts). */
  readonly VITE_GRAPHQL_URL?: string;
}

/** The same, without descriptions. */
declare module '*.graphql?ast-lean' {
  const document: import('graphql').DocumentNode;
  export default document;
}

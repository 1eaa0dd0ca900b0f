/// <reference types="vite/client" />

/** A .graphql file parsed at build time (scripts/build/graphqlSchemaAst.ts). */
declare module '*.graphql?ast' {
  const document: import('graphql').DocumentNode;
  export default document;
}

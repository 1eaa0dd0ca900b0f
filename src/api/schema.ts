/** The executable schema: the contract in schema.graphql joined to the resolvers. */
import { addResolversToSchema } from '@graphql-tools/schema';
import { buildASTSchema, type GraphQLSchema } from 'graphql';
import typeDefs from '../../schema.graphql?ast';
import { resolvers } from './resolvers';

// Kept lean because the app's first request waits for it:
// - built on first use, not at import, so the page's first paint does not wait for it;
// - the SDL arrives parsed (scripts/build/graphqlSchemaAst.ts);
// - not makeExecutableSchema, which for one SDL file merges type definitions and then copies the
//   whole schema to attach resolvers; building once and attaching in place gives the same schema
//   and keeps @graphql-tools/merge out of the bundle;
// - production builds skip validating the SDL and the schema: the same file was validated by
//   codegen and by every test and dev run (which do validate), and it cannot change after the build.
const validated = !import.meta.env.PROD;

let types: GraphQLSchema | undefined;
let schema: GraphQLSchema | undefined;

const buildTypes = () => (types ??= buildASTSchema(typeDefs, { assumeValidSDL: !validated, assumeValid: !validated }));

export function getSchema(): GraphQLSchema {
  schema ??= addResolversToSchema({ schema: buildTypes(), resolvers, updateResolversInPlace: true });
  return schema;
}

/**
 * getSchema in two steps with `pause()` between them (building the types, then attaching the
 * resolvers), for a caller on the page's thread: each step alone is short enough not to hold up input.
 */
export async function prepareSchema(pause: () => Promise<void>): Promise<GraphQLSchema> {
  if (!schema) {
    buildTypes();
    await pause();
  }
  return getSchema();
}

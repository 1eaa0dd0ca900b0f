/** The executable schema: the contract in schema.graphql joined to the resolvers. */
import { addResolversToSchema } from '@graphql-tools/schema';
import { buildASTSchema, parse } from 'graphql';
import typeDefs from '../../schema.graphql?raw';
import { resolvers } from './resolvers';

// This runs before the first paint, so it is kept lean:
// - not makeExecutableSchema, which for one SDL file merges type definitions and then copies the
//   whole schema to attach resolvers; building once and attaching in place gives the same schema
//   and keeps @graphql-tools/merge out of the bundle;
// - production builds skip validating the SDL and the schema: the same file was validated by
//   codegen and by every test and dev run (which do validate), and it cannot change after the build.
const validated = !import.meta.env.PROD;

export const schema = addResolversToSchema({
  schema: buildASTSchema(parse(typeDefs), { assumeValidSDL: !validated, assumeValid: !validated }),
  resolvers,
  updateResolversInPlace: true,
});

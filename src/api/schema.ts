/**
 * The executable schema: the contract (schema.graphql, handed in parsed) joined to the resolvers.
 * The caller reads the file: the browser build imports it pre-parsed, Node parses it from disk.
 */
import { addResolversToSchema } from '@graphql-tools/schema';
import { buildASTSchema, type DocumentNode, type GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers';

export interface SchemaOptions {
  /**
   * Skip validating the SDL and the schema: for a production build, whose schema.graphql was
   * validated by codegen, every test and every dev run, and cannot change after the build.
   */
  trusted?: boolean;
}

/** The types alone: the heavier half of building the schema, split off for callers that pause between halves. */
export function buildSchemaTypes(typeDefs: DocumentNode, { trusted = false }: SchemaOptions = {}): GraphQLSchema {
  return buildASTSchema(typeDefs, { assumeValidSDL: trusted, assumeValid: trusted });
}

/**
 * Attaches the resolvers in place rather than with makeExecutableSchema, which for one SDL file
 * merges type definitions and then copies the whole schema: the same schema, less work, and
 * @graphql-tools/merge stays out of the browser bundle.
 */
export function attachResolvers(types: GraphQLSchema): GraphQLSchema {
  return addResolversToSchema({ schema: types, resolvers, updateResolversInPlace: true });
}

export function createExecutableSchema(typeDefs: DocumentNode, options?: SchemaOptions): GraphQLSchema {
  return attachResolvers(buildSchemaTypes(typeDefs, options));
}

/** The executable schema: the contract in schema.graphql joined to the resolvers. */
import { makeExecutableSchema } from '@graphql-tools/schema';
import typeDefs from '../../schema.graphql?raw';
import { resolvers } from './resolvers';

export const schema = makeExecutableSchema({ typeDefs, resolvers });

import type { Resolvers } from '../generated/resolvers';
import { authMutations, authQueries } from './auth';
import { contactMutations } from './contact';
import { propertyQueries } from './properties';

export const resolvers: Resolvers = {
  Query: { ...propertyQueries, ...authQueries },
  Mutation: { ...authMutations, ...contactMutations },
};

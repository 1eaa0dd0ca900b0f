import type { Resolvers } from '../generated/resolvers';
import { authMutations, authQueries } from './auth';
import { contactMutations } from './contact';
import { propertyFields, propertyQueries } from './properties';
import { storageQueries } from './storage';

export const resolvers: Resolvers = {
  Query: { ...propertyQueries, ...authQueries, ...storageQueries },
  Mutation: { ...authMutations, ...contactMutations },
  Property: propertyFields,
};

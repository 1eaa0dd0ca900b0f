import type { QueryResolvers } from '../generated/resolvers';

export const storageQueries: Pick<QueryResolvers, 'storageStatus'> = {
  storageStatus: async (_parent, _args, { store }) => ({ persistent: await store.persistent() }),
};

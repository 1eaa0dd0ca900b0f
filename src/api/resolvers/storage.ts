import type { QueryResolvers } from '../generated/resolvers';

export const storageQueries: Pick<QueryResolvers, 'storageStatus'> = {
  storageStatus: (_parent, _args, { store }) => ({ persistent: store.persistent }),
};

/**
 * Saved listings (docs/product.md#saved-listings). They belong to whoever asks: the signed-in
 * user, or else this browser's visitor, whose saves join the account at sign-up and log-in
 * (resolvers/auth.ts).
 */
import { userError } from '../errors';
import type { ApiContext } from '../context';
import type { PropertyRecord } from '../data/model';
import type { MutationResolvers, PropertyResolvers, QueryResolvers } from '../generated/resolvers';
import { simulateLatency } from '../latency';
import type { SavedOwner } from '../store/types';

async function ownerOf({ session }: ApiContext): Promise<SavedOwner> {
  const user = await session.currentUser();
  return user ? { user: user.id } : { visitor: await session.visitorKey() };
}

async function savedCount(context: ApiContext, owner: SavedOwner): Promise<number> {
  return (await context.store.savedIds(owner)).length;
}

export const savedQueries: Pick<QueryResolvers, 'savedProperties' | 'savedCount'> = {
  async savedProperties(_parent, _args, context) {
    const owner = await ownerOf(context);
    await simulateLatency('savedProperties');
    const catalog = await context.catalog();
    const ids = await context.store.savedIds(owner);
    const found: PropertyRecord[] = [];
    for (const id of ids) {
      const property = await catalog.get(id);
      if (property) found.push(property);
      // A listing taken down since it was saved is forgotten, so the header's count matches.
      else await context.store.unsave(owner, id);
    }
    return found;
  },

  savedCount: async (_parent, _args, context) => savedCount(context, await ownerOf(context)),
};

export const savedFields: Pick<PropertyResolvers, 'isSaved'> = {
  isSaved: async (property, _args, context) => (await context.store.savedIds(await ownerOf(context))).includes(property.id),
};

export const savedMutations: Pick<MutationResolvers, 'saveProperty' | 'unsaveProperty'> = {
  async saveProperty(_parent, { id }, context) {
    const owner = await ownerOf(context);
    const property = await (await context.catalog()).get(id);
    if (!property) return { property: null, savedCount: await savedCount(context, owner), errors: [userError('PROPERTY_NOT_FOUND', 'id')] };
    await simulateLatency('saveProperty');
    await context.store.save(owner, id, context.now());
    return { property, savedCount: await savedCount(context, owner), errors: [] };
  },

  async unsaveProperty(_parent, { id }, context) {
    const owner = await ownerOf(context);
    const property = await (await context.catalog()).get(id);
    const wasSaved = (await context.store.savedIds(owner)).includes(id);
    if (!property && !wasSaved) {
      return { property: null, savedCount: await savedCount(context, owner), errors: [userError('PROPERTY_NOT_FOUND', 'id')] };
    }
    await simulateLatency('saveProperty');
    await context.store.unsave(owner, id);
    return { property, savedCount: await savedCount(context, owner), errors: [] };
  },
};

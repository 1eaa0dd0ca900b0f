/**
 * Saved listings (docs/product.md#saved-listings). They belong to whoever asks: the signed-in
 * user, or else this browser's visitor, whose saves join the account at sign-up and log-in
 * (resolvers/auth.ts).
 */
import { rateLimited, userError } from '../errors';
import type { ApiContext } from '../context';
import type { PropertyRecord } from '../data/model';
import type { MutationResolvers, PropertyResolvers, QueryResolvers } from '../generated/resolvers';
import { simulateLatency } from '../latency';
import type { SavedOwner } from '../store/types';

/** Whose saves: the signed-in user, or the visitor; null for a visitor who has no key yet (nothing saved). */
async function ownerOf({ session }: ApiContext, create = false): Promise<SavedOwner | null> {
  const user = await session.currentUser();
  if (user) return { user: user.id };
  const visitor = await session.visitorKey(create);
  return visitor === null ? null : { visitor };
}

const savedIdsOf = (context: ApiContext, owner: SavedOwner | null) => (owner ? context.store.savedIds(owner) : Promise.resolve([]));

async function savedCount(context: ApiContext, owner: SavedOwner | null): Promise<number> {
  return (await savedIdsOf(context, owner)).length;
}

export const savedQueries: Pick<QueryResolvers, 'savedProperties' | 'savedCount'> = {
  async savedProperties(_parent, _args, context) {
    const owner = await ownerOf(context);
    await simulateLatency('savedProperties');
    if (!owner) return [];
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

async function isSavedBy(context: ApiContext, id: string): Promise<boolean> {
  return (await savedIdsOf(context, await ownerOf(context))).includes(id);
}

export const savedFields: Pick<PropertyResolvers, 'isSaved'> = {
  // Most searches come from people with neither a session nor a visitor: nothing is theirs, and
  // their 24 cards answer without a promise each.
  isSaved: (property, _args, context) => (context.session.isAnonymous() ? false : isSavedBy(context, property.id)),
};

export const savedMutations: Pick<MutationResolvers, 'saveProperty' | 'unsaveProperty'> = {
  async saveProperty(_parent, { id }, context) {
    // Before anything else: a request without a visitor cookie makes a visitor with its first save.
    const wait = await context.rateLimit?.take('saveProperty');
    if (wait) return { property: null, savedCount: await savedCount(context, await ownerOf(context)), errors: [rateLimited(wait, null)] };
    const property = await (await context.catalog()).get(id);
    if (!property) return { property: null, savedCount: await savedCount(context, await ownerOf(context)), errors: [userError('PROPERTY_NOT_FOUND', 'id')] };
    // A visitor's first save gives them a visitor key (a cookie on a server).
    const owner = (await ownerOf(context, true))!;
    // Kept first, answered after the delay: a page left while the answer is on its way keeps the save.
    await context.store.save(owner, id, context.now());
    await simulateLatency('saveProperty');
    return { property, savedCount: await savedCount(context, owner), errors: [] };
  },

  async unsaveProperty(_parent, { id }, context) {
    const owner = await ownerOf(context);
    const property = await (await context.catalog()).get(id);
    const wasSaved = (await savedIdsOf(context, owner)).includes(id);
    if (!property && !wasSaved) {
      return { property: null, savedCount: await savedCount(context, owner), errors: [userError('PROPERTY_NOT_FOUND', 'id')] };
    }
    if (owner) await context.store.unsave(owner, id);
    await simulateLatency('saveProperty');
    return { property, savedCount: await savedCount(context, owner), errors: [] };
  },
};

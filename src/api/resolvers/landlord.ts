/**
 * Landlords' listings (issue #33; docs/product.md#landlords). The API decides who may change what:
 * every mutation starts from the session's user and the listing's owner, and a listing owned by
 * someone else is answered exactly like one that does not exist (LISTING_NOT_FOUND), so ids cannot
 * be probed.
 */
import { listingProblems, type ListingField } from '../../lib/listingInput';
import { isServedCity } from '../../lib/servedCities';
import type { ApiContext } from '../context';
import type { PropertyRecord, PropertyNode, UniversityRecord } from '../data/model';
import type { ListingStatus, OwnedListing, OwnedListingRow } from '../data/ownedListings';
import { invalidInput, rateLimited, userError, type UserErrorData } from '../errors';
import type { ListingInput, MutationResolvers, PropertyResolvers, QueryResolvers } from '../generated/resolvers';
import { simulateLatency } from '../latency';
import type { StoredUser } from '../store/types';
import { publishProblem, removeListingPhotos, resolveListingPhotos } from './listingPhotos';

/**
 * A listing with what the resolver that gave it knew of its ownership, so `status` and `isMine`
 * need no second look-up (`ownerId` null: not read, looked up only if a signed-in viewer asks).
 */
export type OwnedNode = PropertyNode & { ownership?: { ownerId: string | null; status: ListingStatus } };

const withOwnership = ({ record, ownerId, status }: OwnedListing | OwnedListingRow): OwnedNode => ({ ...record, ownership: { ownerId, status } });

/** The avatars the sample draws from (scripts/data/media.ts): a landlord's own is picked by their id. */
const AVATAR_COUNT = 24;

function avatarFor(userId: string): string {
  let hash = 0;
  for (const character of userId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `/media/avatar-${hash % AVATAR_COUNT}.svg`;
}

/** The universities of a served city, with their campuses; none for any other name. */
async function universitiesOf(context: ApiContext, city: string): Promise<UniversityRecord[]> {
  if (!isServedCity(city)) return [];
  const found = await (await context.catalog()).universities({ city: city.toLowerCase(), name: null });
  return found.filter((university) => university.city === city);
}

/** The input's problems as INVALID_INPUT errors, or the record's fields it sets. */
async function checkInput(
  context: ApiContext,
  input: ListingInput,
): Promise<{ errors: UserErrorData[] } | { fields: Omit<PropertyRecord, 'id' | 'images' | 'landlord'>; photoIds: ListingInput['photos'] }> {
  const universities = await universitiesOf(context, input.city);
  // The photos are resolveListingPhotos' to check and keep.
  const { photos, ...fields } = input;
  const draft = {
    ...fields,
    name: input.name.trim(),
    description: input.description.trim(),
    address: input.address.trim(),
    availableUntil: input.availableUntil ?? null,
    maxStayMonths: input.maxStayMonths ?? null,
    // Only the side of the bills that applies is kept.
    includedBills: input.billsIncluded ? input.includedBills : [],
    billsEstimate: input.billsIncluded ? null : (input.billsEstimate ?? null),
  };
  const problems = listingProblems(draft, () => universities.map((university) => university.name));
  const errors = (Object.entries(problems) as Array<[ListingField, string]>).map(([field, message]) => invalidInput(field, message));
  if (errors.length > 0) return { errors };
  const campus = universities.find((university) => university.name === draft.university)!.campus;
  return {
    fields: {
      ...draft,
      amenities: [...draft.amenities],
      includedBills: [...draft.includedBills],
      coordinates: { lat: draft.coordinates.lat, lng: draft.coordinates.lng },
      universityCampus: { ...campus },
    },
    photoIds: photos,
  };
}

type Owned = { user: StoredUser; listing: OwnedListing } | { errors: UserErrorData[] };

/** The signed-in user and their listing `id`; SIGN_IN_REQUIRED or LISTING_NOT_FOUND otherwise. */
async function ownListing(context: ApiContext, id: string): Promise<Owned> {
  const user = await context.session.currentUser();
  if (!user) return { errors: [userError('SIGN_IN_REQUIRED')] };
  const listing = await (await context.ownedListings()).find(id);
  if (!listing || listing.ownerId !== user.id) return { errors: [userError('LISTING_NOT_FOUND', 'id')] };
  return { user, listing };
}

const failed = (errors: UserErrorData[]) => ({ listing: null, errors });

/** The listing as it now is, after a change. */
async function answer(context: ApiContext, id: string) {
  const listing = await (await context.ownedListings()).find(id);
  return { listing: listing && withOwnership(listing), errors: [] };
}

async function setStatus(context: ApiContext, id: string, status: ListingStatus) {
  const owned = await ownListing(context, id);
  if ('errors' in owned) return failed(owned.errors);
  if (status === 'PUBLISHED') {
    const problem = publishProblem(owned.listing.record);
    if (problem) return failed([problem]);
  }
  await simulateLatency('saveListing');
  await (await context.ownedListings()).setStatus(id, status);
  return answer(context, id);
}

export const landlordQueries: Pick<QueryResolvers, 'myListings' | 'listingStatus'> = {
  async myListings(_parent, _args, context) {
    await simulateLatency('myListings');
    const mine = await context.session.readOwn((await context.ownedListings()).rowsOfOwner);
    return mine && mine.value.map(withOwnership);
  },

  async listingStatus(_parent, { id }, context) {
    return (await (await context.ownedListings()).find(id))?.status ?? null;
  },
};

export const landlordMutations: Pick<MutationResolvers, 'createListing' | 'updateListing' | 'publishListing' | 'unpublishListing' | 'deleteListing'> = {
  async createListing(_parent, { input }, context) {
    const user = await context.session.currentUser();
    if (!user) return failed([userError('SIGN_IN_REQUIRED')]);
    const checked = await checkInput(context, input);
    if ('errors' in checked) return failed(checked.errors);
    const photos = await resolveListingPhotos(context, { ownerId: user.id, photoIds: checked.photoIds, current: [] });
    if (photos.errors.length > 0) return failed(photos.errors);
    const wait = await context.rateLimit?.take('createListing', { landlord: user.id });
    if (wait) return failed([rateLimited(wait, null)]);
    await simulateLatency('saveListing');
    const record: PropertyRecord = {
      ...checked.fields,
      id: crypto.randomUUID(),
      images: photos.images,
      landlord: { name: `${user.firstName} ${user.lastName}`, email: user.email ?? '', phone: user.phone ?? '', avatar: avatarFor(user.id) },
    };
    await (await context.ownedListings()).create(user.id, record);
    return answer(context, record.id);
  },

  async updateListing(_parent, { id, input }, context) {
    const owned = await ownListing(context, id);
    if ('errors' in owned) return failed(owned.errors);
    const checked = await checkInput(context, input);
    if ('errors' in checked) return failed(checked.errors);
    const { record } = owned.listing;
    const photos = await resolveListingPhotos(context, { ownerId: owned.user.id, photoIds: checked.photoIds, current: record.images });
    if (photos.errors.length > 0) return failed(photos.errors);
    // A published listing stays publishable: its photos may be changed, not dropped below 3.
    const problem = owned.listing.status === 'PUBLISHED' ? publishProblem(photos) : null;
    if (problem) return failed([problem]);
    await simulateLatency('saveListing');
    await (await context.ownedListings()).update({ ...record, ...checked.fields, images: photos.images });
    return answer(context, id);
  },

  publishListing: (_parent, { id }, context) => setStatus(context, id, 'PUBLISHED'),
  unpublishListing: (_parent, { id }, context) => setStatus(context, id, 'UNPUBLISHED'),

  async deleteListing(_parent, { id }, context) {
    const owned = await ownListing(context, id);
    if ('errors' in owned) return { deleted: false, errors: owned.errors };
    await simulateLatency('saveListing');
    const listings = await context.ownedListings();
    await listings.remove(id);
    const others = await listings.ofOwner(owned.user.id);
    await removeListingPhotos(
      context,
      owned.listing.record,
      others.map((other) => other.record),
    );
    return { deleted: true, errors: [] };
  },
};

/** What the resolver that gave the node knew of its ownership, if anything. */
const knownOwnership = (property: OwnedNode) => property.ownership;

/** Whose a listing is and whether it is published, looked up. */
async function lookUpOwnership(context: ApiContext, id: string) {
  const found = await (await context.ownedListings()).find(id);
  return found ? { ownerId: found.ownerId, status: found.status } : null;
}

export const landlordFields: Pick<PropertyResolvers, 'status' | 'isMine'> = {
  status: async (property, _args, context) => knownOwnership(property)?.status ?? (await lookUpOwnership(context, property.id))?.status ?? 'UNPUBLISHED',
  async isMine(property, _args, context) {
    const user = await context.session.currentUser();
    if (user === null) return false;
    const ownerId = knownOwnership(property)?.ownerId ?? (await lookUpOwnership(context, property.id))?.ownerId;
    return ownerId === user.id;
  },
};

/** The listing `id` for its page: any published one, and an unpublished one for its owner alone. */
export async function propertyForViewer(context: ApiContext, id: string): Promise<OwnedNode | null> {
  const published = await (await context.catalog()).get(id);
  // In the catalogue, so published; whose it is matters only to a signed-in viewer (isMine).
  if (published) return { ...published, ownership: { status: 'PUBLISHED', ownerId: null } };
  const listing = await (await context.ownedListings()).find(id);
  if (!listing) return null;
  const user = await context.session.currentUser();
  return user !== null && listing.ownerId === user.id ? withOwnership(listing) : null;
}

/**
 * A listing's photos through the schema (issue #33), over each store and its own photo storage: a
 * landlord lists a place with 3 uploads and students' search cards show them with their widths;
 * another user's, unknown and repeated ids are refused; a sample listing's images are kept, moved
 * and dropped by their URLs; a deleted listing's uploads leave the storage.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { listingMessages } from '../../src/lib/listingInput';
import { logIn, signUp } from './accounts';
import { CreateListing, DeleteListing, MyListings, PublishListing, SearchCards, UpdateListing, validInput } from './landlordOperations';
import { Logout } from './operations';
import { openTestApi, type ApiUnderTest } from './stores';

const sample = generateProperties();
let api: ApiUnderTest;

beforeEach(async () => {
  api = await openTestApi();
});

async function uploads(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push(await api.uploadPhoto());
  return ids;
}

const photoError = (message: string) => [{ code: 'INVALID_INPUT', message, field: 'photos' }];

async function searchCard(city: string, id: string) {
  const { properties } = await api.data(SearchCards, { city });
  return properties.edges.find((edge) => edge.node.id === id)?.node;
}

describe('a listing with uploaded photos', () => {
  it('is created with 3 photos in order, published, and its search card shows them with every width', async () => {
    await signUp(api, 'photos-landlord@uni.eu');
    const ids = await uploads(3);
    const { createListing } = await api.data(CreateListing, { input: validInput({ name: 'Three Photo Rooms', photos: [ids[1]!, ids[0]!, ids[2]!] }) });
    expect(createListing.errors).toEqual([]);
    const listing = createListing.listing!;
    expect(listing.photos.map((photo) => photo.id)).toEqual([ids[1], ids[0], ids[2]]);
    expect((await api.data(PublishListing, { id: listing.id })).publishListing.errors).toEqual([]);

    await api.data(Logout);
    const card = await searchCard('Berlin', listing.id);
    expect(card?.photos.map((photo) => photo.id)).toEqual([ids[1], ids[0], ids[2]]);
    for (const photo of card!.photos) {
      // The test photo is 1000 px wide: kept at 400 and 800.
      expect(photo.srcset).toMatch(/ 400w, .+ 800w$/);
      if (api.kind !== 'browser') {
        expect(photo.src).toBe(`/photos/${photo.id}/800.webp`);
        expect(photo.srcset).toBe(`/photos/${photo.id}/400.webp 400w, /photos/${photo.id}/800.webp 800w`);
      } else expect(photo.src).toMatch(/^blob:/);
    }
    expect(card?.images).toEqual(card?.photos.map((photo) => photo.src));

    await logIn(api, 'photos-landlord@uni.eu');
    const mine = (await api.data(MyListings)).myListings?.find((own) => own.id === listing.id);
    expect(mine?.photos.map((photo) => photo.id)).toEqual([ids[1], ids[0], ids[2]]);
    await api.data(DeleteListing, { id: listing.id });
  });

  it("refuses another user's photo exactly as an unknown id, a repeated photo, and more than 8", async () => {
    await signUp(api, 'photo-owner@uni.eu');
    const [theirs] = await uploads(1);
    await api.data(Logout);
    await signUp(api, 'photo-taker@uni.eu');
    const mine = await uploads(3);
    const create = async (photos: string[]) => (await api.data(CreateListing, { input: validInput({ photos }) })).createListing;

    const taken = await create([...mine, theirs!]);
    expect(taken.listing).toBeNull();
    expect(taken.errors).toMatchObject(photoError(listingMessages.PHOTOS_UNKNOWN));
    expect(await create([...mine, 'AAAAAAAAAAAAAAAAAAAAAA'])).toEqual(taken);
    expect((await create([mine[0]!, mine[1]!, mine[0]!])).errors).toMatchObject(photoError(listingMessages.PHOTOS_REPEATED));
    expect((await create([...mine, ...(await uploads(6))])).errors).toMatchObject(photoError(listingMessages.PHOTOS_TOO_MANY));
    // A sample listing's image is that listing's, not anyone's to add.
    expect((await create([...mine, sample[0]!.images[0]!])).errors).toMatchObject(photoError(listingMessages.PHOTOS_UNKNOWN));
    expect((await api.data(MyListings)).myListings).toEqual([]);
    expect(await api.photos.isKept(theirs!)).toBe(true);
  });

  it('is kept with fewer than 3 photos, unpublished, and published once it has them', async () => {
    await signUp(api, 'few-photos@uni.eu');
    const ids = await uploads(3);
    const { createListing } = await api.data(CreateListing, { input: validInput({ photos: ids.slice(0, 2) }) });
    const id = createListing.listing!.id;
    expect((await api.data(PublishListing, { id })).publishListing.errors).toMatchObject(photoError(listingMessages.PHOTOS));
    const { updateListing } = await api.data(UpdateListing, {
      id,
      input: validInput({ photos: [...createListing.listing!.photos.map((photo) => photo.id), ids[2]!] }),
    });
    expect(updateListing.listing?.photos.map((photo) => photo.id)).toEqual(ids);
    expect((await api.data(PublishListing, { id })).publishListing.errors).toEqual([]);
    // Published, it keeps at least 3.
    expect((await api.data(UpdateListing, { id, input: validInput({ photos: ids.slice(1) }) })).updateListing.errors).toMatchObject(
      photoError(listingMessages.PHOTOS),
    );
    await api.data(DeleteListing, { id });
  });
});

describe("a sample listing's photos", () => {
  it('are kept by their URLs, moved, dropped and joined by uploads; null keeps them as they are', async () => {
    const listing = sample[6]!;
    await logIn(api, listing.landlord.email);
    const base = validInput({
      name: listing.name,
      city: listing.city,
      university: listing.university,
      address: listing.address,
      coordinates: listing.coordinates,
    });
    const [upload] = await uploads(1);
    const reordered = [listing.images[2]!, listing.images[0]!, upload!];
    const { updateListing } = await api.data(UpdateListing, { id: listing.id, input: { ...base, photos: reordered } });
    expect(updateListing.errors).toEqual([]);
    expect(updateListing.listing?.photos.map((photo) => photo.id)).toEqual(reordered);
    expect(updateListing.listing?.photos.slice(0, 2).map((photo) => [photo.src, photo.srcset])).toEqual([
      [listing.images[2], null],
      [listing.images[0], null],
    ]);
    const unchanged = await api.data(UpdateListing, { id: listing.id, input: { ...base, photos: null } });
    expect(unchanged.updateListing.listing?.photos.map((photo) => photo.id)).toEqual(reordered);
    const card = await searchCard(listing.city, listing.id);
    expect(card?.images[0]).toBe(listing.images[2]);
    await api.data(UpdateListing, { id: listing.id, input: { ...base, photos: listing.images } });
  });
});

describe('deleting a listing', () => {
  it('deletes its uploads from the storage, but not those another listing of the owner uses', async () => {
    await signUp(api, 'deleting@uni.eu');
    const ids = await uploads(4);
    const first = (await api.data(CreateListing, { input: validInput({ photos: ids.slice(0, 3) }) })).createListing.listing!;
    const second = (await api.data(CreateListing, { input: validInput({ name: 'The Other Rooms', photos: [ids[0]!, ids[3]!] }) })).createListing.listing!;
    expect((await api.data(DeleteListing, { id: first.id })).deleteListing).toEqual({ deleted: true, errors: [] });
    expect(await Promise.all(ids.map((id) => api.photos.isKept(id)))).toEqual([true, false, false, true]);
    await api.data(DeleteListing, { id: second.id });
    expect(await Promise.all(ids.map((id) => api.photos.isKept(id)))).toEqual([false, false, false, false]);
  });
});

/**
 * The landlords' mutations (issue #33) with arbitrary input, signed in and not: no call throws,
 * every refusal is typed, an accepted listing is exactly what the shared rules accept (texts
 * trimmed), nobody changes a listing that is not theirs, and storage stays well-formed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import type { ListingInput } from '../../src/gql/graphql';
import { listingProblems } from '../../src/lib/listingInput';
import { storageKeys } from '../../src/api/store/keys';
import { createTestApi, type TestApi } from '../api/harness';
import { CreateListing, DeleteListing, MyListings, PublishListing, UnpublishListing, UpdateListing } from '../api/landlordOperations';
import { anyInt, anyText, optional } from './arbitraries';
import { expectStorageWellFormed, expectTyped } from './invariants';
import { fuzz } from './runs';

const sample = generateProperties();
const lena = { id: 'u-lena', firstName: 'Lena', lastName: 'Vogel', email: 'lena@uni.eu', phone: null, isVerified: true };

/** An API signed in as Lena, who owns no sample listing; or a visitor's. */
function apiAs(signedIn: boolean): TestApi {
  const api = createTestApi();
  api.storage.setItem(storageKeys.users, JSON.stringify([lena]));
  if (signedIn) api.storage.setItem(storageKeys.currentUser, JSON.stringify(lena));
  return api;
}

const cityNames = ['Berlin', 'Paris', 'Rome', 'berlin', 'Atlantis', ''];
const universityNames = ['Humboldt University of Berlin', 'Sorbonne University', 'Sapienza University of Rome', ''];
const text = fc.oneof(anyText, fc.string({ minLength: 20, maxLength: 120 }));
const date = fc.oneof(
  fc.constantFrom('2027-09-01', '2027-02-29', '2028-02-29', '2027-13-01', 'tomorrow', ''),
  fc.date({ noInvalidDate: true }).map((day) => day.toISOString().slice(0, 10)),
);
const coordinate = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -0.3, max: 0.3, noNaN: true }).map((offset) => 52.52 + offset),
);
const bills = fc.uniqueArray(fc.constantFrom('ELECTRICITY' as const, 'HEATING' as const, 'WATER' as const, 'INTERNET' as const), { maxLength: 4 });

const input: fc.Arbitrary<ListingInput> = fc.record({
  name: text,
  description: text,
  city: fc.oneof(fc.constantFrom(...cityNames), anyText),
  university: fc.oneof(fc.constantFrom(...universityNames), anyText),
  address: text,
  coordinates: fc.record({
    lat: coordinate,
    lng: fc.oneof(
      coordinate.map((lat) => lat - 39.1),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
  }),
  price: anyInt,
  deposit: anyInt,
  bedrooms: anyInt,
  bathrooms: anyInt,
  roomType: fc.constantFrom('ENTIRE_PLACE' as const, 'STUDIO' as const, 'PRIVATE_ROOM' as const, 'SHARED_ROOM' as const),
  amenities: fc.array(fc.oneof(fc.constantFrom('WiFi', 'Gym', 'TV', 'Sauna'), anyText), { maxLength: 6 }),
  availableFrom: date,
  availableUntil: optional(date),
  minStayMonths: anyInt,
  maxStayMonths: optional(anyInt),
  billsIncluded: fc.boolean(),
  includedBills: bills,
  billsEstimate: optional(anyInt),
  // Lena has uploaded nothing: any photo named is refused, a sample's image URL too.
  photos: optional(fc.array(fc.oneof(anyText, fc.constantFrom('AAAAAAAAAAAAAAAAAAAAAA', sample[0]!.images[0]!)), { maxLength: 10 })),
});

const anyId = fc.oneof(fc.constantFrom(...sample.slice(0, 3).map((listing) => listing.id)), anyText);

describe('fuzzing the listing mutations', () => {
  it('createListing accepts exactly what the rules accept, for a signed-in user only', async (context) => {
    await fuzz(
      context,
      fc.asyncProperty(input, fc.boolean(), async (listing, signedIn) => {
        const api = apiAs(signedIn);
        const result = await api.run(CreateListing, { input: listing });
        const errors = expectTyped(result, (data) => data.createListing);
        if (errors === null) return;
        if (!signedIn) expect(errors.map((error) => error.code)).toEqual(['SIGN_IN_REQUIRED']);
        const created = result.data!.createListing.listing;
        if (created) {
          expect(created).toMatchObject({ name: listing.name.trim(), address: listing.address.trim(), status: 'UNPUBLISHED', isMine: true });
          const draft = {
            ...listing,
            name: listing.name.trim(),
            description: listing.description.trim(),
            address: listing.address.trim(),
            availableUntil: listing.availableUntil ?? null,
            maxStayMonths: listing.maxStayMonths ?? null,
            includedBills: listing.billsIncluded ? listing.includedBills : [],
            billsEstimate: listing.billsIncluded ? null : (listing.billsEstimate ?? null),
          };
          expect(listingProblems(draft, () => [listing.university])).toEqual({});
          expect(listing.photos ?? []).toEqual([]);
          expect((await api.data(MyListings)).myListings?.map((own) => own.id)).toEqual([created.id]);
        } else {
          expect(errors.length).toBeGreaterThan(0);
          expect((await api.data(MyListings)).myListings ?? []).toEqual([]);
        }
        expectStorageWellFormed(api.storage);
      }),
    );
  });

  it('update, publish, unpublish and delete change nothing of anyone else', async (context) => {
    await fuzz(
      context,
      fc.asyncProperty(anyId, input, fc.boolean(), fc.constantFrom('update', 'publish', 'unpublish', 'delete'), async (id, listing, signedIn, action) => {
        const api = apiAs(signedIn);
        const result =
          action === 'update'
            ? expectTyped(await api.run(UpdateListing, { id, input: listing }), (data) => data.updateListing)
            : action === 'publish'
              ? expectTyped(await api.run(PublishListing, { id }), (data) => data.publishListing)
              : action === 'unpublish'
                ? expectTyped(await api.run(UnpublishListing, { id }), (data) => data.unpublishListing)
                : expectTyped(await api.run(DeleteListing, { id }), (data) => data.deleteListing);
        if (result !== null) expect(result.map((error) => error.code)).toEqual([signedIn ? 'LISTING_NOT_FOUND' : 'SIGN_IN_REQUIRED']);
        // Nothing was kept: no listing of Lena's could be found to change.
        expect(api.storage.data.has(storageKeys.listings)).toBe(false);
        expectStorageWellFormed(api.storage);
      }),
    );
  });
});

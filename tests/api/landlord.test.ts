/**
 * Landlords' listings through the schema (issue #33), over each store: the sample landlords' accounts,
 * ownership (another user and a visitor are refused without learning anything), the input rules,
 * and unpublishing, publishing and edits showing in the search at once. The SQL projects share one
 * database per file, so each test works on listings of its own and puts back what it takes down.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import type { ListingInput } from '../../src/gql/graphql';
import { listingMessages } from '../../src/lib/listingInput';
import { logIn, signUp } from './accounts';
import {
  CityCount,
  CityPriceCount,
  CreateListing,
  DeleteListing,
  ListingPage,
  MyListings,
  PublishListing,
  UnpublishListing,
  UpdateListing,
  validInput,
} from './landlordOperations';
import { Logout, SendOtp } from './operations';
import { openTestApi, type ApiUnderTest } from './stores';

const sample = generateProperties();
let api: ApiUnderTest;

beforeEach(async () => {
  api = await openTestApi();
});

async function cityIds(city: string) {
  const { properties } = await api.data(CityCount, { city });
  return {
    total: properties.totalCount,
    ids: properties.edges.map((edge) => edge.node.id),
    prices: new Map(properties.edges.map((edge) => [edge.node.id, edge.node.price])),
  };
}

/** The city's total at or under `maxPrice`, and at or under one euro less: a listing priced `maxPrice` counts in the first alone. */
async function pricedTotals(city: string, maxPrice: number) {
  const total = async (price: number) => (await api.data(CityPriceCount, { city, maxPrice: price })).properties.totalCount;
  return { atMost: await total(maxPrice), below: await total(maxPrice - 1) };
}

describe('the sample landlords', () => {
  it("log in with their owner card's email and find their listings, published", async () => {
    const listing = sample[1]!;
    const { login } = await logIn(api, listing.landlord.email);
    expect(login.errors).toEqual([]);
    expect(login.user?.email).toBe(listing.landlord.email);
    expect(login.user?.firstName).toBe(listing.landlord.name.split(' ')[0]);
    const { myListings } = await api.data(MyListings);
    expect(myListings?.map((own) => own.id)).toContain(listing.id);
    expect(myListings?.every((own) => own.status === 'PUBLISHED' && own.isMine && own.landlord.email === listing.landlord.email)).toBe(true);
  });

  it('cannot be signed up again', async () => {
    const { sendOtp } = await api.data(SendOtp, { input: { type: 'EMAIL', contact: sample[2]!.landlord.email, intent: 'SIGNUP' } });
    expect(sendOtp.errors[0]?.code).toBe('CONTACT_ALREADY_REGISTERED');
  });

  it('give a visitor no listings of their own', async () => {
    expect((await api.data(MyListings)).myListings).toBeNull();
  });
});

describe('unpublishing and publishing', () => {
  it('takes a listing out of the search at once, tells students it is gone, shows it to its owner, and puts it back', async () => {
    const listing = sample[3]!;
    const before = await cityIds(listing.city);
    const pricedBefore = await pricedTotals(listing.city, listing.price);
    expect(before.ids).toContain(listing.id);
    await logIn(api, listing.landlord.email);

    const { unpublishListing } = await api.data(UnpublishListing, { id: listing.id });
    expect(unpublishListing).toEqual({ listing: { id: listing.id, status: 'UNPUBLISHED' }, errors: [] });
    const during = await cityIds(listing.city);
    expect(during.total).toBe(before.total - 1);
    expect(during.ids).not.toContain(listing.id);
    expect(await pricedTotals(listing.city, listing.price)).toEqual({ atMost: pricedBefore.atMost - 1, below: pricedBefore.below });
    const owners = await api.data(ListingPage, { id: listing.id });
    expect(owners.property).toMatchObject({ id: listing.id, status: 'UNPUBLISHED', isMine: true });

    await api.data(Logout);
    const students = await api.data(ListingPage, { id: listing.id });
    expect(students).toEqual({ property: null, listingStatus: 'UNPUBLISHED' });

    await logIn(api, listing.landlord.email);
    const { publishListing } = await api.data(PublishListing, { id: listing.id });
    expect(publishListing).toEqual({ listing: { id: listing.id, status: 'PUBLISHED' }, errors: [] });
    const after = await cityIds(listing.city);
    expect(after.total).toBe(before.total);
    expect(after.ids).toEqual(before.ids);
    expect(await pricedTotals(listing.city, listing.price)).toEqual(pricedBefore);
    // Published, its page is its owner's, and nobody else's.
    expect((await api.data(ListingPage, { id: listing.id })).property).toMatchObject({ status: 'PUBLISHED', isMine: true });
    await api.data(Logout);
    expect((await api.data(ListingPage, { id: listing.id })).property).toMatchObject({ status: 'PUBLISHED', isMine: false });
    await logIn(api, sample.find((other) => other.landlord.email !== listing.landlord.email)!.landlord.email);
    expect((await api.data(ListingPage, { id: listing.id })).property).toMatchObject({ status: 'PUBLISHED', isMine: false });
  });

  it("changes the search's card and its totals under a price at once when the owner edits the price", async () => {
    const listing = sample[4]!;
    const pricedBefore = await pricedTotals(listing.city, listing.price + 1);
    await logIn(api, listing.landlord.email);
    const input = validInput({
      name: listing.name,
      description: listing.description,
      city: listing.city,
      university: listing.university,
      address: listing.address,
      coordinates: listing.coordinates,
      price: listing.price + 1,
      deposit: listing.deposit,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      roomType: listing.roomType,
      amenities: listing.amenities,
      availableFrom: listing.availableFrom,
      availableUntil: listing.availableUntil,
      minStayMonths: listing.minStayMonths,
      maxStayMonths: listing.maxStayMonths,
      billsIncluded: listing.billsIncluded,
      includedBills: listing.includedBills,
      billsEstimate: listing.billsEstimate,
    });
    const { updateListing } = await api.data(UpdateListing, { id: listing.id, input });
    expect(updateListing.errors).toEqual([]);
    expect(updateListing.listing).toMatchObject({ price: listing.price + 1, status: 'PUBLISHED', images: listing.images });
    expect((await cityIds(listing.city)).prices.get(listing.id)).toBe(listing.price + 1);
    expect(await pricedTotals(listing.city, listing.price + 1)).toEqual({ atMost: pricedBefore.atMost, below: pricedBefore.below - 1 });
    await api.data(UpdateListing, { id: listing.id, input: { ...input, price: listing.price } });
    expect((await cityIds(listing.city)).prices.get(listing.id)).toBe(listing.price);
    expect(await pricedTotals(listing.city, listing.price + 1)).toEqual(pricedBefore);
  });
});

describe('moving a published listing to another city', () => {
  it("moves it between the cities' searches and their totals, and back", async () => {
    const listing = sample.find((candidate) => candidate.city !== 'Berlin')!;
    const [fromBefore, berlinBefore] = [await cityIds(listing.city), await cityIds('Berlin')];
    const pricedBefore = await pricedTotals(listing.city, listing.price);
    await logIn(api, listing.landlord.email);
    const moved = await api.data(UpdateListing, { id: listing.id, input: validInput({ name: listing.name }) });
    expect(moved.updateListing.errors).toEqual([]);
    const [fromDuring, berlinDuring] = [await cityIds(listing.city), await cityIds('Berlin')];
    expect(fromDuring.total).toBe(fromBefore.total - 1);
    expect(fromDuring.ids).not.toContain(listing.id);
    expect(berlinDuring.total).toBe(berlinBefore.total + 1);
    expect(berlinDuring.ids).toContain(listing.id);
    expect(await pricedTotals(listing.city, listing.price)).toEqual({ atMost: pricedBefore.atMost - 1, below: pricedBefore.below });
    const back = validInput({
      name: listing.name,
      description: listing.description,
      city: listing.city,
      university: listing.university,
      address: listing.address,
      coordinates: listing.coordinates,
      price: listing.price,
      deposit: listing.deposit,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      roomType: listing.roomType,
      amenities: listing.amenities,
      availableFrom: listing.availableFrom,
      availableUntil: listing.availableUntil,
      minStayMonths: listing.minStayMonths,
      maxStayMonths: listing.maxStayMonths,
      billsIncluded: listing.billsIncluded,
      includedBills: listing.includedBills,
      billsEstimate: listing.billsEstimate,
    });
    expect((await api.data(UpdateListing, { id: listing.id, input: back })).updateListing.errors).toEqual([]);
    expect(await cityIds(listing.city)).toEqual(fromBefore);
    expect(await cityIds('Berlin')).toEqual(berlinBefore);
    expect(await pricedTotals(listing.city, listing.price)).toEqual(pricedBefore);
  });
});

describe('ownership', () => {
  it("refuses another user's listing exactly as an unknown id, and a visitor before anything", async () => {
    const listing = sample[5]!;
    const before = await cityIds(listing.city);
    const input = validInput();
    const attempts = async (id: string) => [
      (await api.data(UpdateListing, { id, input })).updateListing,
      (await api.data(PublishListing, { id })).publishListing,
      (await api.data(UnpublishListing, { id })).unpublishListing,
      (await api.data(DeleteListing, { id })).deleteListing,
    ];
    const visitor = await attempts(listing.id);
    for (const answer of visitor) expect(answer.errors).toEqual([{ code: 'SIGN_IN_REQUIRED', message: 'Please log in first.', field: null }]);

    await signUp(api, 'mallory@uni.eu');
    const notFound = [{ code: 'LISTING_NOT_FOUND', message: 'No listing of yours has this id.', field: 'id' }];
    const others = await attempts(listing.id);
    const unknown = await attempts('00000000-0000-4000-8000-000000000000');
    expect(others).toEqual(unknown);
    for (const answer of others) expect(answer.errors).toEqual(notFound);
    expect(await cityIds(listing.city)).toEqual(before);
    expect((await api.data(MyListings)).myListings).toEqual([]);
  });
});

describe('a new listing', () => {
  it('needs a session, starts unpublished and out of the search, and cannot be published without photos', async () => {
    const refused = await api.data(CreateListing, { input: validInput() });
    expect(refused.createListing.errors.map((error) => error.code)).toEqual(['SIGN_IN_REQUIRED']);

    await signUp(api, 'lena@uni.eu');
    const before = await cityIds('Berlin');
    const { createListing } = await api.data(CreateListing, { input: validInput({ name: '  Spree View Rooms  ', billsEstimate: 80 }) });
    expect(createListing.errors).toEqual([]);
    const created = createListing.listing!;
    expect(created).toMatchObject({
      name: 'Spree View Rooms',
      status: 'UNPUBLISHED',
      isMine: true,
      images: [],
      includedBills: ['INTERNET', 'HEATING'],
      billsEstimate: null,
    });
    expect(created.landlord).toEqual({ name: 'Ana Silva', email: 'lena@uni.eu' });
    expect((await api.data(MyListings)).myListings?.map((own) => own.id)).toEqual([created.id]);
    expect(await cityIds('Berlin')).toEqual(before);

    const { publishListing } = await api.data(PublishListing, { id: created.id });
    expect(publishListing).toEqual({ listing: null, errors: [{ code: 'INVALID_INPUT', message: listingMessages.PHOTOS, field: 'photos' }] });

    const { deleteListing } = await api.data(DeleteListing, { id: created.id });
    expect(deleteListing).toEqual({ deleted: true, errors: [] });
    expect((await api.data(MyListings)).myListings).toEqual([]);
    expect((await api.data(ListingPage, { id: created.id })).listingStatus).toBeNull();
  });

  it('says what is wrong with each field', async () => {
    await signUp(api, 'omar@uni.eu');
    const fieldsOf = async (input: ListingInput): Promise<Record<string, string>> =>
      Object.fromEntries<string>((await api.data(CreateListing, { input })).createListing.errors.map((error) => [error.field ?? '', error.message]));
    expect(
      await fieldsOf(
        validInput({
          name: 'x'.repeat(101),
          description: 'Too short',
          address: '\u0000 Torstraße 1',
          price: 99,
          deposit: -1,
          bedrooms: 0,
          bathrooms: 7,
          amenities: ['WiFi', 'WiFi'],
          availableUntil: '2027-08-01',
          minStayMonths: 6,
          maxStayMonths: 3,
          billsIncluded: true,
          includedBills: [],
        }),
      ),
    ).toEqual({
      name: listingMessages.NAME_LENGTH,
      description: listingMessages.DESCRIPTION_LENGTH,
      address: listingMessages.NOT_ALLOWED,
      price: listingMessages.PRICE,
      deposit: listingMessages.DEPOSIT,
      bedrooms: listingMessages.BEDROOMS,
      bathrooms: listingMessages.BATHROOMS,
      amenities: listingMessages.AMENITIES,
      availableUntil: listingMessages.AVAILABLE_UNTIL,
      maxStayMonths: listingMessages.MAX_STAY,
      includedBills: listingMessages.INCLUDED_BILLS,
    });
    expect(await fieldsOf(validInput({ city: 'Atlantis' }))).toEqual({ city: listingMessages.CITY });
    expect(await fieldsOf(validInput({ university: 'Sorbonne University' }))).toEqual({ university: listingMessages.UNIVERSITY });
    // Paris is 880 km from Berlin's centre.
    expect(await fieldsOf(validInput({ coordinates: { lat: 48.8566, lng: 2.3522 } }))).toEqual({ coordinates: listingMessages.LOCATION });
    expect(await fieldsOf(validInput({ billsIncluded: false, billsEstimate: null }))).toEqual({ billsEstimate: listingMessages.BILLS_ESTIMATE });
    expect((await api.data(MyListings)).myListings).toEqual([]);
  });
});

/**
 * The sample listings (docs/product.md#sample-data). Runs in Node only, at build time or in benchmarks: faker is
 * about 156 KB gzipped and must never reach the browser. Same seed and count, same listings and
 * ids, so /property/{id} survives reloads and new browsers.
 */
import type { Faker } from '@faker-js/faker';
// English alone: the package's main entry evaluates all of its locales, whose memory a server's
// first start (the sample seed) would keep until it ends (docs/server.md#a-new-folder).
import { faker as englishFaker } from '@faker-js/faker/locale/en';
import { amenityPool, cities, type CityInfo } from './cities.ts';
import { AVATAR_COUNT, avatarPath, PHOTO_COUNT, photoPath } from './media.ts';
import type { PropertyRecord, UniversityRecord } from '../../src/api/data/model.ts';
import type { Bill, RoomType } from '../../src/api/generated/resolvers.ts';
import { addDays, addMonths, utcToday, type CalendarDate } from '../../src/lib/calendarDate.ts';
import { distanceKm } from '../../src/lib/geo.ts';

export const SAMPLE_SEED = 20261122;
export const SAMPLE_COUNT = 50;

/** About this many kilometres around the city centre. */
const SCATTER_KM = 4;

/** What the description reads of a listing. */
type Described = Pick<PropertyRecord, 'bedrooms' | 'bathrooms' | 'amenities' | 'address' | 'university' | 'coordinates' | 'universityCampus'>;

/**
 * How far the listing is from its university's campus, as its description says it: the real
 * straight-line distance (the same the page shows), and the time on foot (5 km/h) up to 2 km, by
 * bike (15 km/h) beyond.
 */
export function distanceSentence(p: Pick<PropertyRecord, 'coordinates' | 'universityCampus'>): string {
  const km = distanceKm(p.coordinates, p.universityCampus);
  const walk = km <= 2;
  const minutes = Math.max(1, Math.round(km * (walk ? 12 : 4)));
  return `${km.toFixed(1)} km (about ${minutes} minute${minutes === 1 ? '' : 's'} ${walk ? 'on foot' : 'by bike'})`;
}

function describe(faker: Faker, p: Described, city: CityInfo): string {
  const kind = p.bedrooms === 1 ? 'studio-style one-bedroom flat' : `${p.bedrooms}-bedroom apartment`;
  const feel = faker.helpers.arrayElement(['Bright', 'Quiet', 'Freshly renovated', 'Cosy', 'Spacious', 'Modern']);
  // Drawn as they always were, so that every later draw, and so every listing, stays the same; the
  // text says the real distance instead, and the listing's own terms (rental terms) replace these.
  faker.number.int({ min: 5, max: 25 });
  faker.helpers.arrayElement(['by bike', 'on foot', 'by tram', 'by metro', 'by bus']);
  const highlights = faker.helpers.arrayElements(p.amenities, Math.min(3, p.amenities.length)).map((a) => a.toLowerCase());
  const neighbourhood = faker.helpers.arrayElement([
    'Cafés, a supermarket and a late-night bakery are all on the same street.',
    'The area is lively in the evenings but the bedrooms face a calm courtyard.',
    'A park with a running track is two blocks away, and the weekly market sets up around the corner.',
    'The neighbourhood is full of students, with libraries and co-working spaces close by.',
  ]);
  faker.helpers.arrayElement([
    'Utilities are included in the rent. The minimum stay is one semester, and a deposit of one month is asked.',
    'Rent includes water and heating; electricity is split between tenants. Contracts run for 6 or 12 months.',
    'All bills and internet are included. We ask for a deposit of two months and proof of enrolment.',
  ]);
  return [
    `${feel} ${kind} at ${p.address}, ${distanceSentence(p)} from ${p.university}. It sleeps up to ${p.bedrooms * 2 > 6 ? 6 : p.bedrooms + 1} and has ${p.bathrooms} bathroom${p.bathrooms > 1 ? 's' : ''}.`,
    `Tenants get ${highlights.join(', ')} and more. ${neighbourhood}`,
    `Viewings in ${city.name} can be arranged in person or by video call for students still abroad.`,
  ].join('\n\n');
}

function coordinatesNear(faker: Faker, centre: { lat: number; lng: number }) {
  const distanceKm = SCATTER_KM * Math.sqrt(faker.number.float({ min: 0, max: 1 }));
  const bearing = faker.number.float({ min: 0, max: 2 * Math.PI });
  const lat = centre.lat + (distanceKm / 111.32) * Math.cos(bearing);
  const lng = centre.lng + (distanceKm / (111.32 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(bearing);
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
}

export interface GenerateOptions {
  /**
   * The day the data is generated (default: today in UTC): listings free now are free since a
   * day before it, the others from a day in the 12 months after it. Tests pass a fixed day.
   */
  today?: CalendarDate;
}

/** A Faker of its own (streams may run side by side), with the English entry's definitions and class. */
function newEnglishFaker(): Faker {
  const EnglishFaker = englishFaker.constructor as new (options: { locale: Faker['rawDefinitions'] }) => Faker;
  return new EnglishFaker({ locale: englishFaker.rawDefinitions });
}

export function generateProperties(count: number = SAMPLE_COUNT, seed: number = SAMPLE_SEED, options: GenerateOptions = {}): PropertyRecord[] {
  return Array.from(streamProperties(count, seed, options));
}

/**
 * The same listings one at a time, for loads too big to hold at once (`npm run seed -- --count
 * 1000000`): the first 50 are the sample's, with the same ids.
 */
export function* streamProperties(
  count: number = SAMPLE_COUNT,
  seed: number = SAMPLE_SEED,
  { today = utcToday() }: GenerateOptions = {},
): Generator<PropertyRecord> {
  const faker = newEnglishFaker();
  faker.seed(seed);
  for (let index = 0; index < count; index += 1) {
    const record = generateProperty(faker, index);
    yield { ...record, ...rentalTerms(index, record.id, record.price, today) };
  }
}

function generateProperty(faker: Faker, index: number): Omit<PropertyRecord, keyof RentalTerms> {
  // Cycle the cities so that every one of the 12 has listings even in a small sample.
  const city = cities[index % cities.length] ?? cities[0]!;
  const university = faker.helpers.arrayElement(city.universities);
  const bedrooms = faker.number.int({ min: 1, max: 5 });
  const imageCount = faker.number.int({ min: 3, max: 8 });
  const firstPhoto = faker.number.int({ min: 0, max: PHOTO_COUNT - 1 });
  const landlordFirst = faker.person.firstName();
  const landlordLast = faker.person.lastName();
  const base = {
    id: faker.string.uuid(),
    name: `${faker.company.name()} Residence`,
    price: faker.number.int({ min: 300, max: 1500 }),
    bedrooms,
    bathrooms: faker.number.int({ min: 1, max: 3 }),
    images: Array.from({ length: imageCount }, (_, i) => photoPath(firstPhoto + i * 7)),
    city: city.name,
    university: university.name,
    universityCampus: { ...university.campus },
    address: `${faker.helpers.arrayElement(city.streets)} ${faker.number.int({ min: 1, max: 180 })}, ${faker.helpers.replaceSymbols(city.postcode)} ${city.name}`,
    amenities: faker.helpers.arrayElements(amenityPool, { min: 4, max: 10 }),
    landlord: {
      name: `${landlordFirst} ${landlordLast}`,
      email: faker.internet.email({ firstName: landlordFirst, lastName: landlordLast, provider: 'campusnest-landlords.eu' }).toLowerCase(),
      phone: faker.helpers.replaceSymbols(city.phone),
      avatar: avatarPath(faker.number.int({ min: 0, max: AVATAR_COUNT - 1 })),
    },
    coordinates: coordinatesNear(faker, city.centre),
  };
  return { ...base, description: describe(faker, base, city) };
}

/** When a listing can be rented and what it costs besides the rent (issue #32). */
type RentalTerms = Pick<
  PropertyRecord,
  'availableFrom' | 'availableUntil' | 'minStayMonths' | 'maxStayMonths' | 'roomType' | 'billsIncluded' | 'includedBills' | 'billsEstimate' | 'deposit'
>;

const ROOM_TYPES: readonly RoomType[] = ['ENTIRE_PLACE', 'STUDIO', 'PRIVATE_ROOM', 'SHARED_ROOM'];
const BILLS: readonly Bill[] = ['ELECTRICITY', 'HEATING', 'WATER', 'INTERNET'];
/** Minimum stays as landlords ask them: a month, a term, a semester, an academic year. */
const MIN_STAYS = [1, 3, 5, 6, 6, 9, 10, 12];
/** Bills a month when they are not included, by what is rented: [lowest, highest] euros. */
const BILL_ESTIMATES: Record<RoomType, [number, number]> = {
  ENTIRE_PLACE: [80, 200],
  STUDIO: [50, 120],
  PRIVATE_ROOM: [40, 100],
  SHARED_ROOM: [30, 70],
};

/**
 * A random stream of its own for each listing, keyed by its id (FNV-1a into mulberry32): the
 * terms came after the listings, and drawing them from the listings' faker would have moved
 * every later draw, so every listing's name, price, photos and place would have changed.
 */
function termsRandom(id: string): (min: number, max: number) => number {
  let hash = 0x811c9dc5;
  for (const character of `${id}/terms`) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193);
  let state = hash >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // A whole number from min to max, both included.
  return (min, max) => min + Math.floor(next() * (max - min + 1));
}

function rentalTerms(index: number, id: string, price: number, today: CalendarDate): RentalTerms {
  const int = termsRandom(id);
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!;
  // The first four rounds of the 12 cities give each city every room type, two of them free now
  // and two later, alternating city by city, so even the 50-listing sample has every case.
  const round = Math.floor(index / cities.length);
  const covered = round < ROOM_TYPES.length;
  const roomType = covered ? ROOM_TYPES[round]! : pick(ROOM_TYPES);
  const freeNow = covered ? (round + (index % cities.length)) % 2 === 0 : int(0, 1) === 0;
  let availableFrom: CalendarDate;
  if (freeNow) availableFrom = addDays(today, -int(0, 60));
  // Later: most often the first of a month, as student lets start, within the next 12 months.
  else if (int(0, 4) < 3) availableFrom = `${addMonths(today, int(1, 11)).slice(0, 8)}01`;
  else availableFrom = addDays(today, int(1, 365));
  const minStayMonths = pick(MIN_STAYS);
  const maxStayMonths = int(0, 1) === 0 ? null : minStayMonths + int(0, 12);
  // An end date leaves room for at least the minimum stay from the first free day.
  const availableUntil = int(0, 9) < 3 ? addMonths(availableFrom, minStayMonths + int(0, 12)) : null;
  const billsIncluded = int(0, 1) === 0;
  let includedBills: Bill[] = [];
  if (billsIncluded) {
    includedBills = BILLS.filter(() => int(0, 9) < 7);
    if (includedBills.length === 0) includedBills = [pick(BILLS)];
  }
  const [lowest, highest] = BILL_ESTIMATES[roomType];
  const billsEstimate = billsIncluded ? null : 5 * int(lowest / 5, highest / 5);
  // One, one and a half or two months' rent.
  const deposit = Math.round((price * pick([2, 3, 4])) / 2);
  return { availableFrom, availableUntil, minStayMonths, maxStayMonths, roomType, billsIncluded, includedBills, billsEstimate, deposit };
}

/** Every university of the 12 cities with its main campus: the table the backend measures distances from. */
export function universityRecords(): UniversityRecord[] {
  return cities.flatMap((city) => city.universities.map(({ name, campus }) => ({ name, city: city.name, campus: { ...campus } })));
}

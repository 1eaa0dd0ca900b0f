/**
 * The sample listings (docs/product.md#sample-data). Runs in Node only, at build time or in benchmarks: faker is
 * about 156 KB gzipped and must never reach the browser. Same seed and count, same listings and
 * ids, so /property/{id} survives reloads and new browsers.
 */
import { en, Faker } from '@faker-js/faker';
import { amenityPool, cities, type CityInfo } from './cities.ts';
import { AVATAR_COUNT, avatarPath, PHOTO_COUNT, photoPath } from './media.ts';
import type { PropertyRecord, UniversityRecord } from '../../src/api/data/model.ts';

export const SAMPLE_SEED = 20261122;
export const SAMPLE_COUNT = 50;

/** About this many kilometres around the city centre. */
const SCATTER_KM = 4;

function describe(faker: Faker, p: Omit<PropertyRecord, 'description'>, city: CityInfo): string {
  const kind = p.bedrooms === 1 ? 'studio-style one-bedroom flat' : `${p.bedrooms}-bedroom apartment`;
  const feel = faker.helpers.arrayElement(['Bright', 'Quiet', 'Freshly renovated', 'Cosy', 'Spacious', 'Modern']);
  const minutes = faker.number.int({ min: 5, max: 25 });
  const transport = faker.helpers.arrayElement(['by bike', 'on foot', 'by tram', 'by metro', 'by bus']);
  const highlights = faker.helpers.arrayElements(p.amenities, Math.min(3, p.amenities.length)).map((a) => a.toLowerCase());
  const neighbourhood = faker.helpers.arrayElement([
    'Cafés, a supermarket and a late-night bakery are all on the same street.',
    'The area is lively in the evenings but the bedrooms face a calm courtyard.',
    'A park with a running track is two blocks away, and the weekly market sets up around the corner.',
    'The neighbourhood is full of students, with libraries and co-working spaces close by.',
  ]);
  const terms = faker.helpers.arrayElement([
    'Utilities are included in the rent. The minimum stay is one semester, and a deposit of one month is asked.',
    'Rent includes water and heating; electricity is split between tenants. Contracts run for 6 or 12 months.',
    'All bills and internet are included. We ask for a deposit of two months and proof of enrolment.',
  ]);
  return [
    `${feel} ${kind} at ${p.address}, ${minutes} minutes ${transport} from ${p.university}. It sleeps up to ${p.bedrooms * 2 > 6 ? 6 : p.bedrooms + 1} and has ${p.bathrooms} bathroom${p.bathrooms > 1 ? 's' : ''}.`,
    `Tenants get ${highlights.join(', ')} and more. ${neighbourhood}`,
    `${terms} Viewings in ${city.name} can be arranged in person or by video call for students still abroad.`,
  ].join('\n\n');
}

function coordinatesNear(faker: Faker, centre: { lat: number; lng: number }) {
  const distanceKm = SCATTER_KM * Math.sqrt(faker.number.float({ min: 0, max: 1 }));
  const bearing = faker.number.float({ min: 0, max: 2 * Math.PI });
  const lat = centre.lat + (distanceKm / 111.32) * Math.cos(bearing);
  const lng = centre.lng + (distanceKm / (111.32 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(bearing);
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
}

export function generateProperties(count: number = SAMPLE_COUNT, seed: number = SAMPLE_SEED): PropertyRecord[] {
  return Array.from(streamProperties(count, seed));
}

/**
 * The same listings one at a time, for loads too big to hold at once (`npm run seed -- --count
 * 1000000`): the first 50 are the sample's, with the same ids.
 */
export function* streamProperties(count: number = SAMPLE_COUNT, seed: number = SAMPLE_SEED): Generator<PropertyRecord> {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  for (let index = 0; index < count; index += 1) yield generateProperty(faker, index);
}

function generateProperty(faker: Faker, index: number): PropertyRecord {
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

/** Every university of the 12 cities with its main campus: the table the backend measures distances from. */
export function universityRecords(): UniversityRecord[] {
  return cities.flatMap((city) => city.universities.map(({ name, campus }) => ({ name, city: city.name, campus: { ...campus } })));
}

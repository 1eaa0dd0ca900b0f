/** A property as the API sees it (PropertyRecord) and as the listings table keeps it. */
import type { PropertyDetails, PropertyNode, PropertyRecord, UniversityRecord } from '../../api/data/model';
import { sampleLandlordId } from '../../api/data/sampleLandlords';
import { distanceMetres } from '../../lib/geo';
import type { listings, universities } from './schema';

/** A listing's row as the API's record fills it: booked_stays and booked_until are the bookings' to keep (db/schema.ts). */
export type ListingRow = Omit<typeof listings.$inferSelect, 'bookedStays' | 'bookedUntil'>;
export type UniversityRow = typeof universities.$inferSelect;

/**
 * The search columns use the API's own lower-casing (rules/filters.ts), not the database's; the
 * distance is the catalogue's own (catalogIndex.ts), in whole metres.
 */
export function toListingRow(record: PropertyRecord, position: number, ownerId: string = sampleLandlordId(record.landlord.email)): ListingRow {
  return {
    ownerId,
    position,
    id: record.id,
    name: record.name,
    description: record.description,
    price: record.price,
    bedrooms: record.bedrooms,
    bathrooms: record.bathrooms,
    images: record.images,
    city: record.city,
    university: record.university,
    citySearch: record.city.toLowerCase(),
    universitySearch: record.university.toLowerCase(),
    address: record.address,
    amenities: record.amenities,
    landlordName: record.landlord.name,
    landlordEmail: record.landlord.email,
    landlordPhone: record.landlord.phone,
    landlordAvatar: record.landlord.avatar,
    lat: record.coordinates.lat,
    lng: record.coordinates.lng,
    campusLat: record.universityCampus.lat,
    campusLng: record.universityCampus.lng,
    distanceM: distanceMetres(record.coordinates, record.universityCampus),
    availableFrom: record.availableFrom,
    availableUntil: record.availableUntil,
    minStayMonths: record.minStayMonths,
    maxStayMonths: record.maxStayMonths,
    roomType: record.roomType,
    billsIncluded: record.billsIncluded,
    includedBills: record.includedBills,
    billsEstimate: record.billsEstimate,
    deposit: record.deposit,
  };
}

/** The columns of a listing's details (PropertyDetails), which a search page leaves out. */
export const detailColumns = ['description', 'landlordName', 'landlordEmail', 'landlordPhone', 'landlordAvatar'] as const satisfies ReadonlyArray<
  keyof ListingRow
>;

/** The owner is no part of a listing as students see it (store/sqlOwnedListings.ts reads it). */
export type ListingSummaryRow = Omit<ListingRow, (typeof detailColumns)[number] | 'ownerId'>;
export type ListingDetailsRow = Pick<ListingRow, (typeof detailColumns)[number]>;

/**
 * The columns a search page's rows are read with, in the order the page's JSON arrays hold them
 * (searchStatements.ts): the node's own (PropertyNode) and what a cursor is made of.
 */
export const pageColumns = [
  'position',
  'id',
  'name',
  'price',
  'bedrooms',
  'bathrooms',
  'images',
  'city',
  'university',
  'address',
  'amenities',
  'lat',
  'lng',
  'campusLat',
  'campusLng',
  'distanceM',
  'availableFrom',
  'availableUntil',
  'minStayMonths',
  'maxStayMonths',
  'roomType',
  'billsIncluded',
  'includedBills',
  'billsEstimate',
  'deposit',
] as const satisfies ReadonlyArray<keyof ListingSummaryRow>;

type ColumnValues<Keys extends ReadonlyArray<keyof ListingSummaryRow>> = {
  -readonly [Index in keyof Keys]: Keys[Index] extends keyof ListingSummaryRow ? ListingSummaryRow[Keys[Index]] : never;
};

/** One row of a search page as its JSON array holds it: pageColumns' values, in their order. */
export type PageTuple = ColumnValues<typeof pageColumns>;

/** A listing of a search page, and what its cursor is made of besides the node's own price. */
export interface PageRow {
  node: PropertyNode;
  position: number;
  distanceM: number;
}

type SummaryFields = Omit<ListingSummaryRow, 'position' | 'citySearch' | 'universitySearch' | 'distanceM'>;

/** A listing without its details, from its row's columns. */
function fromListingSummary(row: SummaryFields): PropertyNode {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    images: row.images,
    city: row.city,
    university: row.university,
    address: row.address,
    amenities: row.amenities,
    coordinates: { lat: row.lat, lng: row.lng },
    universityCampus: { lat: row.campusLat, lng: row.campusLng },
    availableFrom: row.availableFrom,
    availableUntil: row.availableUntil,
    minStayMonths: row.minStayMonths,
    maxStayMonths: row.maxStayMonths,
    roomType: row.roomType,
    billsIncluded: row.billsIncluded,
    includedBills: row.includedBills,
    billsEstimate: row.billsEstimate,
    deposit: row.deposit,
  };
}

export function fromPageTuple(tuple: PageTuple): PageRow {
  const [position, id, name, price, bedrooms, bathrooms, images, city, university, address, amenities, lat, lng, campusLat, campusLng, distanceM] = tuple;
  const [
    ,
    ,
    ,
    ,
    ,
    ,
    ,
    ,
    ,
    ,
    ,
    ,
    ,
    ,
    ,
    ,
    availableFrom,
    availableUntil,
    minStayMonths,
    maxStayMonths,
    roomType,
    billsIncluded,
    includedBills,
    billsEstimate,
    deposit,
  ] = tuple;
  const terms = { availableFrom, availableUntil, minStayMonths, maxStayMonths, roomType, billsIncluded, includedBills, billsEstimate, deposit };
  const node = fromListingSummary({
    id,
    name,
    price,
    bedrooms,
    bathrooms,
    images,
    city,
    university,
    address,
    amenities,
    lat,
    lng,
    campusLat,
    campusLng,
    ...terms,
  });
  return { node, position, distanceM };
}

export function fromListingDetails(row: ListingDetailsRow): PropertyDetails {
  return {
    description: row.description,
    landlord: { name: row.landlordName, email: row.landlordEmail, phone: row.landlordPhone, avatar: row.landlordAvatar },
  };
}

export function fromListingRow(row: ListingRow): PropertyRecord {
  return { ...fromListingSummary(row), ...fromListingDetails(row) };
}

export function toUniversityRow(university: UniversityRecord, position: number): UniversityRow {
  return {
    position,
    name: university.name,
    city: university.city,
    nameSearch: university.name.toLowerCase(),
    citySearch: university.city.toLowerCase(),
    campusLat: university.campus.lat,
    campusLng: university.campus.lng,
  };
}

export function fromUniversityRow(row: UniversityRow): UniversityRecord {
  return { name: row.name, city: row.city, campus: { lat: row.campusLat, lng: row.campusLng } };
}

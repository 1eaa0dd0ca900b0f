/**
 * Runtime checks for the landlords' listings the browser keeps (editableCatalog.ts), which anyone
 * can edit in storage: an entry whose record is not a listing the rules accept is dropped, never
 * shown.
 */
import { parseCalendarDate } from '../../lib/calendarDate';
import { listingProblems } from '../../lib/listingInput';
import type { ListingStatus } from '../data/ownedListings';
import type { PropertyRecord } from '../data/model';
import type { Bill, RoomType } from '../generated/resolvers';
import { isObject } from './shapes';

/** One listing a landlord created or changed; `position` is its place in the catalogue's order. */
export interface StoredListing {
  record: PropertyRecord;
  ownerId: string;
  status: ListingStatus;
  position: number;
}

/** The listings key: every listing a landlord touched, and the ids of those deleted. */
export interface ListingEdits {
  listings: StoredListing[];
  deleted: string[];
}

export const NO_EDITS: ListingEdits = Object.freeze({ listings: [], deleted: [] });

const ROOM_TYPES: readonly RoomType[] = ['ENTIRE_PLACE', 'STUDIO', 'PRIVATE_ROOM', 'SHARED_ROOM'];
const BILLS: readonly Bill[] = ['ELECTRICITY', 'HEATING', 'WATER', 'INTERNET'];

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isId = (value: unknown): value is string => isString(value) && value !== '' && value.length <= 100;
const isPoint = (value: unknown): value is { lat: number; lng: number } => isObject(value) && isNumber(value.lat) && isNumber(value.lng);
const stringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function toRecord(value: unknown): PropertyRecord | null {
  if (!isObject(value)) return null;
  const v = value;
  const { landlord } = v;
  if (!isId(v.id) || !isString(v.name) || !isString(v.description) || !isString(v.city) || !isString(v.university) || !isString(v.address)) return null;
  if (!isNumber(v.price) || !isNumber(v.bedrooms) || !isNumber(v.bathrooms) || !isNumber(v.deposit) || !isNumber(v.minStayMonths)) return null;
  if (!stringList(v.images) || !stringList(v.amenities) || !stringList(v.includedBills) || !isPoint(v.coordinates) || !isPoint(v.universityCampus)) return null;
  if (!isObject(landlord) || !isString(landlord.name) || !isString(landlord.email) || !isString(landlord.phone) || !isString(landlord.avatar)) return null;
  if (!isString(v.availableFrom) || parseCalendarDate(v.availableFrom) === null) return null;
  if (v.availableUntil !== null && !(isString(v.availableUntil) && parseCalendarDate(v.availableUntil) !== null)) return null;
  if (v.maxStayMonths !== null && !isNumber(v.maxStayMonths)) return null;
  if (v.billsEstimate !== null && !isNumber(v.billsEstimate)) return null;
  if (typeof v.billsIncluded !== 'boolean' || !ROOM_TYPES.includes(v.roomType as RoomType)) return null;
  if (!v.includedBills.every((bill) => BILLS.includes(bill as Bill))) return null;
  const record: PropertyRecord = {
    id: v.id,
    name: v.name,
    description: v.description,
    price: v.price,
    bedrooms: v.bedrooms,
    bathrooms: v.bathrooms,
    images: v.images,
    city: v.city,
    university: v.university,
    address: v.address,
    amenities: v.amenities,
    landlord: { name: landlord.name, email: landlord.email, phone: landlord.phone, avatar: landlord.avatar },
    coordinates: { lat: v.coordinates.lat, lng: v.coordinates.lng },
    universityCampus: { lat: v.universityCampus.lat, lng: v.universityCampus.lng },
    availableFrom: v.availableFrom,
    availableUntil: v.availableUntil,
    minStayMonths: v.minStayMonths,
    maxStayMonths: v.maxStayMonths,
    roomType: v.roomType as RoomType,
    billsIncluded: v.billsIncluded,
    includedBills: v.includedBills as Bill[],
    billsEstimate: v.billsEstimate,
    deposit: v.deposit,
  };
  // The university was checked against its city when saved; here only the rest can be.
  const problems = listingProblems(record, () => [record.university]);
  return Object.keys(problems).length === 0 ? record : null;
}

function toStoredListing(value: unknown): StoredListing | null {
  if (!isObject(value)) return null;
  const record = toRecord(value.record);
  const { ownerId, status, position } = value;
  if (!record || !isId(ownerId) || (status !== 'PUBLISHED' && status !== 'UNPUBLISHED')) return null;
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 0) return null;
  return { record, ownerId, status, position };
}

/** The listings key, repaired: one entry per id and per position (the first wins); NO_EDITS when nothing is usable. */
export function toListingEdits(value: unknown): ListingEdits {
  if (!isObject(value)) return NO_EDITS;
  const ids = new Set<string>();
  const positions = new Set<number>();
  const listings: StoredListing[] = [];
  for (const entry of Array.isArray(value.listings) ? value.listings : []) {
    const listing = toStoredListing(entry);
    if (!listing || ids.has(listing.record.id) || positions.has(listing.position)) continue;
    ids.add(listing.record.id);
    positions.add(listing.position);
    listings.push(listing);
  }
  const deleted = [...new Set(Array.isArray(value.deleted) ? value.deleted.filter(isId) : [])].filter((id) => !ids.has(id));
  if (listings.length === 0 && deleted.length === 0) return NO_EDITS;
  return { listings, deleted };
}

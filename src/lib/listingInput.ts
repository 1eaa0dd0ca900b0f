/**
 * What a landlord may put in a listing (issue #33): the limits and their messages, shared by the
 * listing form and the backend so both say the same thing. Dates arrive already checked by the
 * Date scalar; amounts are whole euros.
 */
import { hasForbiddenCharacter } from './account';
import { isAmenity } from './amenities';
import type { CalendarDate } from './calendarDate';
import type { LatLng } from './geo';
import { MAX_PHOTOS, MIN_PHOTOS } from './photos';
import { CITY_RADIUS_KM, isInCity, isServedCity } from './servedCities';

export const LISTING_LIMITS = {
  name: { min: 3, max: 100 },
  description: { min: 20, max: 5000 },
  address: { min: 5, max: 200 },
  price: { min: 100, max: 5000 },
  deposit: { min: 0, max: 20000 },
  bedrooms: { min: 1, max: 10 },
  bathrooms: { min: 1, max: 6 },
  minStayMonths: { min: 1, max: 12 },
  maxStayMonths: { max: 60 },
  billsEstimate: { min: 0, max: 1000 },
} as const;

/** The fewest photos a published listing has, and the most any has (SPEC.md: 3 to 8). */
export const MIN_PUBLISHED_PHOTOS = MIN_PHOTOS;

const L = LISTING_LIMITS;

/** Every message these rules give, so the UI can translate them by their text (src/i18n/problems.ts). */
export const listingMessages = {
  NAME_LENGTH: `The name must be ${L.name.min} to ${L.name.max} characters.`,
  DESCRIPTION_LENGTH: `The description must be ${L.description.min} to ${L.description.max} characters.`,
  ADDRESS_LENGTH: `The address must be ${L.address.min} to ${L.address.max} characters.`,
  NOT_ALLOWED: 'This contains a character that is not allowed.',
  CITY: 'Choose one of the cities CampusNest serves.',
  UNIVERSITY: "Choose one of the city's universities.",
  LOCATION: `Place the pin within ${CITY_RADIUS_KM} km of the city centre.`,
  PRICE: `The monthly rent must be a whole number of euros from ${L.price.min} to ${L.price.max}.`,
  DEPOSIT: `The deposit must be a whole number of euros from ${L.deposit.min} to ${L.deposit.max}.`,
  BEDROOMS: `Bedrooms must be a whole number from ${L.bedrooms.min} to ${L.bedrooms.max}.`,
  BATHROOMS: `Bathrooms must be a whole number from ${L.bathrooms.min} to ${L.bathrooms.max}.`,
  AMENITIES: 'Choose amenities from the list, each once.',
  AVAILABLE_FROM: 'Choose the first day the place is free.',
  AVAILABLE_UNTIL: 'Available until must be after available from.',
  MIN_STAY: `The minimum stay must be from ${L.minStayMonths.min} to ${L.minStayMonths.max} months.`,
  MAX_STAY: `The maximum stay must be at least the minimum stay and at most ${L.maxStayMonths.max} months.`,
  INCLUDED_BILLS: 'Choose which bills the rent includes, each once.',
  BILLS_ESTIMATE: `Estimate the bills in whole euros from ${L.billsEstimate.min} to ${L.billsEstimate.max} a month.`,
  PHOTOS: `A listing needs at least ${MIN_PUBLISHED_PHOTOS} photos to be published.`,
  PHOTOS_TOO_MANY: `A listing can have at most ${MAX_PHOTOS} photos.`,
  PHOTOS_REPEATED: 'Each photo can be added once.',
  PHOTOS_UNKNOWN: 'A photo could not be found. Remove it and upload it again.',
} as const;

/** A listing as the form sends it and the API receives it (ListingInput in schema.graphql). */
export interface ListingDraft {
  name: string;
  description: string;
  city: string;
  university: string;
  address: string;
  coordinates: LatLng;
  price: number;
  deposit: number;
  bedrooms: number;
  bathrooms: number;
  amenities: readonly string[];
  availableFrom: CalendarDate;
  availableUntil: CalendarDate | null;
  minStayMonths: number;
  maxStayMonths: number | null;
  billsIncluded: boolean;
  includedBills: readonly string[];
  billsEstimate: number | null;
}

export type ListingField = keyof ListingDraft;

const inRange = (value: number, { min, max }: { min: number; max: number }) => Number.isInteger(value) && value >= min && value <= max;

function textProblem(value: string, limits: { min: number; max: number }, lengthMessage: string): string | null {
  const trimmed = value.trim();
  if (hasForbiddenCharacter(trimmed)) return listingMessages.NOT_ALLOWED;
  return trimmed.length < limits.min || trimmed.length > limits.max ? lengthMessage : null;
}

const unique = (values: readonly string[]) => new Set(values).size === values.length;

/**
 * A message for each field that is not acceptable (empty when the listing may be saved).
 * `universitiesOf` names a served city's universities; a university must be one of its city's.
 */
export function listingProblems(draft: ListingDraft, universitiesOf: (city: string) => readonly string[]): Partial<Record<ListingField, string>> {
  const problems: Partial<Record<ListingField, string>> = {};
  const set = (field: ListingField, message: string | null) => {
    if (message) problems[field] = message;
  };
  set('name', textProblem(draft.name, L.name, listingMessages.NAME_LENGTH));
  set('description', textProblem(draft.description, L.description, listingMessages.DESCRIPTION_LENGTH));
  set('address', textProblem(draft.address, L.address, listingMessages.ADDRESS_LENGTH));
  const city = draft.city;
  if (!isServedCity(city)) set('city', listingMessages.CITY);
  else {
    if (!universitiesOf(city).includes(draft.university)) set('university', listingMessages.UNIVERSITY);
    const { lat, lng } = draft.coordinates;
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || !isInCity(city, draft.coordinates)) set('coordinates', listingMessages.LOCATION);
  }
  if (!inRange(draft.price, L.price)) set('price', listingMessages.PRICE);
  if (!inRange(draft.deposit, L.deposit)) set('deposit', listingMessages.DEPOSIT);
  if (!inRange(draft.bedrooms, L.bedrooms)) set('bedrooms', listingMessages.BEDROOMS);
  if (!inRange(draft.bathrooms, L.bathrooms)) set('bathrooms', listingMessages.BATHROOMS);
  if (!draft.amenities.every(isAmenity) || !unique(draft.amenities)) set('amenities', listingMessages.AMENITIES);
  if (draft.availableUntil !== null && draft.availableUntil <= draft.availableFrom) set('availableUntil', listingMessages.AVAILABLE_UNTIL);
  if (!inRange(draft.minStayMonths, L.minStayMonths)) set('minStayMonths', listingMessages.MIN_STAY);
  else if (draft.maxStayMonths !== null && !inRange(draft.maxStayMonths, { min: draft.minStayMonths, max: L.maxStayMonths.max })) {
    set('maxStayMonths', listingMessages.MAX_STAY);
  }
  if (draft.billsIncluded) {
    if (draft.includedBills.length === 0 || !unique(draft.includedBills)) set('includedBills', listingMessages.INCLUDED_BILLS);
  } else if (draft.billsEstimate === null || !inRange(draft.billsEstimate, L.billsEstimate)) {
    set('billsEstimate', listingMessages.BILLS_ESTIMATE);
  }
  return problems;
}

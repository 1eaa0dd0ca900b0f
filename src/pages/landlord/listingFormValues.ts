/**
 * The listing form's values as typed (text, for the number fields too, so a half-typed value is
 * kept as it is) and their conversion to the API's ListingInput, checked with the rules the
 * backend applies (src/lib/listingInput.ts).
 */
import { listingMessages, listingProblems, type ListingDraft, type ListingField } from '../../lib/listingInput';
import { photoCountProblem } from '../../lib/photos';
import { CITY_CENTRES, isServedCity } from '../../lib/servedCities';
import type { Bill, ListingInput, RoomType } from '../../gql/graphql';

export const formFields = [
  'name',
  'description',
  'city',
  'university',
  'address',
  'lat',
  'lng',
  'price',
  'deposit',
  'bedrooms',
  'bathrooms',
  'roomType',
  'amenities',
  'availableFrom',
  'availableUntil',
  'minStayMonths',
  'maxStayMonths',
  'billsIncluded',
  'includedBills',
  'billsEstimate',
  'photos',
] as const;

export type FormField = (typeof formFields)[number];

export interface ListingFormValues {
  name: string;
  description: string;
  city: string;
  university: string;
  address: string;
  lat: string;
  lng: string;
  price: string;
  deposit: string;
  bedrooms: string;
  bathrooms: string;
  roomType: RoomType;
  amenities: string[];
  availableFrom: string;
  availableUntil: string;
  minStayMonths: string;
  maxStayMonths: string;
  billsIncluded: boolean;
  includedBills: Bill[];
  billsEstimate: string;
  /** The photos' ids in order, the first the cover: uploads, or a sample listing's image URLs. */
  photos: string[];
}

/** A listing as the API gives it, for the edit form. */
export type ListingFields = Omit<ListingInput, 'coordinates' | 'photos'> & { coordinates: { lat: number; lng: number }; photos: ReadonlyArray<{ id: string }> };

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A point as the latitude and longitude fields show it. */
export function pointText(point: { lat: number; lng: number }): { lat: string; lng: string } {
  return { lat: String(Number(point.lat.toFixed(6))), lng: String(Number(point.lng.toFixed(6))) };
}

export function emptyValues(city = 'Berlin', today = ''): ListingFormValues {
  const centre = isServedCity(city) ? CITY_CENTRES[city] : CITY_CENTRES.Berlin;
  return {
    name: '',
    description: '',
    city,
    university: '',
    address: '',
    ...pointText(centre),
    price: '',
    deposit: '',
    bedrooms: '1',
    bathrooms: '1',
    roomType: 'PRIVATE_ROOM',
    amenities: [],
    availableFrom: today,
    availableUntil: '',
    minStayMonths: '1',
    maxStayMonths: '',
    billsIncluded: true,
    includedBills: [],
    billsEstimate: '',
    photos: [],
  };
}

export function valuesOf(listing: ListingFields): ListingFormValues {
  return {
    name: listing.name,
    description: listing.description,
    city: listing.city,
    university: listing.university,
    address: listing.address,
    ...pointText(listing.coordinates),
    price: text(listing.price),
    deposit: text(listing.deposit),
    bedrooms: text(listing.bedrooms),
    bathrooms: text(listing.bathrooms),
    roomType: listing.roomType,
    amenities: [...listing.amenities],
    availableFrom: listing.availableFrom,
    availableUntil: listing.availableUntil ?? '',
    minStayMonths: text(listing.minStayMonths),
    maxStayMonths: text(listing.maxStayMonths),
    billsIncluded: listing.billsIncluded,
    includedBills: [...listing.includedBills],
    billsEstimate: text(listing.billsEstimate),
    photos: listing.photos.map((photo) => photo.id),
  };
}

/** A typed number: NaN when it is not one (the rules then refuse it), null when left empty and `optional`. */
function number(value: string, optional: true): number | null;
function number(value: string, optional?: false): number;
function number(value: string, optional = false): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return optional ? null : Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** The values as the API's input. */
export function toInput(values: ListingFormValues): ListingInput {
  return {
    name: values.name,
    description: values.description,
    city: values.city,
    university: values.university,
    address: values.address,
    coordinates: { lat: number(values.lat), lng: number(values.lng) },
    price: number(values.price),
    deposit: number(values.deposit),
    bedrooms: number(values.bedrooms),
    bathrooms: number(values.bathrooms),
    roomType: values.roomType,
    amenities: values.amenities,
    availableFrom: values.availableFrom,
    availableUntil: values.availableUntil === '' ? null : values.availableUntil,
    minStayMonths: number(values.minStayMonths),
    maxStayMonths: number(values.maxStayMonths, true),
    billsIncluded: values.billsIncluded,
    includedBills: values.billsIncluded ? values.includedBills : [],
    billsEstimate: values.billsIncluded ? null : number(values.billsEstimate, true),
    photos: values.photos,
  };
}

/** The API's field names on the form's: the coordinates are the latitude's field. */
export function formFieldOf(field: string | null): FormField | null {
  if (field === 'coordinates') return 'lat';
  return (formFields as readonly string[]).includes(field ?? '') ? (field as FormField) : null;
}

/**
 * The shared rules' messages, per form field; a missing date is said beside its field. A listing
 * to be published (a new one, or one already published) needs its 3 photos; any listing at most 8.
 */
export function formProblems(
  values: ListingFormValues,
  universitiesOf: (city: string) => readonly string[],
  { publishing }: { publishing: boolean },
): Partial<Record<FormField, string>> {
  const input = toInput(values);
  const draft: ListingDraft = {
    ...input,
    availableUntil: input.availableUntil ?? null,
    maxStayMonths: input.maxStayMonths ?? null,
    billsEstimate: input.billsEstimate ?? null,
  };
  const problems: Partial<Record<FormField, string>> = {};
  for (const [field, message] of Object.entries(listingProblems(draft, universitiesOf)) as Array<[ListingField, string]>) {
    const formField = formFieldOf(field);
    if (formField) problems[formField] = message;
  }
  if (values.availableFrom === '') problems.availableFrom = listingMessages.AVAILABLE_FROM;
  const photoCount = photoCountProblem(values.photos.length);
  if (photoCount === 'TOO_MANY') problems.photos = listingMessages.PHOTOS_TOO_MANY;
  else if (photoCount === 'TOO_FEW' && publishing) problems.photos = listingMessages.PHOTOS;
  return problems;
}

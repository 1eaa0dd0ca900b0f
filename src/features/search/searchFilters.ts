/**
 * The search page's filters live in the URL (so a search can be shared, reloaded and restored with
 * Back). This module reads them defensively and turns them into the API's PropertyFilter.
 */
import type { PropertyFilter, PropertySort, RoomType } from '../../gql/graphql';
import { parseCalendarDate, type CalendarDate } from '../../lib/calendarDate';
import { SEARCH_TEXT_MAX_LENGTH } from '../../lib/search';

export { filterKeys, type FilterKey } from './searchHref';

export const bedroomChoices = ['1', '2', '3', '4+'] as const;
export type BedroomChoice = (typeof bedroomChoices)[number];

/** The room types as the URL spells them (`roomType=studio`). */
export const roomTypeChoices = ['entire-place', 'studio', 'private-room', 'shared-room'] as const;
export type RoomTypeChoice = (typeof roomTypeChoices)[number];

const apiRoomTypes: Record<RoomTypeChoice, RoomType> = {
  'entire-place': 'ENTIRE_PLACE',
  studio: 'STUDIO',
  'private-room': 'PRIVATE_ROOM',
  'shared-room': 'SHARED_ROOM',
};

export function toRoomType(choice: RoomTypeChoice): RoomType {
  return apiRoomTypes[choice];
}

/** Bills as the URL spells them: `bills=included`, or `bills=excluded` for places whose bills come on top. */
export const billsChoices = ['included', 'excluded'] as const;
export type BillsChoice = (typeof billsChoices)[number];

export interface SearchFilters {
  city: string;
  university: string;
  /** Whole euros, or null when absent or not a usable number. */
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: BedroomChoice | null;
  /** Real calendar dates written YYYY-MM-DD (`moveIn=2027-09-01`), or null for anything else. */
  moveIn: CalendarDate | null;
  moveOut: CalendarDate | null;
  roomType: RoomTypeChoice | null;
  bills: BillsChoice | null;
}

/** A whole, non-negative number of euros, or null for anything else (letters, negatives, decimals). */
export function parsePrice(raw: string | null): number | null {
  const value = raw?.trim() ?? '';
  if (!/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export function parseBedrooms(raw: string | null): BedroomChoice | null {
  return bedroomChoices.find((choice) => choice === raw) ?? null;
}

/** A date exactly as the API's Date scalar takes it, or null (another form, a day the calendar lacks). */
export function parseDate(raw: string | null): CalendarDate | null {
  return raw === null ? null : parseCalendarDate(raw.trim());
}

export function parseRoomType(raw: string | null): RoomTypeChoice | null {
  return roomTypeChoices.find((choice) => choice === raw) ?? null;
}

export function parseBills(raw: string | null): BillsChoice | null {
  return billsChoices.find((choice) => choice === raw) ?? null;
}

/** The backend refuses longer text; a pasted or crafted URL may hold more. */
function searchText(raw: string | null): string {
  // Cut on a UTF-16 boundary without leaving half an emoji behind.
  return (raw?.trim() ?? '').slice(0, SEARCH_TEXT_MAX_LENGTH).replace(/[\uD800-\uDBFF]$/, '');
}

export function readFilters(params: URLSearchParams): SearchFilters {
  return {
    city: searchText(params.get('city')),
    university: searchText(params.get('university')),
    minPrice: parsePrice(params.get('minPrice')),
    maxPrice: parsePrice(params.get('maxPrice')),
    bedrooms: parseBedrooms(params.get('bedrooms')),
    moveIn: parseDate(params.get('moveIn')),
    moveOut: parseDate(params.get('moveOut')),
    roomType: parseRoomType(params.get('roomType')),
    bills: parseBills(params.get('bills')),
  };
}

export function pricesConflict(filters: SearchFilters): boolean {
  return filters.minPrice !== null && filters.maxPrice !== null && filters.minPrice > filters.maxPrice;
}

/**
 * A move-out the API would refuse: on or before the move-in, or without one. Like prices in
 * conflict, it stays in the URL (the page will say 'Move-out must be after move-in.') but is not sent.
 */
export function datesConflict(filters: SearchFilters): boolean {
  return filters.moveOut !== null && (filters.moveIn === null || filters.moveOut <= filters.moveIn);
}

/**
 * The API filter, with empty fields left out so equal searches share one cache entry. A min above
 * the max is not sent (the page explains it instead); '4+' means four or more (docs/product.md, departure 2).
 */
export function toPropertyFilter(filters: SearchFilters): PropertyFilter {
  const filter: PropertyFilter = {};
  if (filters.city) filter.city = filters.city;
  if (filters.university) filter.university = filters.university;
  if (!pricesConflict(filters)) {
    if (filters.minPrice !== null) filter.minPrice = filters.minPrice;
    if (filters.maxPrice !== null) filter.maxPrice = filters.maxPrice;
  }
  if (filters.bedrooms === '4+') filter.minBedrooms = 4;
  else if (filters.bedrooms !== null) filter.bedrooms = Number(filters.bedrooms);
  if (filters.moveIn !== null) filter.moveIn = filters.moveIn;
  if (filters.moveOut !== null && !datesConflict(filters)) filter.moveOut = filters.moveOut;
  if (filters.roomType !== null) filter.roomType = apiRoomTypes[filters.roomType];
  if (filters.bills !== null) filter.billsIncluded = filters.bills === 'included';
  return filter;
}

/** The search's order as the URL spells it (`sort=price-asc`); the URL's `sort` sits beside the filters. */
export const sortChoices = ['recommended', 'price-asc', 'price-desc', 'distance'] as const;
export type SortChoice = (typeof sortChoices)[number];

const apiSorts: Record<SortChoice, PropertySort> = {
  recommended: 'RECOMMENDED',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
  distance: 'DISTANCE',
};

/** The orders a search can offer: distance only once a university is chosen (each listing is measured to its own). */
export function sortOptions(filters: SearchFilters): SortChoice[] {
  return filters.university ? [...sortChoices] : sortChoices.filter((choice) => choice !== 'distance');
}

/** The sort in the URL; anything unknown or malformed, or distance without a university, is 'recommended' (no error page). */
export function readSort(params: URLSearchParams, filters: SearchFilters): SortChoice {
  const raw = params.get('sort');
  return sortOptions(filters).find((choice) => choice === raw) ?? 'recommended';
}

export function toPropertySort(choice: SortChoice): PropertySort {
  return apiSorts[choice];
}

export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.city,
    filters.university,
    filters.minPrice,
    filters.maxPrice,
    filters.bedrooms,
    filters.moveIn,
    filters.moveOut,
    filters.roomType,
    filters.bills,
  ].filter((value) => value !== null && value !== '').length;
}

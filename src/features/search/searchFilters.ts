/**
 * The search page's filters live in the URL (so a search can be shared, reloaded and restored with
 * Back). This module reads them defensively and turns them into the API's PropertyFilter.
 */
import type { PropertyFilter, PropertySort } from '../../gql/graphql';
import { SEARCH_TEXT_MAX_LENGTH } from '../../lib/search';

export { filterKeys, type FilterKey } from './searchHref';

export const bedroomChoices = ['1', '2', '3', '4+'] as const;
export type BedroomChoice = (typeof bedroomChoices)[number];

export interface SearchFilters {
  city: string;
  university: string;
  /** Whole euros, or null when absent or not a usable number. */
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: BedroomChoice | null;
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
  };
}

export function pricesConflict(filters: SearchFilters): boolean {
  return filters.minPrice !== null && filters.maxPrice !== null && filters.minPrice > filters.maxPrice;
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
  return [filters.city, filters.university, filters.minPrice, filters.maxPrice, filters.bedrooms].filter(
    (value) => value !== null && value !== '',
  ).length;
}

/** The search rules (docs/product.md#search-rules), with departure 2 (minBedrooms for '4+'). */
import type { CalendarDate } from '../../lib/calendarDate';
import { stayProblem } from '../../lib/listingTerms';
import { SEARCH_TEXT_MAX_LENGTH } from '../../lib/search';
import type { PropertyFilter, PropertySort, RoomType } from '../generated/resolvers';

/** A filter with its text lower-cased and blanks dropped, ready to apply many times. */
export interface NormalizedFilter {
  city: string | null;
  university: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: number | null;
  minBedrooms: number | null;
  /** Checked by the Date scalar; with a move-out, the stay rule (src/lib/listingTerms.ts). */
  moveIn: CalendarDate | null;
  moveOut: CalendarDate | null;
  roomType: RoomType | null;
  billsIncluded: boolean | null;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim().toLowerCase() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function normalizeFilter(filter: PropertyFilter | null | undefined): NormalizedFilter {
  return {
    city: text(filter?.city),
    university: text(filter?.university),
    minPrice: filter?.minPrice ?? null,
    maxPrice: filter?.maxPrice ?? null,
    bedrooms: filter?.bedrooms ?? null,
    minBedrooms: filter?.minBedrooms ?? null,
    moveIn: filter?.moveIn ?? null,
    moveOut: filter?.moveOut ?? null,
    roomType: filter?.roomType ?? null,
    billsIncluded: filter?.billsIncluded ?? null,
  };
}

/** Problems with a filter as [field, message] pairs; empty when it is valid. */
export function filterProblems(filter: NormalizedFilter): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  if (filter.minPrice !== null && filter.minPrice < 0) problems.push(['minPrice', 'Min price cannot be negative.']);
  if (filter.maxPrice !== null && filter.maxPrice < 0) problems.push(['maxPrice', 'Max price cannot be negative.']);
  if (filter.minPrice !== null && filter.maxPrice !== null && filter.minPrice > filter.maxPrice) {
    problems.push(['maxPrice', 'Max price cannot be below min price.']);
  }
  if (filter.bedrooms !== null && filter.bedrooms < 1) problems.push(['bedrooms', 'Bedrooms must be 1 or more.']);
  if (filter.minBedrooms !== null && filter.minBedrooms < 1) {
    problems.push(['minBedrooms', 'Bedrooms must be 1 or more.']);
  }
  for (const field of ['city', 'university'] as const) {
    const value = filter[field];
    if (value !== null && value.length > SEARCH_TEXT_MAX_LENGTH) problems.push([field, 'Search text is too long.']);
  }
  const stay = stayProblem(filter.moveIn, filter.moveOut);
  if (stay) problems.push([stay.field, stay.message]);
  return problems;
}

/**
 * Why a sort cannot apply to a filter, or null. DISTANCE is to each listing's own university, so
 * it needs a university filter: without one it would order listings of different cities by
 * distances to different campuses, which no one asked for.
 */
export function sortProblem(sort: PropertySort, filter: NormalizedFilter): string | null {
  return sort === 'DISTANCE' && filter.university === null ? 'Sorting by distance needs a university filter.' : null;
}

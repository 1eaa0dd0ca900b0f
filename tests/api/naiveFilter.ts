/**
 * The search rule written the obvious way, as the oracle the catalogue's indexed search
 * (src/api/data/catalogIndex.ts) is checked against: case-insensitive substrings for city and
 * university, inclusive prices, exact bedrooms, and "4+" as a minimum; the rental terms by the
 * one stay rule (src/lib/listingTerms.ts) over the record's own dates.
 */
import type { PropertyRecord } from '../../src/api/data/model';
import type { NormalizedFilter } from '../../src/api/rules/filters';
import { dayNumber } from '../../src/lib/calendarDate';
import { isFreeFor, stayRequest } from '../../src/lib/listingTerms';

type Filterable = Pick<
  PropertyRecord,
  'city' | 'university' | 'price' | 'bedrooms' | 'availableFrom' | 'availableUntil' | 'minStayMonths' | 'maxStayMonths' | 'roomType' | 'billsIncluded'
>;

function freeFor(property: Filterable, moveIn: string, moveOut: string | null): boolean {
  const until = property.availableUntil === null ? null : dayNumber(property.availableUntil);
  return isFreeFor(dayNumber(property.availableFrom), until, property.minStayMonths, property.maxStayMonths, stayRequest(moveIn, moveOut));
}

export function naiveMatches(property: Filterable, filter: NormalizedFilter): boolean {
  return (
    (filter.city === null || property.city.toLowerCase().includes(filter.city)) &&
    (filter.university === null || property.university.toLowerCase().includes(filter.university)) &&
    (filter.minPrice === null || property.price >= filter.minPrice) &&
    (filter.maxPrice === null || property.price <= filter.maxPrice) &&
    (filter.bedrooms === null || property.bedrooms === filter.bedrooms) &&
    (filter.minBedrooms === null || property.bedrooms >= filter.minBedrooms) &&
    (filter.roomType === null || property.roomType === filter.roomType) &&
    (filter.billsIncluded === null || property.billsIncluded === filter.billsIncluded) &&
    (filter.moveIn === null || freeFor(property, filter.moveIn, filter.moveOut))
  );
}

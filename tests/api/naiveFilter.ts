/**
 * The search rule written the obvious way, as the oracle the catalogue's indexed search
 * (src/api/data/catalogIndex.ts) is checked against: case-insensitive substrings for city and
 * university, inclusive prices, exact bedrooms, and "4+" as a minimum.
 */
import type { PropertyRecord } from '../../src/api/data/model';
import type { NormalizedFilter } from '../../src/api/rules/filters';

type Filterable = Pick<PropertyRecord, 'city' | 'university' | 'price' | 'bedrooms'>;

export function naiveMatches(property: Filterable, filter: NormalizedFilter): boolean {
  return (
    (filter.city === null || property.city.toLowerCase().includes(filter.city)) &&
    (filter.university === null || property.university.toLowerCase().includes(filter.university)) &&
    (filter.minPrice === null || property.price >= filter.minPrice) &&
    (filter.maxPrice === null || property.price <= filter.maxPrice) &&
    (filter.bedrooms === null || property.bedrooms === filter.bedrooms) &&
    (filter.minBedrooms === null || property.bedrooms >= filter.minBedrooms)
  );
}

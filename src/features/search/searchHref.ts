/**
 * The search page's URL: which query parameters hold the filters, and links to a search. Apart
 * from searchFilters.ts (which reads them) because the home page links to searches on the first
 * load and needs none of the rest.
 */
export const filterKeys = ['city', 'university', 'minPrice', 'maxPrice', 'bedrooms', 'moveIn', 'moveOut', 'roomType', 'bills'] as const;
export type FilterKey = (typeof filterKeys)[number];

/** The link to a search: `/search?city=Berlin`. Every search link is made here, so the URL has one shape. */
export function searchHref(filters: Partial<Record<FilterKey, string>> = {}): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query === '' ? '/search' : `/search?${query}`;
}

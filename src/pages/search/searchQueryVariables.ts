import type { SearchPropertiesQueryVariables } from '../../gql/graphql';
import { readFilters, readSort, toPropertyFilter, toPropertySort, type SearchFilters, type SortChoice } from '../../features/search/searchFilters';
import { PAGE_SIZE } from './pageSize';

/**
 * The search page's first page of results for its filters and sort: the page asks with these, and
 * the server's render asks the very same before it renders (src/prerender/pageQueries.ts).
 */
export function searchQueryVariables(filters: SearchFilters, sort: SortChoice): SearchPropertiesQueryVariables {
  return { filter: toPropertyFilter(filters), sort: toPropertySort(sort), first: PAGE_SIZE };
}

/** The variables of the search page at a URL's query string, as the page reads it. */
export function searchQueryVariablesAt(params: URLSearchParams): SearchPropertiesQueryVariables {
  const filters = readFilters(params);
  return searchQueryVariables(filters, readSort(params, filters));
}

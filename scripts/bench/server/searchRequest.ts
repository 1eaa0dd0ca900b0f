/**
 * The search page's first page as the app sends it in server mode: its own document
 * (SearchProperties, with the fragments of the cards and the map) with the __typename fields
 * Apollo adds, and the variables the page derives from its URL (`/search?city=Berlin`, `/search`),
 * in the JSON body and with the headers of Apollo's HttpLink (src/apollo/serverLink.ts).
 */
import { sentDocument } from '../../server/sentDocument';
import { readFilters, readSort, toPropertyFilter, toPropertySort } from '../../../src/features/search/searchFilters';
import { SearchPropertiesDocument } from '../../../src/gql/graphql';
import { CSRF_HEADER } from '../../../src/server/http/csrf';
import { PAGE_SIZE } from '../../../src/pages/search/pageSize';

export const searchQueryText = sentDocument(SearchPropertiesDocument);

export function searchVariables(pageQuery: string) {
  const params = new URLSearchParams(pageQuery);
  const filters = readFilters(params);
  return { filter: toPropertyFilter(filters), sort: toPropertySort(readSort(params, filters)), first: PAGE_SIZE };
}

export const searchHeaders = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json,application/json;q=0.9',
  [CSRF_HEADER]: '1',
};

export function searchBody(pageQuery: string): string {
  return JSON.stringify({ operationName: 'SearchProperties', variables: searchVariables(pageQuery), query: searchQueryText });
}

/**
 * The queries a page asks as it renders, known from its URL alone: the server asks them before it
 * renders, so that the page renders in one pass (docs/server.md#rendered-pages). Each comes from the
 * page's own document and variable builder, so the two cannot drift apart; a page whose render
 * asks something else still renders, in more passes (tests/server/pageRenders.test.ts counts them).
 */
import type { TypedDocumentNode } from '@apollo/client';
import { matchRoutes, type Params } from 'react-router-dom';
import { routes } from '../app/routes';
import { PlaceSuggestionsDocument, placeSuggestionsVariables } from '../features/search/PlaceCombobox';
import { readFilters } from '../features/search/searchFilters';
import { PropertyPageQuery, propertyPageVariables } from '../pages/property/PropertyPageQuery';
import { SearchPropertiesQuery } from '../pages/search/SearchPage';
import { searchQueryVariablesAt } from '../pages/search/searchQueryVariables';

export interface PageQuery<TData = unknown, TVariables = Record<string, unknown>> {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
}

function pageQuery<TData, TVariables>(query: TypedDocumentNode<TData, TVariables>, variables: TVariables): PageQuery {
  // Erased to the common shape: the data written back is the answer to this very document.
  return { query, variables } as unknown as PageQuery;
}

/** A route match as the router's state and matchRoutes give it. */
interface PageMatch {
  route: { path?: string | undefined };
  params: Params;
}

/**
 * What the page at `url` (path and query string) asks for besides the layout's own queries.
 * `matches` are the app's routes' matches for it: the render's router's own (its state, worked out
 * when it was made) when the caller has one, else matched here.
 */
export function pageQueriesFor(url: string, matches?: readonly PageMatch[]): PageQuery[] {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  // The app's own routes, so that the page and its params (decoded) are the router's.
  const page = (matches ?? matchRoutes(routes, pathname))?.at(-1);
  if (page?.route.path === '/search') {
    // The filters' City and University boxes ask suggestions for the text they start with.
    const { city, university } = readFilters(searchParams);
    const suggestions = [city, university].flatMap((text) => {
      const variables = placeSuggestionsVariables(text.trim());
      return variables ? [pageQuery(PlaceSuggestionsDocument, variables)] : [];
    });
    return [pageQuery(SearchPropertiesQuery, searchQueryVariablesAt(searchParams)), ...suggestions];
  }
  const variables = page?.route.path === '/property/:id' ? propertyPageVariables(page.params.id ?? '') : null;
  return variables ? [pageQuery(PropertyPageQuery, variables)] : [];
}

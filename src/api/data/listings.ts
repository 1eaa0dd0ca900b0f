/**
 * What the resolvers may ask of the listings. The browser's catalogue (catalogIndex.ts) answers
 * at once; a database answers later, hence the promises. Pages are keyset, not offset: a cursor
 * names the last listing seen, so a listing added or removed meanwhile cannot shift the next page.
 */
import type { NormalizedFilter } from '../rules/filters';
import type { Place } from '../rules/suggestions';
import type { PropertyRecord } from './model';

/** Where a page starts: just after the listing at this position of the catalogue's order. */
export interface ListingCursor {
  position: number;
}

export interface SearchRequest {
  filter: NormalizedFilter;
  after: ListingCursor | null;
  first: number;
}

export interface ListingEdge {
  node: PropertyRecord;
  cursor: ListingCursor;
}

export interface SearchPage {
  edges: ListingEdge[];
  /** Every match, before and after the cursor. */
  totalCount: number;
  hasNextPage: boolean;
}

type Answer<T> = T | Promise<T>;

export interface Listings {
  get(id: string): Answer<PropertyRecord | null>;
  search(request: SearchRequest): Answer<SearchPage>;
  /**
   * Every distinct city, and every distinct university with its city, that some listing has,
   * spelt as the listings spell them: what the search boxes suggest. A few dozen, whatever the
   * number of listings (SQL: SELECT DISTINCT city; SELECT DISTINCT university, city).
   */
  places(): Answer<readonly Place[]>;
}

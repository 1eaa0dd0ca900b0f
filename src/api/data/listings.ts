/**
 * What the resolvers may ask of the listings. The browser's catalogue (catalogIndex.ts) answers
 * at once; a database answers later, hence the promises. Pages are keyset, not offset: a cursor
 * names the last listing seen by its sort key and position, so a listing added or removed
 * meanwhile cannot shift the next page.
 */
import type { ListingCursor, ListingOrder } from '../rules/cursor';
import type { NormalizedFilter } from '../rules/filters';
import type { Place } from '../rules/suggestions';
import type { PropertyDetails, PropertyNode, PropertyRecord, UniversityRecord } from './model';

export type { ListingCursor, ListingOrder } from '../rules/cursor';

export interface SearchRequest {
  filter: NormalizedFilter;
  order: ListingOrder;
  after: ListingCursor | null;
  first: number;
  /**
   * With a dated filter, the listings booked for some of the stay (BookingStore.bookedListings),
   * left out; absent where the search reads the bookings itself (the server's SQL).
   */
  booked?: ReadonlySet<string>;
}

/** `Node`: what the listings come as; the browser's catalogue answers whole records. */
export interface ListingEdge<Node extends PropertyNode = PropertyNode> {
  node: Node;
  cursor: ListingCursor;
}

export interface SearchPage<Node extends PropertyNode = PropertyNode> {
  edges: Array<ListingEdge<Node>>;
  /** Every match, before and after the cursor. */
  totalCount: number;
  hasNextPage: boolean;
}

type Answer<T> = T | Promise<T>;

export interface Listings {
  get(id: string): Answer<PropertyRecord | null>;
  search(request: SearchRequest): Answer<SearchPage>;
  /** The details of these listings, by id (a listing gone since is absent). */
  details(ids: readonly string[]): Answer<Map<string, PropertyDetails>>;
  /**
   * The universities whose city and name contain these texts (lower-cased, as a filter's; null:
   * any), in a fixed order: by city, then as the city lists them.
   */
  universities(match: { city: string | null; name: string | null }): Answer<UniversityRecord[]>;
  /**
   * Every distinct city, and every distinct university with its city, that some listing has,
   * spelt as the listings spell them: what the search boxes suggest. A few dozen, whatever the
   * number of listings (SQL: SELECT DISTINCT city; SELECT DISTINCT university, city).
   */
  places(): Answer<readonly Place[]>;
}

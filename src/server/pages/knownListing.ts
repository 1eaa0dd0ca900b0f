/**
 * The listing a page's head has already read (site.ts: its tags, its status), handed to the page's
 * own query rather than read a second time: one round trip and one parse of the listing per
 * rendered listing page. Only that id, for that one render (pageOperations.ts); every other read
 * goes to the store.
 */
import type { Listings } from '../../api/data/listings';
import type { PropertyRecord } from '../../api/data/model';

export interface KnownListing {
  id: string;
  record: PropertyRecord | null;
}

export function withKnownListing(listings: Listings, known: KnownListing): Listings {
  return {
    get: (id) => (id === known.id ? known.record : listings.get(id)),
    search: (request) => listings.search(request),
    details: (ids) => listings.details(ids),
    universities: (match) => listings.universities(match),
    places: () => listings.places(),
  };
}

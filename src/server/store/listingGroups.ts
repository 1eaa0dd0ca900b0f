/**
 * The (city, university) groups of the listings, lower-cased, with how many listings each holds:
 * a few dozen rows however many listings there are (`listing_groups`, rewritten with every load by
 * db/bulkListings.ts). A search resolves its substring filters against them in JavaScript, with the
 * in-browser catalogue's own rule (String.prototype.includes on the lower-cased names,
 * catalogIndex.ts), then asks the database for those groups by equality, which its btrees answer
 * exactly; without row filters (price, bedrooms, the rental terms) its total is the matched groups' sum, with no count at all.
 */
import type { NormalizedFilter } from '../../api/rules/filters';
import type { Database } from '../db/database';
import { listingGroups as listingGroupsTable } from '../db/schema';

export interface ListingGroup {
  city: string;
  university: string;
  listings: number;
}

/** The groups, in a stable order (searchStatements.ts prepares it). */
export function listingGroupsQuery(db: Database) {
  return db
    .select({ city: listingGroupsTable.citySearch, university: listingGroupsTable.universitySearch, listings: listingGroupsTable.listings })
    .from(listingGroupsTable)
    .orderBy(listingGroupsTable.citySearch, listingGroupsTable.universitySearch);
}

/** The groups whose city and university contain the filter's texts (null: any). */
export function matchingGroups(groups: readonly ListingGroup[], { city, university }: Pick<NormalizedFilter, 'city' | 'university'>): ListingGroup[] {
  return groups.filter((group) => (city === null || group.city.includes(city)) && (university === null || group.university.includes(university)));
}

/**
 * What the landlords' resolvers ask of the listings (issue #33): each listing's owner and status,
 * and the changes an owner makes. The browser keeps them over its sample catalogue
 * (editableCatalog.ts); a server in its tables (src/server/store/sqlOwnedListings.ts). Ownership
 * is checked by the resolvers (resolvers/landlord.ts) before any change is asked for here.
 */
import type { OwnRead } from '../store/ownRead';
import type { StoredUser } from '../store/shapes';
import type { PropertyNode, PropertyRecord } from './model';

export type ListingStatus = 'PUBLISHED' | 'UNPUBLISHED';

export interface OwnedListing {
  record: PropertyRecord;
  ownerId: string;
  status: ListingStatus;
}

/**
 * A listing as the landlord's page lists it: a published one may come without its details
 * (description, landlord), which are read by id when a query asks for them (resolvers/propertyDetails.ts).
 */
export interface OwnedListingRow {
  record: PropertyNode;
  ownerId: string;
  status: ListingStatus;
}

export interface OwnedListings {
  /** A listing, published or not, with its owner; null when no listing has the id. */
  find(id: string): Promise<OwnedListing | null>;
  /** The owner's listings, whole, published or not, the most recently created first. */
  ofOwner(ownerId: string): Promise<OwnedListing[]>;
  /** The same listings as the landlord's page lists them (MyListings: read with the session's check where the store can). */
  readonly rowsOfOwner: OwnRead<[], OwnedListingRow[]>;
  /** Adds a listing, unpublished, after every listing there is in the catalogue's order. */
  create(ownerId: string, record: PropertyRecord): Promise<void>;
  /** Replaces a listing's fields (same id), keeping its owner, status and place in the order. */
  update(record: PropertyRecord): Promise<void>;
  /** Puts a listing in the search (PUBLISHED) or takes it out (UNPUBLISHED), keeping its place in the order. */
  setStatus(id: string, status: ListingStatus): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * The account of the sample landlord with this email (sampleLandlords.ts), when some listing is
   * still theirs: what lets the owner card's email log in without signing up.
   */
  sampleLandlord(email: string): Promise<StoredUser | null>;
}

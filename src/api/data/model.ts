import type { Stay } from '../../lib/bookingRules';
import type { CalendarDate } from '../../lib/calendarDate';
import type { Bill, RoomType } from '../generated/resolvers';

/** A property as the backend keeps it: the shape the generator writes and the resolvers read. */
export interface PropertyRecord {
  id: string;
  name: string;
  description: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  images: string[];
  city: string;
  university: string;
  address: string;
  amenities: string[];
  landlord: { name: string; email: string; phone: string; avatar: string };
  coordinates: { lat: number; lng: number };
  /** The main campus of `university` (docs/product.md departure 12): what distances are measured to. */
  universityCampus: { lat: number; lng: number };
  /** When and for how long it can be rented (src/lib/listingTerms.ts); null: open-ended, no limit. */
  availableFrom: CalendarDate;
  availableUntil: CalendarDate | null;
  minStayMonths: number;
  maxStayMonths: number | null;
  roomType: RoomType;
  /** Bills are either included (`includedBills`, at least one) or estimated (`billsEstimate`), never both. */
  billsIncluded: boolean;
  includedBills: Bill[];
  billsEstimate: number | null;
  deposit: number;
  /**
   * The listing's accepted stays, in date order, when its store read them with the listing (a
   * database's listing by id, in the same statement): `bookedPeriods` then asks nothing more.
   */
  acceptedStays?: readonly Stay[];
}

/** What a search page does not show of a property: the long text and the landlord's contacts. */
export type PropertyDetails = Pick<PropertyRecord, 'description' | 'landlord'>;

/**
 * A property as a search answers it: the whole record (the browser's catalogue), or the record
 * without its details (a database's search, which leaves out more than half of a page's bytes);
 * the details of such a page then load once, if a query asks for them (resolvers/propertyDetails.ts).
 */
export type PropertyNode = Omit<PropertyRecord, keyof PropertyDetails> & Partial<PropertyDetails>;

/** A university and the coordinates of its main campus (docs/product.md departure 12). */
export interface UniversityRecord {
  name: string;
  city: string;
  campus: { lat: number; lng: number };
}

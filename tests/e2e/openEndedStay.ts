import type { PropertyRecord } from '../../src/api/data/model';
import { addMonths } from '../../src/lib/calendarDate';

/**
 * The first of `listings` with no end date and no longest stay (and `also`), and a stay of its
 * shortest length from `earliest` (or from the day it is free, if later): dates it always takes.
 */
export function openEndedStay(listings: readonly PropertyRecord[], earliest: string, also: (listing: PropertyRecord) => boolean = () => true) {
  const listing = listings.find((property) => property.availableUntil === null && property.maxStayMonths === null && also(property))!;
  const stayIn = listing.availableFrom > earliest ? listing.availableFrom : earliest;
  return { listing, stayIn, stayOut: addMonths(stayIn, listing.minStayMonths) };
}

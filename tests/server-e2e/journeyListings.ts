/**
 * The listing each server journey that writes works on (a request to book, a message, a landlord's
 * answer), in one place. The journeys share one server and database (playwright.server.config.ts):
 * what one leaves with a landlord shows on that landlord's pages in every other journey (CI met
 * first-moment.spec.ts's pending request among live-bookings.spec.ts's landlord's Requests). So no
 * two of them share a landlord, which this module checks as it loads.
 */
import { generateProperties } from '../../scripts/data/generate';
import type { PropertyRecord } from '../../src/api/data/model';

export const sample = generateProperties();

/** No end date and no longest stay: any stay of its shortest length from the day it is free suits it. */
const openEnded = sample.filter((property) => property.availableUntil === null && property.maxStayMonths === null);

const fixed = {
  /** bookings.spec.ts: a student requests, the landlord accepts. */
  bookings: openEnded.at(-1)!,
  /** first-moment.spec.ts: a visitor's and a student's Book panel, before the app runs. */
  firstMomentBook: openEnded.find((property) => property.city !== 'Berlin')!,
  /** first-moment.spec.ts: a student's heart and contact message, before the app runs. */
  firstMomentContact: sample.find((property) => property.city === 'Berlin')!,
  /** journeys.spec.ts: a visitor's contact message. */
  contact: sample[3]!,
  /** landlord.spec.ts: the landlord logs in and edits the listing. */
  landlord: sample[10]!,
  /** messages.spec.ts: a conversation, both sides. */
  messages: sample[12]!,
  /** live-messages.spec.ts: a conversation followed live. */
  liveMessages: sample[21]!,
} satisfies Record<string, PropertyRecord>;

const landlordsTaken = new Set(Object.values(fixed).map((listing) => listing.landlord.email));

export const journeyListings = {
  ...fixed,
  /** live-bookings.spec.ts: requests and answers followed live, on an open-ended listing of a landlord left free. */
  liveBookings: openEnded.find((property) => !landlordsTaken.has(property.landlord.email))!,
};

const landlords = Object.values(journeyListings).map((listing) => listing.landlord.email);
if (new Set(landlords).size !== landlords.length) throw new Error(`Two server journeys share a landlord: ${landlords.join(', ')}`);

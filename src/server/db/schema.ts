/**
 * The server's tables (drizzle-orm). Migrations are generated from this file by drizzle-kit
 * (`npm run db:generate`) into ./migrations and committed; the same SQL runs on PGlite
 * (PostgreSQL 18) and on a real PostgreSQL 15 or later. Times the API compares with its injectable
 * clock are epoch milliseconds (bigint), so tests can move time without touching the database.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PropertyRecord } from '../../api/data/model';
import type { Bill } from '../../api/generated/resolvers';

const epochMs = (name: string) => bigint(name, { mode: 'number' });

/** A set of date ranges as PostgreSQL writes it (`{[2027-09-01,2028-07-01)}`): the database reads it, the code never does. */
const dateMultirange = customType<{ data: string; driverData: string }>({ dataType: () => 'datemultirange' });

/**
 * The rental terms' columns, which trail every order's btree (listings, below). Room type, the
 * first free day, the minimum stay and bills are compared in the index; the open ends (`IS NULL
 * OR ...`) are checked on the rows those leave, which are nearly all matches.
 */
const terms = (table: {
  roomType: AnyPgColumn;
  availableFrom: AnyPgColumn;
  availableUntil: AnyPgColumn;
  minStayMonths: AnyPgColumn;
  maxStayMonths: AnyPgColumn;
  billsIncluded: AnyPgColumn;
}) => [table.roomType, table.availableFrom, table.minStayMonths, table.billsIncluded, table.availableUntil, table.maxStayMonths] as const;

/**
 * The catalogue. `position` is the catalogue's order and the keyset of every page. The
 * `*_search` columns hold the text lower-cased by the API's own rule (JavaScript's toLowerCase,
 * as the in-browser catalogue does), so a match never depends on the database's locale. A
 * substring filter is first resolved, in JavaScript, against the few distinct (city, university)
 * pairs (store/listingGroups.ts), and then asked of the indexes by equality.
 * `distance_m` is computed at insert by the API's own function (src/lib/geo.ts), so the distance
 * order compares the very integers the in-browser catalogue sorts by: no SQL trigonometry to
 * disagree with JavaScript's in the last metre.
 * The rental terms (issue #32) are plain columns: dates as `date`, which both drivers hand back as
 * the ISO text they store (never a JavaScript Date, which would move them by the time zone), and
 * the checks the generator and the API rely on, so a bad row cannot be loaded.
 */
export const listings = pgTable(
  'listings',
  {
    position: integer('position').primaryKey(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    city: text('city').notNull(),
    university: text('university').notNull(),
    citySearch: text('city_search').notNull(),
    universitySearch: text('university_search').notNull(),
    address: text('address').notNull(),
    amenities: jsonb('amenities').$type<string[]>().notNull(),
    landlordName: text('landlord_name').notNull(),
    landlordEmail: text('landlord_email').notNull(),
    landlordPhone: text('landlord_phone').notNull(),
    landlordAvatar: text('landlord_avatar').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    campusLat: doublePrecision('campus_lat').notNull(),
    campusLng: doublePrecision('campus_lng').notNull(),
    distanceM: integer('distance_m').notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    availableUntil: date('available_until', { mode: 'string' }),
    minStayMonths: integer('min_stay_months').notNull(),
    maxStayMonths: integer('max_stay_months'),
    roomType: text('room_type', { enum: ['ENTIRE_PLACE', 'STUDIO', 'PRIVATE_ROOM', 'SHARED_ROOM'] }).notNull(),
    billsIncluded: boolean('bills_included').notNull(),
    includedBills: jsonb('included_bills').$type<Bill[]>().notNull(),
    billsEstimate: integer('bills_estimate'),
    deposit: integer('deposit').notNull(),
    /** The user who may change it (issue #33): a sample listing's is its landlord's id (src/api/data/sampleLandlords.ts). */
    ownerId: text('owner_id').notNull(),
    /**
     * The listing's accepted stays, as one multirange (null when none): kept by triggers on
     * booking_requests and listings (migration 0021) in the transaction of every write, so a dated
     * search decides a booked candidate from its index entry, without asking booking_requests.
     */
    bookedStays: dateMultirange('booked_stays'),
    /**
     * The latest move-out of its accepted stays (`upper(booked_stays)`), kept with it by the same
     * triggers: a dated search looks at the stays only of a candidate booked past the move-in.
     */
    bookedUntil: date('booked_until', { mode: 'string' }),
  },
  (table) => [
    index('listings_owner').on(table.ownerId),
    check(
      'listings_stay_months',
      sql`${table.minStayMonths} BETWEEN 1 AND 12 AND (${table.maxStayMonths} IS NULL OR ${table.maxStayMonths} >= ${table.minStayMonths})`,
    ),
    check('listings_available_until', sql`${table.availableUntil} IS NULL OR ${table.availableUntil} >= ${table.availableFrom}`),
    check('listings_room_type', sql`${table.roomType} IN ('ENTIRE_PLACE', 'STUDIO', 'PRIVATE_ROOM', 'SHARED_ROOM')`),
    check(
      'listings_bills',
      sql`CASE WHEN ${table.billsIncluded} THEN ${table.billsEstimate} IS NULL AND jsonb_array_length(${table.includedBills}) > 0 ELSE ${table.billsEstimate} IS NOT NULL AND ${table.billsEstimate} >= 0 AND ${table.includedBills} = '[]'::jsonb END`,
    ),
    check('listings_deposit', sql`${table.deposit} >= 0`),
    uniqueIndex('listings_id').on(table.id),
    // One btree per order, each led by the (city, university) group: a page reads, in each group
    // its filter matches, the first entries after the cursor, and merges them (sqlListings.ts),
    // so a group whose listings sort late (a university far from the centre, by distance) costs no
    // more than one that sorts early. Price, bedrooms and the rental terms (`terms`) trail the key
    // so that the row filters, and the counts, are answered from the index alone (index-only
    // scans; docs/server.md): a page reads the rows of its matches only, however few match.
    // PRICE_DESC breaks ties by ascending position, hence its negated price.
    index('listings_recommended_order').on(table.citySearch, table.universitySearch, table.position, table.price, table.bedrooms, ...terms(table)),
    index('listings_price_order').on(table.citySearch, table.universitySearch, table.price, table.position, table.bedrooms, ...terms(table)),
    index('listings_price_desc_order').on(
      table.citySearch,
      table.universitySearch,
      sql`(-${table.price})`,
      table.position,
      table.price,
      table.bedrooms,
      ...terms(table),
    ),
    index('listings_distance_order').on(
      table.citySearch,
      table.universitySearch,
      table.distanceM,
      table.position,
      table.price,
      table.bedrooms,
      ...terms(table),
    ),
    // A whole city in the catalogue's order (the search page's first load for a city, the
    // commonest search): one range of one index, with less for the planner to weigh than a walk of
    // each of the city's groups (PGlite plans in the server's own thread, at every search).
    index('listings_city_order').on(table.citySearch, table.position, table.price, table.bedrooms, ...terms(table)),
    // Counts with the rental terms (store/searchStatements.ts's termsCount): in each group, a range
    // per room type up to the move-in, where the orders' btrees read every entry of the group. In
    // the "C" collation, which only that count asks for, so no page is ever planned on it.
    index('listings_terms_count').on(
      sql`(${table.citySearch} COLLATE "C")`,
      sql`(${table.universitySearch} COLLATE "C")`,
      table.roomType,
      table.availableFrom,
      table.minStayMonths,
      table.availableUntil,
      table.maxStayMonths,
      table.billsIncluded,
      table.price,
      table.bedrooms,
      // The booked check (searchStatements.ts, moveIn) reads the accepted stays here too, so that
      // the count still reads no row and asks booking_requests nothing (migration 0021).
      table.bookedStays,
    ),
    // The two boundaries a dated search's total reads beside listing_stay_counts (store/stayCounts.ts):
    // the listings whose end date falls in the move-out's month, and those booked past the move-in,
    // each one short range of a partial btree, its terms checked in the index.
    index('listings_stay_until')
      .on(
        sql`(${table.citySearch} COLLATE "C")`,
        sql`(${table.universitySearch} COLLATE "C")`,
        table.roomType,
        table.availableUntil,
        table.availableFrom,
        table.minStayMonths,
        table.maxStayMonths,
        table.billsIncluded,
      )
      .where(sql`${table.availableUntil} IS NOT NULL`),
    // In the "POSIX" collation (the same order as "C"), which only that read names: the planner
    // took listings_terms_count's range up to the move-in for it instead, every candidate's entry.
    index('listings_stay_booked')
      .on(
        sql`(${table.citySearch} COLLATE "POSIX")`,
        sql`(${table.universitySearch} COLLATE "POSIX")`,
        table.roomType,
        table.bookedUntil,
        table.availableFrom,
        table.minStayMonths,
        table.availableUntil,
        table.maxStayMonths,
        table.billsIncluded,
        // The stays themselves, so that whether one shares a night with the search's stay is
        // decided in the entry (migration 0021): no probe of booking_requests per candidate.
        table.bookedStays,
      )
      .where(sql`${table.bookedUntil} IS NOT NULL`),
  ],
);

/**
 * Listings out of the search (issue #33): created and not yet published, or taken down by their
 * owner. Kept apart from `listings`, whose every index, count and group serves the search, so the
 * search needs no status column and cannot show one by mistake. `position` is the listing's place
 * in the catalogue's order, kept while it is out, so publishing it puts it back where it was; the
 * listing itself is the API's record (PropertyRecord) as JSON, since nothing searches it.
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    id: text('id').primaryKey(),
    position: integer('position').notNull().unique(),
    ownerId: text('owner_id').notNull(),
    record: jsonb('record').$type<PropertyRecord>().notNull(),
  },
  (table) => [index('listing_drafts_owner').on(table.ownerId)],
);

/**
 * How many listings each (city, university) group holds: a few dozen rows, rewritten with the
 * listings in the same transaction (db/bulkListings.ts, and a landlord's change of one listing in
 * store/sqlOwnedListings.ts). A search
 * reads its groups here, and when it has no numeric filter its total is their sum: counting a
 * city's matches in the index instead grows with them, and without filters with the whole table
 * (docs/server.md#explain-at-a-million-listings).
 */
export const listingGroups = pgTable(
  'listing_groups',
  {
    citySearch: text('city_search').notNull(),
    universitySearch: text('university_search').notNull(),
    listings: integer('listings').notNull(),
  },
  (table) => [primaryKey({ columns: [table.citySearch, table.universitySearch] })],
);

/**
 * How many listings each (city, university) group holds at each monthly price, kept with
 * `listing_groups` in the same transactions. A search whose only row filters are a price range
 * sums these rows instead of counting its listings in an order's btree: at most one row per
 * distinct price of each matched group (a few thousand for a city, however many listings it has)
 * rather than every listing of the city under the maximum (docs/server.md#rendered-pages).
 */
export const listingPriceGroups = pgTable(
  'listing_price_groups',
  {
    citySearch: text('city_search').notNull(),
    universitySearch: text('university_search').notNull(),
    price: integer('price').notNull(),
    listings: integer('listings').notNull(),
  },
  (table) => [primaryKey({ columns: [table.citySearch, table.universitySearch, table.price] })],
);

/**
 * A dated search's total kept in advance (issue #32, migration 0020): how many listings of each
 * (city, university) group, room type and bills fall in each cell of stay length, month of
 * availability and month of their end date. A listing is counted once for every stay length it
 * takes (its minimum to its maximum, up to STAY_COUNT_MONTHS), so a search's stay length picks
 * whole cells. `from_month` is the month of the day before `available_from` and `until_month` the
 * month of `available_until` (OPEN_UNTIL_MONTH when open-ended), as months since year 0
 * (store/stayCounts.ts): the cells wholly inside a stay are summed, and only its boundary months
 * are read from the listings' indexes. Kept by triggers on `listings` in the transaction of every
 * write (insert, delete, an update of the terms, truncate), so no writer can leave it behind; a
 * bulk load rewrites it (db/bulkListings.ts).
 */
export const listingStayCounts = pgTable(
  'listing_stay_counts',
  {
    citySearch: text('city_search').notNull(),
    universitySearch: text('university_search').notNull(),
    roomType: text('room_type').notNull(),
    stayMonths: integer('stay_months').notNull(),
    fromMonth: integer('from_month').notNull(),
    untilMonth: integer('until_month').notNull(),
    billsIncluded: boolean('bills_included').notNull(),
    listings: integer('listings').notNull(),
  },
  (table) => [
    // The key also carries `listings` (INCLUDE, migration 0023), so a stay's count is index-only;
    // drizzle-kit cannot write INCLUDE, so the migration's own SQL does.
    primaryKey({
      name: 'listing_stay_counts_pkey',
      columns: [table.citySearch, table.universitySearch, table.roomType, table.stayMonths, table.fromMonth, table.untilMonth, table.billsIncluded],
    }),
  ],
);

/**
 * Every university with its main campus (the `universities` query), whether or not it has
 * listings yet. `position` is the fixed order the API promises: by city, then as the city lists
 * them. The `*_search` columns are lower-cased as the listings' are.
 */
export const universities = pgTable('universities', {
  position: integer('position').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  nameSearch: text('name_search').notNull(),
  citySearch: text('city_search').notNull(),
  campusLat: doublePrecision('campus_lat').notNull(),
  campusLng: doublePrecision('campus_lng').notNull(),
});

/** Accounts: one contact each, email or phone, never both; a contact has one account. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').unique(),
  phone: text('phone').unique(),
  isVerified: boolean('is_verified').notNull(),
  createdAt: epochMs('created_at').notNull(),
});

/** Signed-in browsers. The cookie holds a random id; only its SHA-256 is kept here. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: epochMs('created_at').notNull(),
    expires: epochMs('expires').notNull(),
  },
  (table) => [index('sessions_expires').on(table.expires)],
);

/** The pending one-time code of each contact, as an HMAC (a 6-digit code's plain hash is guessed in a second). */
export const pendingCodes = pgTable(
  'pending_codes',
  {
    type: text('type', { enum: ['EMAIL', 'PHONE'] }).notNull(),
    contact: text('contact').notNull(),
    codeHmac: text('code_hmac').notNull(),
    expires: epochMs('expires').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.contact] }), index('pending_codes_expires').on(table.expires)],
);

/** What verifyOtp proved, until signup or login uses it; the token itself is only kept as SHA-256. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    type: text('type', { enum: ['EMAIL', 'PHONE'] }).notNull(),
    contact: text('contact').notNull(),
    expires: epochMs('expires').notNull(),
  },
  (table) => [index('verification_tokens_expires').on(table.expires)],
);

/**
 * Saved listings (docs/product.md#saved-listings): a user's (owner kind USER, key the user id) or a
 * visitor's (VISITOR, key the SHA-256 of their visitor cookie). No foreign key to listings: a
 * reseed truncates them, and the API forgets a save whose listing has gone when it lists them.
 */
export const savedListings = pgTable(
  'saved_listings',
  {
    ownerKind: text('owner_kind', { enum: ['USER', 'VISITOR'] }).notNull(),
    ownerKey: text('owner_key').notNull(),
    propertyId: text('property_id').notNull(),
    savedAt: epochMs('saved_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerKind, table.ownerKey, table.propertyId] }),
    index('saved_listings_owner_saved_at').on(table.ownerKind, table.ownerKey, table.savedAt),
  ],
);

/** Counters for rate-limiter-flexible's Drizzle store (its documented shape: key, points, expire). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Conversations (docs/product.md#messages; src/api/store/conversations.ts): one student, one
 * landlord, one listing. No foreign key to listings (a reseed truncates them, and a deleted
 * listing's conversation stays readable under `listing_name`) nor to users (a visitor's has no
 * student id until an account with its email signs in). Each side's unread flag and last mail time
 * live on the row, so the header's count is one index range (`conversations_*_unread`, partial) and
 * the mail rule one locked row. The lists' order is (last_message_at, id), newest first, with an
 * index per side.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id').notNull(),
    listingName: text('listing_name').notNull(),
    landlordId: text('landlord_id').notNull(),
    landlordName: text('landlord_name').notNull(),
    studentId: text('student_id'),
    studentEmail: text('student_email').notNull(),
    studentName: text('student_name').notNull(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull(),
    lastMessageAt: epochMs('last_message_at').notNull(),
    lastMessageStart: text('last_message_start').notNull(),
    /** The latest message's request-to-book line (messages.booking_line), for the lists to word in the reader's language; null for a written message. */
    lastBookingLine: jsonb('last_booking_line'),
    studentUnread: boolean('student_unread').notNull(),
    landlordUnread: boolean('landlord_unread').notNull(),
    studentMailedAt: epochMs('student_mailed_at'),
    landlordMailedAt: epochMs('landlord_mailed_at'),
  },
  (table) => [
    index('conversations_landlord_order').on(table.landlordId, table.lastMessageAt, table.id),
    index('conversations_student_order').on(table.studentId, table.lastMessageAt, table.id),
    index('conversations_landlord_unread')
      .on(table.landlordId)
      .where(sql`${table.landlordUnread}`),
    index('conversations_student_unread')
      .on(table.studentId)
      .where(sql`${table.studentUnread}`),
    // A visitor's conversation is found by its listing and email until an account joins it.
    index('conversations_waiting')
      .on(table.studentEmail, table.listingId)
      .where(sql`${table.studentId} IS NULL`),
    uniqueIndex('conversations_student_listing').on(table.studentId, table.listingId),
    // The retention sweep's range: visitors' conversations no account has joined, oldest first.
    index('conversations_unclaimed_age')
      .on(table.lastMessageAt)
      .where(sql`${table.studentId} IS NULL`),
  ],
);

/** A conversation's messages; `id` increases, so it orders a thread and is its cursor. */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: ['STUDENT', 'LANDLORD'] }).notNull(),
    body: text('body').notNull(),
    sentAt: epochMs('sent_at').notNull(),
    /** A request to book's line: its kind and figures (api/store/bookingLineRecord.ts); null for a written message. */
    bookingLine: jsonb('booking_line'),
  },
  (table) => [index('messages_thread').on(table.conversationId, table.id), check('messages_body_length', sql`char_length(${table.body}) BETWEEN 1 AND 5000`)],
);

/**
 * Requests to book (docs/product.md#bookings; src/api/store/bookings.ts). A stay is
 * `daterange(move_in, move_out)`, '[)': the move-out day is free again. Migration 0012 adds what
 * drizzle cannot say: `booking_requests_no_overlap`, an exclusion constraint (btree_gist) that
 * refuses a second accepted stay of one listing sharing a night, whatever the code did before.
 * The dated search's NOT EXISTS reads booking_requests_accepted_stays (0014). No foreign keys, as conversations.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id').notNull(),
    listingName: text('listing_name').notNull(),
    landlordId: text('landlord_id').notNull(),
    studentId: text('student_id').notNull(),
    studentName: text('student_name').notNull(),
    conversationId: text('conversation_id').notNull(),
    message: text('message').notNull(),
    reply: text('reply').notNull(),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'] }).notNull(),
    declinedForOverlap: boolean('declined_for_overlap').notNull(),
    moveIn: date('move_in', { mode: 'string' }).notNull(),
    moveOut: date('move_out', { mode: 'string' }).notNull(),
    months: integer('months').notNull(),
    rent: integer('rent').notNull(),
    bills: integer('bills').notNull(),
    deposit: integer('deposit').notNull(),
    total: integer('total').notNull(),
    createdAt: epochMs('created_at').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
    decidedAt: epochMs('decided_at'),
    /** Whether the sweep mailed both sides that the request expired unanswered. */
    expiryMailed: boolean('expiry_mailed').notNull().default(false),
  },
  (table) => [
    // The lists' orders in full, ties broken by id: a plan PostgreSQL can keep for every user (a
    // generic plan) reads a page's rows in order and stops, with no sort (sqlBookings.ts).
    index('booking_requests_student').on(table.studentId, table.createdAt, table.id),
    // A landlord's received requests in every status: their data export.
    index('booking_requests_landlord').on(table.landlordId, table.createdAt),
    index('booking_requests_landlord_pending')
      .on(table.landlordId, table.expiresAt, table.id)
      .where(sql`${table.status} = 'PENDING'`),
    index('booking_requests_listing_pending')
      .on(table.listingId, table.studentId)
      .where(sql`${table.status} = 'PENDING'`),
    // A listing's accepted stays in order: the listing page's booked periods (searchStatements.ts)
    // and the triggers that keep listings.booked_stays (migration 0021), index-only, rather than
    // the exclusion constraint's GiST, which reads the heap. The id in the "C" collation, which
    // readers name (equality is the same in any collation), so that the planner cannot take the
    // GiST instead at an equal estimate (migration 0018).
    index('booking_requests_accepted_stays')
      .on(sql`(${table.listingId} COLLATE "C")`, table.moveIn, table.moveOut)
      .where(sql`${table.status} = 'ACCEPTED'`),
    index('booking_requests_unmailed_expiry')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'PENDING' AND NOT ${table.expiryMailed}`),
    check('booking_requests_stay', sql`${table.moveOut} > ${table.moveIn}`),
  ],
);

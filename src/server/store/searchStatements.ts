/**
 * The search's SQL, built once per shape and prepared: a shape is what makes the text differ (the
 * plan and the order, which row filters are set, whether there is a cursor),
 * and everything else (the matched groups, the numbers, the cursor, the page's length) is a
 * parameter. Building SQL with drizzle is work in the server's thread at every request
 * (docs/server.md#what-the-design-rests-on); a prepared statement is built once, and on PostgreSQL
 * each connection parses its text once (a named statement) instead of at every search.
 *
 * The matched groups are two parallel arrays, unnested into the (city, university) pairs the plan
 * walks (sqlListings.ts says why per group), so that their number is no part of the shape: a few
 * dozen shapes at most, however the catalogue is filtered.
 * drizzle builds each statement's text; the driver runs it (db/driverStatement.ts), rows as arrays.
 */
import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ListingCursor, ListingOrder } from '../../api/data/listings';
import type { NormalizedFilter } from '../../api/rules/filters';
import { addDays } from '../../lib/calendarDate';
import { MAX_BOOKED_PERIODS } from '../../lib/bookingRules';
import { stayMonths } from '../../lib/listingTerms';
import type { PropertyDetails } from '../../api/data/model';
import type { Database, Driver } from '../db/database';
import { driverStatement, type Built, type DriverStatement, type Rows } from '../db/driverStatement';
import { fromListingDetails, type PageRow } from '../db/listingRows';
import { bookingRequests, listingPriceGroups, listings } from '../db/schema';
import { listingColumnsOf, pageColumnsOf } from './listingJson';
import { listingGroupsQuery, type ListingGroup } from './listingGroups';
import { countsFromCells, stayCountStatement, stayCountValues } from './stayCounts';

/** An order in SQL: its key, written as its index is (so the planner matches them), and back. */
interface SqlOrder {
  key: SQL;
  /** The cursor's key in the key's terms. */
  toKey: (cursorKey: number) => number;
  /** The key a page's cursor holds for a row (rules/cursor.ts). */
  cursorKey: (row: PageRow) => number | null;
}

const sqlOrders: Record<ListingOrder, SqlOrder> = {
  RECOMMENDED: { key: sql`${listings.position}`, toKey: (position) => position, cursorKey: () => null },
  PRICE_ASC: { key: sql`${listings.price}`, toKey: (price) => price, cursorKey: (row) => row.node.price },
  PRICE_DESC: { key: sql`(-${listings.price})`, toKey: (price) => -price, cursorKey: (row) => row.node.price },
  DISTANCE: { key: sql`${listings.distanceM}`, toKey: (metres) => metres, cursorKey: (row) => row.distanceM },
};

/** The key a page's cursor holds for `row` in `order`. */
export function cursorKeyOf(order: ListingOrder, row: PageRow): number | null {
  return sqlOrders[order].cursorKey(row);
}

/**
 * The filters a listing's own columns answer (all but the text ones): a search's total with any of
 * them is a count, without them the matched groups' sum.
 */
type RowFilter = 'minPrice' | 'maxPrice' | 'bedrooms' | 'minBedrooms' | 'moveIn' | 'moveOut' | 'roomType' | 'billsIncluded';

/**
 * Each row filter's condition, on placeholders of its own, with its letter in statement names and
 * its parameters. PostgreSQL cuts a statement's name at 63 bytes: two shapes whose names agreed
 * that far would be one statement to it, so names stay short.
 *
 * The stay is src/lib/listingTerms.ts's isFreeFor in SQL: the same comparisons on the same
 * columns, with the stay's length in months worked out once in JavaScript by stayMonths and passed
 * as a parameter (it depends on the search alone), so no SQL date arithmetic can count months in
 * another way. Dates are compared as `date`s, from the ISO text the API checked.
 */
const rowFilters: Array<{ name: RowFilter; condition: SQL; letter: string; values: (filter: NormalizedFilter) => Record<string, unknown> }> = [
  { name: 'minPrice', condition: gte(listings.price, sql.placeholder('minPrice')), letter: 'l', values: (filter) => ({ minPrice: filter.minPrice }) },
  { name: 'maxPrice', condition: lte(listings.price, sql.placeholder('maxPrice')), letter: 'h', values: (filter) => ({ maxPrice: filter.maxPrice }) },
  { name: 'bedrooms', condition: eq(listings.bedrooms, sql.placeholder('bedrooms')), letter: 'b', values: (filter) => ({ bedrooms: filter.bedrooms }) },
  {
    name: 'minBedrooms',
    condition: gte(listings.bedrooms, sql.placeholder('minBedrooms')),
    letter: 'm',
    values: (filter) => ({ minBedrooms: filter.minBedrooms }),
  },
  { name: 'roomType', condition: sql`${listings.roomType} = ${sql.placeholder('roomType')}`, letter: 'r', values: (filter) => ({ roomType: filter.roomType }) },
  {
    name: 'billsIncluded',
    condition: sql`${listings.billsIncluded} = ${sql.placeholder('billsIncluded')}::boolean`,
    letter: 'i',
    values: (filter) => ({ billsIncluded: filter.billsIncluded }),
  },
  {
    name: 'moveIn',
    // Not booked for any night of the stay (the move-in's alone without a move-out): the listing's
    // accepted stays, kept in its row and in listings_terms_count by triggers (migration 0021),
    // decide it where the scan stands, without a probe of booking_requests per candidate
    // (docs/server.md#bookings-under-load-issue-35 has the plans).
    condition: sql`${listings.availableFrom} <= ${sql.placeholder('moveIn')}::date
      AND (${listings.bookedStays} IS NULL OR NOT (${listings.bookedStays} && daterange(${sql.placeholder('moveIn')}::date, ${sql.placeholder('stayEnd')}::date)))`,
    letter: 'f',
    values: (filter) => ({ moveIn: filter.moveIn, stayEnd: filter.moveOut ?? addDays(filter.moveIn!, 1) }),
  },
  {
    name: 'moveOut',
    condition: sql`(${listings.availableUntil} IS NULL OR ${listings.availableUntil} >= ${sql.placeholder('moveOut')}::date)
      AND ${listings.minStayMonths} <= ${sql.placeholder('stayMonths')}::integer
      AND (${listings.maxStayMonths} IS NULL OR ${listings.maxStayMonths} >= ${sql.placeholder('stayMonths')}::integer)`,
    letter: 'u',
    // filterProblems let no move-out through without a move-in after which it falls.
    values: (filter) => ({ moveOut: filter.moveOut, stayMonths: stayMonths(filter.moveIn!, filter.moveOut!) }),
  },
];

/** The row filters a search sets, as their conditions, their values and their part of the shape. */
function numeric(filter: NormalizedFilter) {
  const set = rowFilters.filter(({ name }) => filter[name] !== null);
  return {
    shape: set.map(({ letter }) => letter).join(''),
    conditions: set.map(({ condition }) => condition),
    values: Object.assign({}, ...set.map(({ values }) => values(filter))) as Record<string, unknown>,
  };
}

/** Whether a search's only row filters are a price range (priceCount's). */
function onlyPrice(filter: NormalizedFilter): boolean {
  return rowFilters.every(({ name }) => name === 'minPrice' || name === 'maxPrice' || filter[name] === null);
}

/** Whether a search has row filters: with none, its total is the matched groups' sum. */
export function hasRowFilter(filter: NormalizedFilter): boolean {
  return rowFilters.some(({ name }) => filter[name] !== null);
}

/** A listing's accepted stays as [moveIn, moveOut] pairs in date order, the latest MAX_BOOKED_PERIODS (booking_requests_accepted_stays). */
const acceptedStays = sql`(SELECT coalesce(json_agg(json_build_array(stay.move_in, stay.move_out) ORDER BY stay.move_in), '[]'::json) FROM (
    SELECT ${bookingRequests.moveIn} AS move_in, ${bookingRequests.moveOut} AS move_out FROM ${bookingRequests}
    WHERE (${bookingRequests.listingId} COLLATE "C") = ${listings.id} AND ${bookingRequests.status} = 'ACCEPTED'
    ORDER BY ${bookingRequests.moveIn} DESC LIMIT ${sql.raw(String(MAX_BOOKED_PERIODS))}) AS stay)`;

/**
 * A page's rows as one JSON text: an array of arrays, each row pageColumns' values in their order.
 * Arrays rather than objects: the text carries no copy of the column names for every row, so it is
 * shorter and quicker to read back (sqlListings.ts's fromJsonPage, in the server's thread).
 */
const pageJson = (order: SQL) => sql<string | null>`json_agg(json_build_array(${pageColumnsOf('page')}) ORDER BY ${order})::text`;

const groupCities = sql`${sql.placeholder('cities')}::text[]`;
const groupUniversities = sql`${sql.placeholder('universities')}::text[]`;

function keyset(order: ListingOrder): SQL {
  if (order === 'RECOMMENDED') return sql`${listings.position} > ${sql.placeholder('afterPosition')}`;
  return sql`(${sqlOrders[order].key}, ${listings.position}) > (${sql.placeholder('afterKey')}, ${sql.placeholder('afterPosition')})`;
}

function cursorValues(order: ListingOrder, after: ListingCursor | null) {
  if (after === null) return {};
  // A cursor of a sorted order always has its key (rules/cursor.ts); the resolver checks the order.
  return { afterPosition: after.position, afterKey: sqlOrders[order].toKey(after.key ?? 0) };
}

/**
 * How a page is read:
 * - `everything`: every listing matches (the search page's first load without filters), in the
 *   catalogue's order: the primary key's next entries;
 * - `city`: one whole city (a city filter that matches one city, no university filter) in the
 *   catalogue's order: that city's range of listings_city_order, with the row filters checked
 *   in the index;
 * - `groups`: anything else: each matched group's first entries in the order's btree, merged. The
 *   two others spare it reading `limit` entries in each matched group and sorting them all.
 */
type PagePlan = 'everything' | 'city' | 'groups';

function pagePlan(order: ListingOrder, filter: NormalizedFilter, groups: readonly ListingGroup[]): PagePlan {
  if (order !== 'RECOMMENDED') return 'groups';
  if (filter.city === null && filter.university === null) return hasRowFilter(filter) ? 'groups' : 'everything';
  return filter.university === null && groups.every((group) => group.city === groups[0]!.city) ? 'city' : 'groups';
}

export interface PageRequest {
  order: ListingOrder;
  filter: NormalizedFilter;
  after: ListingCursor | null;
  /** The matched groups. */
  groups: readonly ListingGroup[];
  limit: number;
}

export class SearchStatements {
  private readonly prepared = new Map<string, DriverStatement<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly driver: Driver,
    private readonly stayCellsFrom: number,
  ) {}

  /** The statement of `name`, built by `build` and read by `read`, made the first time it is asked for. */
  private statement<Result>(name: string, build: () => Built, read: (rows: Rows) => Result): DriverStatement<Result> {
    let prepared = this.prepared.get(name) as DriverStatement<Result> | undefined;
    if (prepared === undefined) {
      prepared = driverStatement(this.driver, name, build(), read);
      this.prepared.set(name, prepared);
    }
    return prepared;
  }

  /** The (city, university) groups with their counts. */
  groups(): Promise<ListingGroup[]> {
    // The columns of listingGroupsQuery: city, university, listings.
    const read = (rows: Rows) => (rows as Array<[string, string, number]>).map(([city, university, listings]) => ({ city, university, listings }));
    return this.statement('search_groups', () => listingGroupsQuery(this.db), read).execute({});
  }

  /**
   * The page's `limit` listings as one JSON text (pageJson), in (key, position) order, without
   * their details. Every plan aggregates the rows in the database (sqlListings.ts's fromJsonPage
   * reads them).
   */
  page({ order, filter, after, groups, limit }: PageRequest): Promise<string | null> {
    const plan = pagePlan(order, filter, groups);
    const numbers = numeric(filter);
    const cursor = after ? '_after' : '';
    const name =
      plan === 'groups' ? `search_${order}_${numbers.shape}${cursor}` : plan === 'city' ? `search_city_${numbers.shape}${cursor}` : `search_all${cursor}`;
    const build = () => {
      if (plan === 'groups') return this.groupsPage(order, numbers.conditions, after !== null);
      const inCity = plan === 'city' ? [sql`${listings.citySearch} = ${sql.placeholder('city')}`, ...numbers.conditions] : [];
      return this.positionPage([...inCity, ...(after ? [keyset('RECOMMENDED')] : [])]);
    };
    // One row, one column: the page's JSON text, null when the page is empty.
    const statement = this.statement(name, build, (rows) => (rows[0]?.[0] ?? null) as string | null);
    // Each plan's own parameters: the groups' two lists are built only for the plan that walks them.
    const where =
      plan === 'groups'
        ? { cities: groups.map((group) => group.city), universities: groups.map((group) => group.university) }
        : plan === 'city'
          ? { city: groups[0]!.city }
          : {};
    return statement.execute({ ...numbers.values, ...cursorValues(order, after), limit, ...where });
  }

  /** The catalogue's order from the start or a cursor, with `where`: one index range, read in order. */
  private positionPage(where: SQL[]): Built {
    const page = sql`(
      SELECT ${pageColumnsOf('listings')} FROM ${listings}
      ${where.length > 0 ? sql`WHERE ${and(...where)}` : sql``}
      ORDER BY ${listings.position} LIMIT ${sql.placeholder('limit')}
    ) AS page`;
    return this.db.select({ json: pageJson(sql`page.position`) }).from(page);
  }

  /**
   * For each matched group, its first `limit` entries after the cursor in the order's btree; the
   * best `limit` of those, joined to their rows. The positions are joined rather than asked for
   * with IN: the planner has fewer plans to weigh, at every search (PGlite plans in the server's own
   * thread).
   */
  private groupsPage(order: ListingOrder, conditions: SQL[], hasCursor: boolean): Built {
    const { key } = sqlOrders[order];
    const where = and(
      eq(listings.citySearch, sql`grp.city`),
      eq(listings.universitySearch, sql`grp.university`),
      ...conditions,
      ...(hasCursor ? [keyset(order)] : []),
    );
    const arm = sql`(
      SELECT arm.position, arm.key FROM unnest(${groupCities}, ${groupUniversities}) AS grp (city, university)
      CROSS JOIN LATERAL (
        SELECT ${listings.position} AS position, ${key} AS key FROM ${listings}
        WHERE ${where}
        ORDER BY ${key}, ${listings.position} LIMIT ${sql.placeholder('limit')}
      ) arm
      ORDER BY arm.key, arm.position LIMIT ${sql.placeholder('limit')}
    ) AS arm`;
    // The page's rows carry their sort key (arm_key) for the aggregate's order.
    const page = sql`(SELECT arm.key AS arm_key, ${pageColumnsOf('listings')} FROM ${arm} JOIN ${listings} ON ${listings.position} = arm.position) AS page`;
    return this.db.select({ json: pageJson(sql`page.arm_key, page.position`) }).from(page);
  }

  /**
   * One listing as one JSON text, its page columns, then its details (detailColumns), then its
   * accepted stays as [moveIn, moveOut] pairs in date order (the latest MAX_BOOKED_PERIODS, from
   * booking_requests_accepted_stays), or null: the listing page's one statement, named, so that
   * each connection plans it once, and one round trip for the page's listing and its booked
   * periods (issue #37).
   */
  listing(id: string): Promise<string | null> {
    const build = () =>
      this.db
        .select({ json: sql<string>`json_build_array(${listingColumnsOf('listings')}, ${acceptedStays})::text` })
        .from(listings)
        .where(sql`${listings.id} = ${sql.placeholder('id')}`)
        .limit(1);
    return this.statement('listing_by_id', build, (rows) => (rows[0]?.[0] ?? null) as string | null).execute({ id });
  }

  /** Several listings as `listing` gives each, in one JSON array (any order; an id not found is absent). */
  listings(ids: readonly string[]): Promise<string | null> {
    const build = () =>
      this.db
        .select({ json: sql<string | null>`json_agg(json_build_array(${listingColumnsOf('listings')}, ${acceptedStays}))::text` })
        .from(listings)
        .where(sql`${listings.id} = ANY(${sql.placeholder('ids')}::text[])`);
    return this.statement('listings_by_ids', build, (rows) => (rows[0]?.[0] ?? null) as string | null).execute({ ids });
  }

  /** The details of these listings, by id (the listings' unique index on id). */
  details(ids: readonly string[]): Promise<Map<string, PropertyDetails>> {
    const build = () =>
      this.db
        .select({
          id: listings.id,
          description: listings.description,
          landlordName: listings.landlordName,
          landlordEmail: listings.landlordEmail,
          landlordPhone: listings.landlordPhone,
          landlordAvatar: listings.landlordAvatar,
        })
        .from(listings)
        .where(sql`${listings.id} = ANY(${sql.placeholder('ids')}::text[])`);
    // The columns of the select above, in its order.
    const read = (rows: Rows) =>
      new Map(
        (rows as Array<[string, string, string, string, string, string]>).map(
          ([id, description, landlordName, landlordEmail, landlordPhone, landlordAvatar]) => [
            id,
            fromListingDetails({ description, landlordName, landlordEmail, landlordPhone, landlordAvatar }),
          ],
        ),
      );
    return this.statement('listing_details', build, read).execute({ ids });
  }

  /**
   * How many listings of the matched groups pass the row filters: an index-only count. Every
   * listing of the matched groups' cities and universities is in a matched group (a pair whose
   * city matches and whose university matches is one of them), so the groups are asked for as
   * two lists; `textual` false, every group matched, and they are left out. A count with the
   * rental terms is termsCount's.
   */
  count(filter: NormalizedFilter, groups: readonly ListingGroup[], textual: boolean): Promise<number> {
    if (filter.roomType !== null || filter.moveIn !== null) return this.termsCount(filter, groups);
    if (onlyPrice(filter)) return this.priceCount(filter, groups, textual);
    const numbers = numeric(filter);
    const name = `search_count_${numbers.shape}${textual ? '_text' : ''}`;
    const build = () => {
      const inGroups = textual ? [sql`${listings.citySearch} = ANY(${groupCities})`, sql`${listings.universitySearch} = ANY(${groupUniversities})`] : [];
      return this.db
        .select({ value: count() })
        .from(listings)
        .where(and(...inGroups, ...numbers.conditions));
    };
    // count(*) is a bigint, which the drivers give as text or BigInt.
    const statement = this.statement(name, build, (rows) => Number(rows[0]?.[0] ?? 0));
    const unique = (values: string[]) => [...new Set(values)];
    return statement.execute({
      ...numbers.values,
      cities: unique(groups.map((group) => group.city)),
      universities: unique(groups.map((group) => group.university)),
    });
  }

  /**
   * A count whose only row filters are a price range: the matched groups' listings at each price in
   * the range, summed from `listing_price_groups` (its primary key's range per group): one row per
   * distinct price of a group rather than one index entry per listing, so a city's count under a
   * maximum no longer grows with its listings. Groups as `count` names them.
   */
  private priceCount(filter: NormalizedFilter, groups: readonly ListingGroup[], textual: boolean): Promise<number> {
    const name = `search_count_price_${filter.minPrice === null ? '' : 'l'}${filter.maxPrice === null ? '' : 'h'}${textual ? '_text' : ''}`;
    const build = () =>
      this.db
        .select({ value: sql`coalesce(sum(${listingPriceGroups.listings}), 0)` })
        .from(listingPriceGroups)
        .where(
          and(
            ...(textual
              ? [sql`${listingPriceGroups.citySearch} = ANY(${groupCities})`, sql`${listingPriceGroups.universitySearch} = ANY(${groupUniversities})`]
              : []),
            ...(filter.minPrice === null ? [] : [gte(listingPriceGroups.price, sql.placeholder('minPrice'))]),
            ...(filter.maxPrice === null ? [] : [lte(listingPriceGroups.price, sql.placeholder('maxPrice'))]),
          ),
        );
    // sum(integer) is a bigint, which the drivers give as text or BigInt.
    const statement = this.statement(name, build, (rows) => Number(rows[0]?.[0] ?? 0));
    const unique = (values: string[]) => [...new Set(values)];
    return statement.execute({
      ...(filter.minPrice === null ? {} : { minPrice: filter.minPrice }),
      ...(filter.maxPrice === null ? {} : { maxPrice: filter.maxPrice }),
      ...(textual ? { cities: unique(groups.map((group) => group.city)), universities: unique(groups.map((group) => group.university)) } : {}),
    });
  }

  /**
   * A count with a room type or a move-in: in each matched group, one range of listings_terms_count
   * per room type (the search's, or each of the four), from its first entry to the move-in, the
   * other terms checked in the index. The orders' btrees would read every entry of the groups
   * instead (the terms trail their keys), every listing of the matched groups for every dated
   * search (docs/server.md#searching-by-dates-room-type-and-bills has the figures).
   *
   * The index and these conditions are in the "C" collation, which no page statement asks for, so
   * the planner can never walk it for a page (which would read and sort every match in a group
   * rather than stop after a page: docs/server.md). Equality of these lower-cased names is the same
   * in every collation.
   */
  private termsCount(filter: NormalizedFilter, groups: readonly ListingGroup[]): Promise<number> {
    if (countsFromCells(filter, groups, this.stayCellsFrom)) return this.stayCount(filter, groups);
    const numbers = numeric(filter);
    const anyRoomType = filter.roomType === null;
    const name = `search_count_terms_${numbers.shape}`;
    const build = () => {
      const where = and(
        sql`(${listings.citySearch} COLLATE "C") = grp.city`,
        sql`(${listings.universitySearch} COLLATE "C") = grp.university`,
        ...(anyRoomType ? [sql`${listings.roomType} = ANY(${sql.placeholder('roomTypes')}::text[])`] : []),
        ...numbers.conditions,
      );
      return this.db.select({ value: sql`coalesce(sum(arm.matches), 0)` }).from(sql`unnest(${groupCities}, ${groupUniversities}) AS grp (city, university)
          CROSS JOIN LATERAL (SELECT ${count()} AS matches FROM ${listings} WHERE ${where}) arm`);
    };
    // sum(bigint) is a numeric, which the drivers give as text.
    const statement = this.statement(name, build, (rows) => Number(rows[0]?.[0] ?? 0));
    return statement.execute({
      ...numbers.values,
      ...(anyRoomType ? { roomTypes: listings.roomType.enumValues } : {}),
      cities: groups.map((group) => group.city),
      universities: groups.map((group) => group.university),
    });
  }

  /** A stay's count from the cells kept in advance and its boundary months (stayCounts.ts). */
  private stayCount(filter: NormalizedFilter, groups: readonly ListingGroup[]): Promise<number> {
    const shape = { roomType: filter.roomType !== null, bills: filter.billsIncluded !== null };
    const name = `search_count_stay_${shape.roomType ? 'r' : ''}${shape.bills ? 'i' : ''}`;
    // sum(bigint) is a numeric, which the drivers give as text.
    const statement = this.statement(
      name,
      () => stayCountStatement(this.db, shape),
      (rows) => Number(rows[0]?.[0] ?? 0),
    );
    return statement.execute({
      ...stayCountValues(filter.moveIn!, filter.moveOut!),
      ...(shape.roomType ? { roomType: filter.roomType } : { roomTypes: listings.roomType.enumValues }),
      ...(shape.bills ? { billsIncluded: filter.billsIncluded } : {}),
      cities: groups.map((group) => group.city),
      universities: groups.map((group) => group.university),
    });
  }
}

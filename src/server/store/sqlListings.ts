/**
 * The catalogue in SQL: the same answers as the in-memory Catalog (src/api/data/catalogIndex.ts)
 * for every filter and order, with the same keyset pages and cursors.
 *
 * Every order is `(key, position)` ascending, `position` breaking ties as the catalogue does: the
 * key is `price`, `-price` for PRICE_DESC (whose ties also go by ascending position), the stored
 * `distance_m` for DISTANCE, and nothing but `position` for RECOMMENDED. So one keyset form,
 * `(key, position) > (cursor key, cursor position)`, serves every order.
 *
 * A page is planned per (city, university) group (listingGroups.ts): for each group the filter
 * matches, the first `first + 1` entries after the cursor in that group's slice of the order's
 * btree (schema.ts), which PostgreSQL reads by equality on the group and the keyset as a range;
 * the best `first + 1` of those, and then their rows by primary key. Walking one index over the
 * whole table instead would read every listing that sorts before the group's first match: 0.9
 * million rows for a university far from the centre sorted by distance (docs/server.md). In the
 * recommended order, with no filter at all the page is simply the primary key's next entries, and
 * for one whole city that city's range of its own index (searchStatements.ts, pagePlan). The page's rows come back as
 * one JSON text (fromJsonPage), without the listings' details, which `details` reads by id when a
 * query asks for them (src/api/resolvers/propertyDetails.ts).
 *
 * The total is the matched groups' sum of their stored counts when there is no row filter (the
 * search page's first load), so it costs nothing however many listings match; with price,
 * bedrooms or bills it is an index-only count of the matched groups' entries (the filters are
 * trailing columns of every order's btree, db/schema.ts), and with a room type or a move-in one
 * range per group and room type of the terms' own btree (searchStatements.ts, termsCount).
 */
import DataLoader from 'dataloader';
import { and, like, min, type SQL } from 'drizzle-orm';
import type { Listings, SearchPage, SearchRequest } from '../../api/data/listings';
import type { PropertyDetails, PropertyRecord, UniversityRecord } from '../../api/data/model';
import type { CalendarDate } from '../../lib/calendarDate';
import type { Place } from '../../api/rules/suggestions';
import { pgliteListingsGeneration } from '../db/listingsGeneration';
import type { Database, Driver } from '../db/database';
import { fromPageTuple, fromUniversityRow, type PageRow, type PageTuple } from '../db/listingRows';
import { listings, universities } from '../db/schema';
import { matchingGroups, type ListingGroup } from './listingGroups';
import { fromListingTuple, LISTING_COLUMNS } from './listingJson';
import { cursorKeyOf, hasRowFilter, SearchStatements } from './searchStatements';
import { STAY_CELLS_FROM } from './stayCounts';
import { storableText } from './storableText';

/** `text` as a LIKE pattern matching it anywhere: its own % _ and \ match literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** How long the distinct places are reused: they change only when the listings are reseeded. */
const PLACES_TTL_MS = 60_000;

/**
 * A page's rows from their json_agg, which orders them by (key, position) itself. One JSON text
 * instead of 16 columns a row: the driver's decoding of each field (PGlite copies and decodes them
 * one by one, in the server's thread) cost more than the search itself. The values are the very
 * ones the columns give: text as it is, integers, doubles in PostgreSQL's shortest exact form
 * (which JSON.parse reads back to the same double), the jsonb arrays as JSON.
 */
function fromJsonPage(json: string | null): PageRow[] {
  return json === null ? [] : (JSON.parse(json) as PageTuple[]).map(fromPageTuple);
}

/** A listing from its JSON text (SearchStatements.listing): a page tuple, then its details. */
function fromListingJson(json: string): PropertyRecord {
  return fromListingValues(JSON.parse(json) as unknown[]);
}

/** A listing's values as searchStatements.ts's `listing` builds them: its columns, then its accepted stays. */
function fromListingValues(values: readonly unknown[]): PropertyRecord {
  const stays = values[LISTING_COLUMNS] as Array<[CalendarDate, CalendarDate]>;
  return { ...fromListingTuple(values).record, acceptedStays: stays.map(([moveIn, moveOut]) => ({ moveIn, moveOut })) };
}

export class SqlListings implements Listings {
  private cachedPlaces: { at: number; places: Promise<readonly Place[]> } | null = null;
  private cachedGroups: { generation: number; groups: Promise<ListingGroup[]> } | null = null;
  private readonly statements: SearchStatements;
  private readonly records = new DataLoader<string, PropertyRecord | null>((ids) => this.loadRecords(ids), { cache: false });

  /**
   * `driver` is the database's search driver (DatabaseHandle.searchDriver): the search's statements
   * run on it (searchStatements.ts), with generic plans on PostgreSQL. On PGlite it is `db`'s own and
   * lets the groups be kept between searches: PGlite answers one statement at a time in the
   * server's own thread, so a round trip saved is time every queued request gets back, and only
   * this process loads its listings (db/bulkListings.ts says when).
   */
  constructor(
    private readonly db: Database,
    private readonly driver: Driver,
    /** How many listings the matched groups hold before a stay's total comes from the cells (stayCounts.ts). */
    stayCellsFrom = STAY_CELLS_FROM,
  ) {
    this.statements = new SearchStatements(db, driver, stayCellsFrom);
  }

  /** The (city, university) groups: read each time from PostgreSQL, kept until the next load on PGlite. */
  private groups(): Promise<ListingGroup[]> {
    if (this.driver.kind !== 'pglite') return this.statements.groups();
    // The generation when the read began: a load begun since makes it stale at once.
    const generation = pgliteListingsGeneration(this.driver.client);
    if (this.cachedGroups?.generation === generation) return this.cachedGroups.groups;
    const groups = this.statements.groups();
    const cached = { generation, groups };
    this.cachedGroups = cached;
    groups.catch(() => {
      if (this.cachedGroups === cached) this.cachedGroups = null;
    });
    return groups;
  }

  /** The distinct cities and universities, in catalogue order (a full scan, so kept a minute). */
  places(): Promise<readonly Place[]> {
    const now = Date.now();
    if (this.cachedPlaces && now - this.cachedPlaces.at < PLACES_TTL_MS) return this.cachedPlaces.places;
    const places = this.loadPlaces();
    this.cachedPlaces = { at: now, places };
    places.catch(() => {
      this.cachedPlaces = null;
    });
    return places;
  }

  private async loadPlaces(): Promise<readonly Place[]> {
    const first = min(listings.position);
    const [cities, universityRows] = await Promise.all([
      this.db.select({ name: listings.city, first }).from(listings).groupBy(listings.city).orderBy(first),
      this.db
        .select({ name: listings.university, city: min(listings.city), first })
        .from(listings)
        .groupBy(listings.university)
        .orderBy(first),
    ]);
    return [
      ...cities.map(({ name }) => ({ kind: 'CITY' as const, name, city: null })),
      ...universityRows.map(({ name, city }) => ({ kind: 'UNIVERSITY' as const, name, city: city ?? '' })),
    ];
  }

  /**
   * One listing with its accepted stays. Reads asked in the same tick go as one statement (a
   * student's bookings or conversations each name a listing); one alone is the listing page's own
   * statement. Not cached: each read is the database's answer of the moment.
   */
  get(id: string): Promise<PropertyRecord | null> {
    return storableText(id) ? this.records.load(id) : Promise.resolve(null);
  }

  private async loadRecords(ids: readonly string[]): Promise<Array<PropertyRecord | null>> {
    if (ids.length === 1) {
      const json = await this.statements.listing(ids[0]!);
      return [json === null ? null : fromListingJson(json)];
    }
    const json = await this.statements.listings(ids);
    const found = new Map(
      (json === null ? [] : (JSON.parse(json) as unknown[][])).map((values) => {
        const record = fromListingValues(values);
        return [record.id, record];
      }),
    );
    return ids.map((id) => found.get(id) ?? null);
  }

  async search({ filter, order, after, first }: SearchRequest): Promise<SearchPage> {
    const groups = matchingGroups(await this.groups(), filter);
    if (groups.length === 0) return { edges: [], totalCount: 0, hasNextPage: false };
    const textual = filter.city !== null || filter.university !== null;
    const numeric = hasRowFilter(filter);
    // Without row filters every listing of a matched group matches: the total is their sum.
    const counted = numeric ? this.statements.count(filter, groups, textual) : Promise.resolve(groups.reduce((sum, group) => sum + group.listings, 0));
    // One row past the page says whether another page follows.
    const [json, totalCount] = await Promise.all([this.statements.page({ order, filter, after, groups, limit: first + 1 }), counted]);
    const pageRows = fromJsonPage(json);
    return {
      edges: pageRows.slice(0, first).map((row) => ({ node: row.node, cursor: { key: cursorKeyOf(order, row), position: row.position } })),
      totalCount,
      hasNextPage: pageRows.length > first,
    };
  }

  details(ids: readonly string[]): Promise<Map<string, PropertyDetails>> {
    return this.statements.details(ids.filter(storableText));
  }

  async universities({ city, name }: { city: string | null; name: string | null }): Promise<UniversityRecord[]> {
    if (!storableText(`${city ?? ''}${name ?? ''}`)) return [];
    const where: SQL[] = [];
    if (city !== null) where.push(like(universities.citySearch, containing(city)));
    if (name !== null) where.push(like(universities.nameSearch, containing(name)));
    const rows = await this.db
      .select()
      .from(universities)
      .where(and(...where))
      .orderBy(universities.position);
    return rows.map(fromUniversityRow);
  }
}

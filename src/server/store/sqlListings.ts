/**
 * The catalogue in SQL: the same answers as the in-memory Catalog (src/api/data/catalogIndex.ts)
 * for every filter and order, with the same keyset pages. Text filters are substring matches on
 * the lower-cased columns, which their trigram indexes serve.
 *
 * Every order is `(key, position)` ascending, with `position` breaking ties as the catalogue does,
 * so one keyset form serves them all: `(key, position) > (cursor key, cursor position)`, which
 * PostgreSQL turns into the start of a scan of that order's btree (schema.ts). The keys are stored
 * columns, never computed at query time: `price`, `-price` for PRICE_DESC (the catalogue breaks
 * its ties by ascending position too), `distance_m` for DISTANCE, `position` alone for RECOMMENDED.
 */
import { and, asc, count, eq, gt, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { ListingCursor, ListingOrder, Listings, SearchPage, SearchRequest } from '../../api/data/listings';
import type { PropertyRecord, UniversityRecord } from '../../api/data/model';
import type { NormalizedFilter } from '../../api/rules/filters';
import type { Database } from '../db/database';
import { fromListingRow, fromUniversityRow, type ListingRow } from '../db/listingRows';
import { listings, universities } from '../db/schema';

/** `text` as a LIKE pattern matching it anywhere: its own % _ and \ match literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function conditions(filter: NormalizedFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.city !== null) where.push(like(listings.citySearch, containing(filter.city)));
  if (filter.university !== null) where.push(like(listings.universitySearch, containing(filter.university)));
  if (filter.minPrice !== null) where.push(gte(listings.price, filter.minPrice));
  if (filter.maxPrice !== null) where.push(lte(listings.price, filter.maxPrice));
  if (filter.bedrooms !== null) where.push(eq(listings.bedrooms, filter.bedrooms));
  if (filter.minBedrooms !== null) where.push(gte(listings.bedrooms, filter.minBedrooms));
  return where;
}

/**
 * A sorted order in SQL: its key as the expression its index is built on (written the same way, so
 * the planner matches them), the cursor's key in that expression's terms, and back.
 */
interface SqlOrder {
  key: SQL;
  toKey: (cursorKey: number) => number;
  cursorKey: (row: ListingRow) => number;
}

const sortedOrders: Record<Exclude<ListingOrder, 'RECOMMENDED'>, SqlOrder> = {
  PRICE_ASC: { key: sql`${listings.price}`, toKey: (price) => price, cursorKey: (row) => row.price },
  PRICE_DESC: { key: sql`(-${listings.price})`, toKey: (price) => -price, cursorKey: (row) => row.price },
  DISTANCE: { key: sql`${listings.distanceM}`, toKey: (metres) => metres, cursorKey: (row) => row.distanceM },
};

/** The page's WHERE (filter and keyset), ORDER BY, and each row's cursor, for one order. */
function pageQuery(order: ListingOrder, after: ListingCursor | null): { keyset: SQL | null; orderBy: SQL[]; cursor: (row: ListingRow) => ListingCursor } {
  if (order === 'RECOMMENDED') {
    return {
      keyset: after === null ? null : gt(listings.position, after.position),
      orderBy: [asc(listings.position)],
      cursor: (row) => ({ key: null, position: row.position }),
    };
  }
  const { key, toKey, cursorKey } = sortedOrders[order];
  return {
    // The resolver only passes a cursor of this order, whose key is never null.
    keyset: after === null ? null : sql`(${key}, ${listings.position}) > (${toKey(after.key ?? 0)}, ${after.position})`,
    orderBy: [sql`${key}`, asc(listings.position)],
    cursor: (row) => ({ key: cursorKey(row), position: row.position }),
  };
}

export class SqlListings implements Listings {
  constructor(private readonly db: Database) {}

  async get(id: string): Promise<PropertyRecord | null> {
    const [row] = await this.db.select().from(listings).where(eq(listings.id, id)).limit(1);
    return row ? fromListingRow(row) : null;
  }

  async search({ filter, order, after, first }: SearchRequest): Promise<SearchPage> {
    const where = conditions(filter);
    const { keyset, orderBy, cursor } = pageQuery(order, after);
    // One row past the page says whether another page follows.
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(listings)
        .where(and(...where, ...(keyset === null ? [] : [keyset])))
        .orderBy(...orderBy)
        .limit(first + 1),
      this.db.select({ value: count() }).from(listings).where(and(...where)),
    ]);
    return {
      edges: rows.slice(0, first).map((row) => ({ node: fromListingRow(row), cursor: cursor(row) })),
      totalCount: total?.value ?? 0,
      hasNextPage: rows.length > first,
    };
  }

  async universities({ city, name }: { city: string | null; name: string | null }): Promise<UniversityRecord[]> {
    const where: SQL[] = [];
    if (city !== null) where.push(like(universities.citySearch, containing(city)));
    if (name !== null) where.push(like(universities.nameSearch, containing(name)));
    const rows = await this.db
      .select()
      .from(universities)
      .where(and(...where))
      .orderBy(asc(universities.position));
    return rows.map(fromUniversityRow);
  }
}

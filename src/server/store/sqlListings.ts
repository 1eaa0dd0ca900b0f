/**
 * The catalogue in SQL: the same answers as the in-memory Catalog (src/api/data/catalogIndex.ts)
 * for every filter, in the same order, with the same keyset pages. Text filters are substring
 * matches on the lower-cased columns, which their trigram indexes serve; `position` orders and pages.
 */
import { and, asc, count, eq, gt, gte, like, lte, type SQL } from 'drizzle-orm';
import type { Listings, SearchPage, SearchRequest } from '../../api/data/listings';
import type { PropertyRecord } from '../../api/data/model';
import type { NormalizedFilter } from '../../api/rules/filters';
import type { Database } from '../db/database';
import { fromListingRow } from '../db/listingRows';
import { listings } from '../db/schema';

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

export class SqlListings implements Listings {
  constructor(private readonly db: Database) {}

  async get(id: string): Promise<PropertyRecord | null> {
    // PostgreSQL text cannot hold U+0000, so no id has one (and asking would be an error).
    if (id.includes('\u0000')) return null;
    const [row] = await this.db.select().from(listings).where(eq(listings.id, id)).limit(1);
    return row ? fromListingRow(row) : null;
  }

  async search({ filter, after, first }: SearchRequest): Promise<SearchPage> {
    if (`${filter.city ?? ''}${filter.university ?? ''}`.includes('\u0000')) return { edges: [], totalCount: 0, hasNextPage: false };
    const where = conditions(filter);
    const page = after === null ? where : [...where, gt(listings.position, after.position)];
    // One row past the page says whether another page follows.
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(listings)
        .where(and(...page))
        .orderBy(asc(listings.position))
        .limit(first + 1),
      this.db.select({ value: count() }).from(listings).where(and(...where)),
    ]);
    return {
      edges: rows.slice(0, first).map((row) => ({ node: fromListingRow(row), cursor: { position: row.position } })),
      totalCount: total?.value ?? 0,
      hasNextPage: rows.length > first,
    };
  }
}

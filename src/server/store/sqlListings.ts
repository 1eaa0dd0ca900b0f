/**
 * The catalogue in SQL: the same answers as the in-memory Catalog (src/api/data/catalogIndex.ts)
 * for every filter, in the same order, with the same keyset pages. Text filters are substring
 * matches on the lower-cased columns, which their trigram indexes serve; `position` orders and pages.
 */
import { and, asc, count, eq, gt, gte, like, lte, min, type SQL } from 'drizzle-orm';
import type { Listings, SearchPage, SearchRequest } from '../../api/data/listings';
import type { PropertyRecord } from '../../api/data/model';
import type { NormalizedFilter } from '../../api/rules/filters';
import type { Place } from '../../api/rules/suggestions';
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

/** How long the distinct places are reused: they change only when the listings are reseeded. */
const PLACES_TTL_MS = 60_000;

export class SqlListings implements Listings {
  private cachedPlaces: { at: number; places: Promise<readonly Place[]> } | null = null;

  constructor(private readonly db: Database) {}

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
    const [cities, universities] = await Promise.all([
      this.db.select({ name: listings.city, first }).from(listings).groupBy(listings.city).orderBy(first),
      this.db.select({ name: listings.university, city: min(listings.city), first }).from(listings).groupBy(listings.university).orderBy(first),
    ]);
    return [
      ...cities.map(({ name }) => ({ kind: 'CITY' as const, name, city: null })),
      ...universities.map(({ name, city }) => ({ kind: 'UNIVERSITY' as const, name, city: city ?? '' })),
    ];
  }

  async get(id: string): Promise<PropertyRecord | null> {
    const [row] = await this.db.select().from(listings).where(eq(listings.id, id)).limit(1);
    return row ? fromListingRow(row) : null;
  }

  async search({ filter, after, first }: SearchRequest): Promise<SearchPage> {
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

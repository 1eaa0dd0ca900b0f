/**
 * Loads listings in bulk: COPY on both engines (pg-copy-streams on PostgreSQL, COPY FROM
 * '/dev/blob' on PGlite), with the listings' secondary indexes dropped during the load and rebuilt
 * from their own definitions after it, which is several times faster than maintaining them row by
 * row. A million listings take minutes, not hours (docs/server.md has the timing).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { PropertyRecord, UniversityRecord } from '../../api/data/model';
import type { Database, Driver } from './database';
import { toListingRow, toUniversityRow, type ListingRow } from './listingRows';
import { countListingsChange } from './listingsGeneration';
import { universities } from './schema';

const COLUMNS: ReadonlyArray<[string, keyof ListingRow]> = [
  ['position', 'position'],
  ['id', 'id'],
  ['name', 'name'],
  ['description', 'description'],
  ['price', 'price'],
  ['bedrooms', 'bedrooms'],
  ['bathrooms', 'bathrooms'],
  ['images', 'images'],
  ['city', 'city'],
  ['university', 'university'],
  ['city_search', 'citySearch'],
  ['university_search', 'universitySearch'],
  ['address', 'address'],
  ['amenities', 'amenities'],
  ['landlord_name', 'landlordName'],
  ['landlord_email', 'landlordEmail'],
  ['landlord_phone', 'landlordPhone'],
  ['landlord_avatar', 'landlordAvatar'],
  ['lat', 'lat'],
  ['lng', 'lng'],
  ['campus_lat', 'campusLat'],
  ['campus_lng', 'campusLng'],
  ['distance_m', 'distanceM'],
  ['available_from', 'availableFrom'],
  ['available_until', 'availableUntil'],
  ['min_stay_months', 'minStayMonths'],
  ['max_stay_months', 'maxStayMonths'],
  ['room_type', 'roomType'],
  ['bills_included', 'billsIncluded'],
  ['included_bills', 'includedBills'],
  ['bills_estimate', 'billsEstimate'],
  ['deposit', 'deposit'],
  ['owner_id', 'ownerId'],
];

const COPY_TARGET = `listings (${COLUMNS.map(([column]) => `"${column}"`).join(', ')})`;

/** One value in COPY's text format: backslash, tab, newline and carriage return escaped, null as \N. */
function copyValue(value: ListingRow[keyof ListingRow]): string {
  if (value === null) return '\\N';
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return text.replace(/[\\\t\n\r]/g, (character) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[character]!);
}

function copyLine(row: ListingRow): string {
  return `${COLUMNS.map(([, key]) => copyValue(row[key])).join('\t')}\n`;
}

/** Lines of COPY text, about `size` rows to a chunk. */
function* copyChunks(records: Iterable<PropertyRecord>, firstPosition: number, size: number): Generator<string> {
  let position = firstPosition;
  let lines: string[] = [];
  for (const record of records) {
    lines.push(copyLine(toListingRow(record, position)));
    position += 1;
    if (lines.length >= size) {
      yield lines.join('');
      lines = [];
    }
  }
  if (lines.length > 0) yield lines.join('');
}

interface Sql {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The per-group and per-group-and-price counts (schema.ts, `listing_groups`, `listing_price_groups`), rewritten from the listings in the load's transaction. */
async function recountGroups(sql: Sql): Promise<void> {
  await sql.query('DELETE FROM listing_groups');
  await sql.query(`
    INSERT INTO listing_groups (city_search, university_search, listings)
    SELECT city_search, university_search, count(*) FROM listings GROUP BY city_search, university_search`);
  await sql.query('DELETE FROM listing_price_groups');
  await sql.query(`
    INSERT INTO listing_price_groups (city_search, university_search, price, listings)
    SELECT city_search, university_search, price, count(*) FROM listings GROUP BY city_search, university_search, price`);
}

const SECONDARY_INDEXES = `
  SELECT indexname AS name, indexdef AS definition FROM pg_indexes
  WHERE schemaname = current_schema() AND tablename = 'listings' AND indexname <> 'listings_pkey'`;

/**
 * Runs `load` with the listings' secondary indexes dropped, then builds them again as they were;
 * and without the trigger that counts inserted listings into listing_stay_counts (migration 0020),
 * whose cells are then rebuilt from the whole table in the same transaction: one aggregate over the
 * table, where the trigger would hold every copied row a second time to count them.
 */
async function withoutIndexes(sql: Sql, load: () => Promise<void>): Promise<void> {
  const { rows } = await sql.query(SECONDARY_INDEXES);
  const indexes = rows as Array<{ name: string; definition: string }>;
  for (const { name } of indexes) await sql.query(`DROP INDEX "${name}"`);
  await sql.query('ALTER TABLE listings DISABLE TRIGGER listings_stay_counts_insert');
  await load();
  await sql.query('ALTER TABLE listings ENABLE TRIGGER listings_stay_counts_insert');
  await sql.query('SELECT listing_stay_counts_rebuild()');
  for (const { definition } of indexes) await sql.query(definition);
}

export interface BulkLoadOptions {
  /** Empty the table first (a reseed); otherwise the rows are appended after `firstPosition`. */
  replace: boolean;
  firstPosition?: number;
}

/** Writes the records as listings, in one transaction: a failed load leaves the table as it was. */
export async function loadListings(driver: Driver, records: Iterable<PropertyRecord>, { replace, firstPosition = 0 }: BulkLoadOptions): Promise<void> {
  if (driver.kind === 'postgres') {
    const client = await driver.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SET LOCAL maintenance_work_mem = '256MB'");
      if (replace) await client.query('TRUNCATE listings, listing_drafts');
      await withoutIndexes(client, () =>
        pipeline(Readable.from(copyChunks(records, firstPosition, 1000)), client.query(copyFrom(`COPY ${COPY_TARGET} FROM STDIN`))),
      );
      await recountGroups(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    // VACUUM too: it marks the new pages all-visible, which index-only scans (the counts) need.
    await driver.pool.query('VACUUM ANALYZE listings, listing_stay_counts');
    return;
  }
  const { client } = driver;
  // Before: a search from now on reads the groups afresh (after the load, PGlite being one
  // connection). After: one that read them while the load ran does not keep what it read.
  countListingsChange(client);
  try {
    await client.transaction(async (tx) => {
      if (replace) await tx.query('TRUNCATE listings, listing_drafts');
      await withoutIndexes(tx, async () => {
        for (const chunk of copyChunks(records, firstPosition, 20_000)) {
          await tx.query(`COPY ${COPY_TARGET} FROM '/dev/blob'`, [], { blob: new Blob([chunk]) });
        }
      });
      await recountGroups(tx);
    });
  } finally {
    countListingsChange(client);
  }
  await client.query('VACUUM ANALYZE listings, listing_stay_counts');
}

/** Replaces the universities table (36 rows: no COPY needed), keeping the order given. */
export async function replaceUniversities(db: Database, records: readonly UniversityRecord[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(universities);
    if (records.length > 0) await tx.insert(universities).values(records.map(toUniversityRow));
  });
}

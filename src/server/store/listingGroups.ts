/**
 * The distinct (city, university) pairs of the listings, lower-cased: a few dozen, however many
 * listings there are. A search resolves its substring filters against them in JavaScript, with the
 * in-browser catalogue's own rule (String.prototype.includes on the lower-cased names, catalogIndex.ts),
 * then asks the database for those groups by equality, which its btrees answer exactly.
 */
import { sql } from 'drizzle-orm';
import type { NormalizedFilter } from '../../api/rules/filters';
import type { Database } from '../db/database';
import { listings } from '../db/schema';

export interface ListingGroup {
  city: string;
  university: string;
}

/**
 * A loose index scan: each step jumps past the previous pair in a (city_search, university_search)
 * index, so a million listings in 36 groups cost 37 index descents (under a millisecond), where
 * SELECT DISTINCT would read every entry.
 */
const DISTINCT_GROUPS = sql`
  WITH RECURSIVE pair AS (
    (SELECT ${listings.citySearch} AS city, ${listings.universitySearch} AS university FROM ${listings}
      ORDER BY ${listings.citySearch}, ${listings.universitySearch} LIMIT 1)
    UNION ALL
    SELECT next.city, next.university FROM pair CROSS JOIN LATERAL (
      SELECT ${listings.citySearch} AS city, ${listings.universitySearch} AS university FROM ${listings}
      WHERE (${listings.citySearch}, ${listings.universitySearch}) > (pair.city, pair.university)
      ORDER BY ${listings.citySearch}, ${listings.universitySearch} LIMIT 1
    ) next
  )
  SELECT city, university FROM pair`;

function isGroup(row: unknown): row is ListingGroup {
  if (typeof row !== 'object' || row === null) return false;
  const { city, university } = row as Record<string, unknown>;
  return typeof city === 'string' && typeof university === 'string';
}

export async function listingGroups(db: Database): Promise<ListingGroup[]> {
  // Both drivers (node-postgres and PGlite) answer a raw statement with `{ rows }`.
  const { rows } = (await db.execute(DISTINCT_GROUPS)) as { rows: unknown[] };
  return rows.map((row) => {
    if (!isGroup(row)) throw new Error(`Not a listing group: ${JSON.stringify(row)}`);
    return row;
  });
}

/** The groups whose city and university contain the filter's texts (null: any). */
export function matchingGroups(groups: readonly ListingGroup[], { city, university }: Pick<NormalizedFilter, 'city' | 'university'>): ListingGroup[] {
  return groups.filter((group) => (city === null || group.city.includes(city)) && (university === null || group.university.includes(university)));
}

import { asc, count } from 'drizzle-orm';
import type { Database } from '../db/database';
import { listings } from '../db/schema';
import type { SitemapListings } from '../pages/sitemap';

/** The listings' ids for the sitemap, in catalogue order (the primary order's index). */
export function sqlSitemapListings(db: Database): SitemapListings {
  return {
    async count() {
      const [row] = await db.select({ total: count() }).from(listings);
      return row?.total ?? 0;
    },
    async ids(offset, limit) {
      const rows = await db.select({ id: listings.id }).from(listings).orderBy(asc(listings.position)).limit(limit).offset(offset);
      return rows.map((row) => row.id);
    },
  };
}

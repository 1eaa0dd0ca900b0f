/**
 * Listings read as JSON that PostgreSQL builds (json_build_array of their columns, in a known
 * order): one text field per statement rather than a field per column, which the driver would
 * decode one by one in the server's thread. Arrays rather than objects: no copy of the column
 * names in every row. The values are the columns' own (see sqlListings.ts's fromJsonPage).
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PropertyRecord } from '../../api/data/model';
import { detailColumns, fromListingDetails, fromPageTuple, pageColumns, type ListingDetailsRow, type PageTuple } from '../db/listingRows';
import { listings } from '../db/schema';

const columnsOf = (keys: ReadonlyArray<keyof ReturnType<typeof getTableColumns<typeof listings>>>, table: string) => {
  const columns = getTableColumns(listings);
  return sql.join(
    keys.map((key) => sql`${sql.identifier(table)}.${sql.identifier(columns[key].name)}`),
    sql`, `,
  );
};

/** The page's columns (pageColumns) of `table`, a listings table or a subquery of its columns. */
export const pageColumnsOf = (table: string) => columnsOf(pageColumns, table);

/** The page's columns and then the details' (detailColumns) of `table`: a whole listing, as fromListingTuple reads it. */
export const listingColumnsOf = (table: string) => sql`${pageColumnsOf(table)}, ${columnsOf(detailColumns, table)}`;

/** A whole listing and its place in the catalogue from the values of listingColumnsOf, in their order; what follows them is the caller's. */
export function fromListingTuple(values: readonly unknown[]): { record: PropertyRecord; position: number } {
  const { node, position } = fromPageTuple(values.slice(0, pageColumns.length) as PageTuple);
  const details = Object.fromEntries(detailColumns.map((key, index) => [key, values[pageColumns.length + index]])) as ListingDetailsRow;
  return { record: { ...node, ...fromListingDetails(details) }, position };
}

/** How many values listingColumnsOf gives. */
export const LISTING_COLUMNS = pageColumns.length + detailColumns.length;

/**
 * Requests to book read as one JSON text that PostgreSQL builds (json_build_array of their columns,
 * in bookingColumns' order), as listingJson.ts reads listings: one field per statement for the
 * driver to decode, not one per column and row. The values are the columns' own: text, integers,
 * epoch milliseconds (bigint, well inside a double's exact range), booleans, and dates, which
 * PostgreSQL's JSON writes as ISO 'YYYY-MM-DD' whatever the session's DateStyle.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { BookingRecord } from '../../api/store/bookings';
import { bookingRequests } from '../db/schema';

type Row = typeof bookingRequests.$inferSelect;

const columns = getTableColumns(bookingRequests);

/** Every column of a request, in the order its JSON array holds them. */
const bookingColumns = Object.keys(columns) as Array<keyof Row>;

/** `json_build_array` of a request's columns, read from `table` (the table or a subquery's alias). */
export const bookingArrayOf = (table: string): SQL =>
  sql`json_build_array(${sql.join(
    bookingColumns.map((key) => sql`${sql.identifier(table)}.${sql.identifier(columns[key].name)}`),
    sql`, `,
  )})`;

/** The row as a record: its `expiry_mailed` mark (named before expiry had a line) is `expiryTold`. */
export function toBookingRecord(row: Row): BookingRecord {
  const { expiryMailed, ...record } = row;
  return { ...record, expiryTold: expiryMailed };
}

/** A request from the values of bookingArrayOf, in their order. */
export function fromBookingValues(values: readonly unknown[]): BookingRecord {
  return toBookingRecord(Object.fromEntries(bookingColumns.map((key, index) => [key, values[index]])) as Row);
}

/**
 * A statement drizzle has built, run by the database's own driver with each run's values in place
 * of its placeholders, rows as arrays. drizzle's own prepared execute wraps every run in tracing
 * spans, a cache lookup and a row mapper, none of which a statement read by its own `read` needs
 * (store/searchStatements.ts runs the search this way).
 */
import { fillPlaceholders } from 'drizzle-orm';
import type { Driver } from './database';
import { runNamed } from './pgliteStatement';

export interface DriverStatement<Result> {
  execute(values: Record<string, unknown>): Promise<Result>;
}

/** A statement's rows as the driver gives them in array mode: its columns' values, in select order. */
export type Rows = unknown[][];

/** A query drizzle has built, as text and parameters (placeholders among them). */
export interface Built {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * `query`'s text run by the driver with each run's values in place of its placeholders, its rows
 * read by `read`. A named statement: each of PostgreSQL's connections parses it once, and PGlite
 * once (pgliteStatement.ts).
 */
export function driverStatement<Result>(driver: Driver, name: string, query: Built, read: (rows: Rows) => Result): DriverStatement<Result> {
  const { sql: text, params } = query.toSQL();
  if (driver.kind === 'postgres') {
    const config = { name, text, rowMode: 'array' as const };
    return { execute: async (values) => read((await driver.pool.query<unknown[]>(config, fillPlaceholders(params, values))).rows) };
  }
  return { execute: async (values) => read(await runNamed(driver.client, name, text, fillPlaceholders(params, values))) };
}

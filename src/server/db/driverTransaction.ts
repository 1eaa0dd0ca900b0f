/**
 * A transaction run on the database's own driver, its statements built once (as driverStatement's)
 * and run with each call's values: on PostgreSQL named statements on one pooled connection, so
 * each connection parses and plans them once, where drizzle's transactions send every statement
 * unnamed (parsed and planned at each run); on PGlite, its one connection's transaction.
 */
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Driver } from './database';
import type { Rows } from './driverStatement';

/** A statement's text and parameters (drizzle placeholders among them), and how its rows are read. */
export interface TransactionStatement<Result> {
  name: string;
  text: string;
  params: unknown[];
  read(rows: Rows): Result;
}

const dialect = new PgDialect();

/** `query` (drizzle's sql, values as `sql.placeholder`) as the named statement `name`, its rows read by `read`. */
export function transactionStatement<Result>(name: string, query: SQL, read: (rows: Rows) => Result): TransactionStatement<Result> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params, read };
}

/** Runs a statement of the transaction with its placeholders' values. */
export type RunStatement = <Result>(statement: TransactionStatement<Result>, values: Record<string, unknown>) => Promise<Result>;

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(driver: Driver, work: (run: RunStatement) => Promise<T>): Promise<T> {
  if (driver.kind === 'pglite') {
    return driver.client.transaction((tx) =>
      work(async (statement, values) =>
        statement.read((await tx.query<unknown[]>(statement.text, fillPlaceholders(statement.params, values), { rowMode: 'array' })).rows),
      ),
    );
  }
  const client = await driver.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(async (statement, values) => {
      const config = { name: statement.name, text: statement.text, values: fillPlaceholders(statement.params, values), rowMode: 'array' as const };
      return statement.read((await client.query<unknown[]>(config)).rows);
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is not given to the next request.
    await client.query('ROLLBACK').catch((rollback: unknown) => {
      broken = rollback instanceof Error ? rollback : new Error(String(rollback));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

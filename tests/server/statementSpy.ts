/**
 * The statements a test's requests send to the database, on either engine: node-postgres's
 * `pool.query` calls, or on PGlite its own `query` calls and the named statements run through its
 * wire protocol (src/server/db/pgliteStatement.ts), each named run's text read from
 * `pg_prepared_statements`.
 */
import { vi } from 'vitest';
import type { Driver } from '../../src/server/db/database';

/** The statement a Bind message names (empty for PGlite's own unnamed statements). */
function boundStatement(message: Uint8Array): string | null {
  // 'B', its length (4 bytes), the portal's name, then the statement's, each ended by a zero byte.
  if (message[0] !== 'B'.charCodeAt(0)) return null;
  const portalEnd = message.indexOf(0, 5);
  const statementEnd = message.indexOf(0, portalEnd + 1);
  return new TextDecoder().decode(message.subarray(portalEnd + 1, statementEnd));
}

const textOf = (argument: unknown) => (typeof argument === 'string' ? argument : ((argument as { text?: string } | null)?.text ?? ''));

export interface StatementSpy {
  /** The statements sent since the spy began (or was cleared), in order. */
  texts(): Promise<string[]>;
  /** The statements' names, in order ('' for an unnamed one, parsed and planned at its run). */
  names(): string[];
  count(): number;
  clear(): void;
  restore(): void;
}

/**
 * The statements sent through `drivers`: a database's own and its search's (DatabaseHandle's
 * `driver` and `searchDriver`, two pools on PostgreSQL, one client on PGlite), in the order sent.
 */
export function spyOnStatements(...drivers: Driver[]): StatementSpy {
  const driver = drivers[0]!;
  if (driver.kind === 'postgres') {
    const pools = [...new Set(drivers.map((each) => (each.kind === 'postgres' ? each.pool : null)).filter((pool) => pool !== null))];
    const queries = pools.map((pool) => vi.spyOn(pool, 'query'));
    // Each call's first argument, the pools' calls in the order they were made.
    const sent = () =>
      queries
        .flatMap((query) => query.mock.calls.map(([argument], index) => ({ argument, order: query.mock.invocationCallOrder[index]! })))
        .sort((a, b) => a.order - b.order)
        .map(({ argument }) => argument as unknown);
    return {
      texts: () => Promise.resolve(sent().map(textOf)),
      names: () => sent().map((argument) => (typeof argument === 'string' ? '' : ((argument as { name?: string } | null)?.name ?? ''))),
      count: () => sent().length,
      clear() {
        for (const query of queries) query.mockClear();
      },
      restore() {
        for (const query of queries) query.mockRestore();
      },
    };
  }
  const { client } = driver;
  const sent: Array<{ text: string } | { named: string }> = [];
  const ownQuery = client.query.bind(client);
  const ownProtocol = client.execProtocolStream.bind(client);
  const query = vi.spyOn(client, 'query').mockImplementation((text, ...rest) => {
    sent.push({ text });
    return ownQuery(text, ...rest);
  });
  const protocol = vi.spyOn(client, 'execProtocolStream').mockImplementation((message, ...rest) => {
    const named = boundStatement(message);
    if (named) sent.push({ named });
    return ownProtocol(message, ...rest);
  });
  return {
    async texts() {
      const prepared = new Map(
        (await ownQuery<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements')).rows.map((row) => [
          row.name,
          row.statement,
        ]),
      );
      return sent.map((statement) => ('text' in statement ? statement.text : (prepared.get(statement.named) ?? statement.named)));
    },
    names: () => sent.map((statement) => ('named' in statement ? statement.named : '')),
    count: () => sent.length,
    clear() {
      sent.splice(0);
    },
    restore() {
      query.mockRestore();
      protocol.mockRestore();
    },
  };
}

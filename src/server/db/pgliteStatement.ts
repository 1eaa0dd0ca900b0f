/**
 * Named statements on PGlite, through its wire protocol. PGlite's own `query` sends every run as an
 * unnamed statement, five calls into the WebAssembly (parse, describe, bind, describe, execute),
 * so each run is parsed and planned anew; a named statement is parsed once per database and, after
 * its first runs, keeps a plan, as a named statement does on each of PostgreSQL's connections. At
 * 100,000 listings this took a search page's statement from 0.9 to 0.3 ms of CPU.
 *
 * For reads: PGlite's `query` also syncs its files after a statement outside a transaction, which
 * a read does not need (and a folder's file system does not either: its writes go straight through).
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/** Each database's statements prepared so far, with their parameters' types. */
const prepared = new WeakMap<PGlite, Map<string, readonly number[]>>();

function joined(messages: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    whole.set(message, offset);
    offset += message.length;
  }
  return whole;
}

/** Parses `text` as the statement `name` on first use and learns its parameters' types. */
async function parameterTypes(client: PGlite, name: string, text: string): Promise<readonly number[]> {
  let statements = prepared.get(client);
  if (!statements) prepared.set(client, (statements = new Map<string, readonly number[]>()));
  const known = statements.get(name);
  if (known) return known;
  const { serialize } = protocol;
  const answer = await client.execProtocolStream(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
    syncToFs: false,
  });
  const description = answer.find(
    (message): message is InstanceType<typeof protocol.messages.ParameterDescriptionMessage> => message.name === 'parameterDescription',
  );
  const types = description?.dataTypeIDs ?? [];
  statements.set(name, types);
  return types;
}

/**
 * Runs `text` as the named statement `name` with `values`, its rows as arrays. Between other
 * statements and transactions, never inside one (PGlite has one session for all).
 */
export function runNamed(client: PGlite, name: string, text: string, values: readonly unknown[]): Promise<unknown[][]> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const types = await parameterTypes(client, name, text);
      const serialized = values.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[index]!];
        if (serializer) return serializer(value);
        // A type PGlite has no serializer for: its text, as PGlite's own query would send it.
        return typeof value === 'string' ? value : JSON.stringify(value);
      });
      const { serialize } = protocol;
      const answer = await client.execProtocolStream(
        joined([serialize.bind({ statement: name, values: serialized }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      return (parse.parseResults(answer, client.parsers, { rowMode: 'array' })[0]?.rows ?? []) as unknown[][];
    }),
  );
}

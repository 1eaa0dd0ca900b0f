/**
 * The two loads the server bench compares: HTTP requests to /graphql from autocannon, and the
 * statements the server runs for the same search sent straight through node-postgres, each with
 * the same number of requests in flight for the same time.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { searchBody, searchHeaders } from './searchRequest';

export interface LoadFigures {
  /** Completed requests (searches) per second. */
  throughput: number;
  /** Completed requests (searches). */
  completed: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests not answered 2xx, connection errors and timeouts. */
  failures: number;
}

/** `connections` clients on one URL for `seconds`, each sending the search page's query again as soon as it has its answer. */
export function loadServer(url: string, pageQuery: string, connections: number, seconds: number): Promise<LoadFigures> {
  return loadBodies(`${url}/graphql`, [searchBody(pageQuery)], searchHeaders, connections, seconds);
}

/** `connections` clients POSTing `bodies` to `url` for `seconds`, each going through them in turn, the next as soon as it has an answer. */
export async function loadBodies(
  url: string,
  bodies: readonly string[],
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    requests: bodies.map((body) => ({ method: 'POST', body })),
    connections,
    duration: seconds,
  });
  return {
    throughput: result.requests.total / result.duration,
    completed: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A request that changes what it names (accepting a request to book): its body and its own headers (the session of its user). */
export interface OneOffRequest {
  body: string;
  headers: Record<string, string>;
}

/**
 * `connections` clients POSTing requests taken in turn from `queue`, each request sent at most
 * once, for at most `seconds` and never more than the queue holds: autocannon builds each request
 * through `setupRequest` just before it sends it (a connection's first when it is made), and is
 * told to send `connections` fewer than the queue has, so that a connection made again never finds
 * it empty. `succeeded` judges each 200 answer's body; the others count as failures.
 */
export async function loadEachOnce(
  url: string,
  queue: { next(): OneOffRequest | undefined; left(): number },
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  succeeded: (body: string) => boolean,
): Promise<LoadFigures> {
  const sendable = queue.left() - connections;
  if (sendable < connections) throw new Error(`only ${queue.left()} requests left for ${connections} connections`);
  let refused = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    connections,
    duration: seconds,
    maxOverallRequests: sendable,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const next = queue.next();
          if (!next) throw new Error('the requests ran out before autocannon stopped');
          return { ...request, body: next.body, headers: { ...request.headers, ...next.headers } };
        },
        onResponse: (status, body) => {
          if (status === 200 && !succeeded(body)) refused += 1;
        },
      },
    ],
  });
  return {
    throughput: result.requests.total / result.duration,
    completed: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts + refused,
  };
}

/** One statement as node-postgres was asked it: its config (text, row mode) and parameters. */
interface Statement {
  config: pg.QueryConfig;
  values: unknown[] | undefined;
}

/** Statements issued while none was outstanding start a new stage; a stage's statements ran at once. */
export type StatementStages = Statement[][];

/**
 * What `run` asks of PostgreSQL, recorded from a pool that passes each query on: its statements in
 * stages, where the statements of one stage were in flight together (the store's page and count).
 */
export async function recordStatements(pool: pg.Pool, run: (pool: pg.Pool) => Promise<unknown>): Promise<StatementStages> {
  const stages: StatementStages = [];
  let inFlight = 0;
  const recording = new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return async (config: string | pg.QueryConfig, values?: unknown[]) => {
        const statement: Statement = { config: typeof config === 'string' ? { text: config } : config, values };
        if (inFlight === 0 || stages.length === 0) stages.push([]);
        stages.at(-1)!.push(statement);
        inFlight += 1;
        try {
          return await target.query(statement.config, values);
        } finally {
          inFlight -= 1;
        }
      };
    },
  });
  await run(recording);
  return stages;
}

/**
 * Loads of the same kind run in turns, as one: their searches over their time together, p50 the
 * searches' mean of the turns' p50s, p99 the worst turn's (each turn's own percentiles are all
 * autocannon reports, and the worst is the one a target must hold for).
 */
export function combinedLoad(turns: readonly LoadFigures[]): LoadFigures {
  const completed = turns.reduce((sum, turn) => sum + turn.completed, 0);
  const seconds = turns.reduce((sum, turn) => sum + turn.completed / Math.max(turn.throughput, Number.MIN_VALUE), 0);
  return {
    throughput: completed / Math.max(seconds, Number.MIN_VALUE),
    completed,
    p50Ms: turns.reduce((sum, turn) => sum + turn.p50Ms * turn.completed, 0) / Math.max(completed, 1),
    p99Ms: Math.max(...turns.map((turn) => turn.p99Ms)),
    failures: turns.reduce((sum, turn) => sum + turn.failures, 0),
  };
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

/** `clients` loops on one pool for `seconds`, each replaying the stages (a stage's statements at once) as one search. */
export async function loadStatements(pool: pg.Pool, stages: StatementStages, clients: number, seconds: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const client = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        for (const stage of stages) await Promise.all(stage.map(({ config, values }) => pool.query(config, values)));
        latencies.push(performance.now() - start);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { throughput: latencies.length / elapsed, completed: latencies.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), failures };
}

/** How long one search takes over HTTP (keep-alive) with nothing else in flight: the latency with no queue in front of it. */
export async function timedSearch(url: string, pageQuery: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: searchHeaders, body: searchBody(pageQuery) });
  if (response.status !== 200) throw new Error(`search ${pageQuery}: HTTP ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - start;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

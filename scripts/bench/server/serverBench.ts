/**
 * `npm run bench -- --only=server`: `npm run server` under a bounded load of the search page's first
 * page (32 connections for 10 s from autocannon, on 127.0.0.1, after 2 s to warm up), over 1,000,000 listings in
 * PostgreSQL (a throwaway cluster from Debian's binaries) and 100,000 in PGlite, against the targets
 * of issue 15: p99, throughput against the same SQL straight through node-postgres, resident
 * memory, and how the indexed filters grow from 10,000 to 1,000,000 listings; the same for a dated
 * search (issue #32).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { normalizeFilter } from '../../../src/api/rules/filters';
import { addMonths, utcToday } from '../../../src/lib/calendarDate';
import { POSTGRES_POOL_SIZE, SEARCH_CONNECTION_OPTIONS } from '../../../src/server/db/database';
import * as schema from '../../../src/server/db/schema';
import { SqlListings } from '../../../src/server/store/sqlListings';
import { freePort, startThrowawayCluster, type ThrowawayCluster } from '../../postgres/throwawayCluster';
import { ms, type Row } from '../report';
import { loadServer, loadStatements, median, recordStatements, timedSearch } from './load';
import { combinedTurns, perSearch, type MeasuredLoad } from './measuredLoad';
import { cpuValue, loadRows, mb } from './loadRows';
import { bookingRows, postmasterOf, type BookingRowsChoice } from './bookingLoad';
import { conversationRows } from './conversationLoad';
import { pageBenchRows, pageRows, type PageBenchOptions } from './pageBench';
import { postgraphileRows, startPostgraphile } from './postgraphilePeer';
import { measureCpu, sampleResidentPeak, seed, startServer, type ServerProcess, type Storage } from './processes';
import { searchBody, searchHeaders, searchVariables } from './searchRequest';

export const serverTargets = {
  postgresP99Ms: 50,
  pgliteP99Ms: 100,
  throughputShare: 0.5,
  residentBytes: 300 * 1024 * 1024,
  listingPageP99Ms: 50,
  searchPageP99Ms: 80,
};
const CONNECTIONS = 32;
/** Each load run's length; BENCH_SERVER_SECONDS shortens it for a quick look (the figures are then not the issue's). */
const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 10);
/**
 * Each load first runs unmeasured for a fifth as long, the server's and the replay alike: the
 * figures are of a warm process (compiled code, open connections, prepared statements), not of its
 * first second, when V8 compiles the hot paths and the pool opens its connections.
 */
const WARM_UP_SECONDS = SECONDS / 5;
/** The server and the same SQL through pg take turns of SECONDS / LOAD_TURNS each (serverAndSameSql). */
const LOAD_TURNS = 2;
/** Ports this bench may listen on (BENCH_PORTS=from-to): machines shared between runs agree on ranges. */
const PORTS = (process.env.BENCH_PORTS ?? '4800-4899').split('-').map(Number) as [number, number];

/**
 * A student's stay (issue #32): a studio in Berlin from three months ahead for ten months. The seed
 * spreads the places' dates over the twelve months from its own day (scripts/data/generate.ts), so
 * some match and some do not, whenever the bench runs.
 */
const moveIn = addMonths(utcToday(), 3);
const stayPage = `city=Berlin&moveIn=${moveIn}&moveOut=${addMonths(moveIn, 10)}&roomType=studio`;
/** The search page's own URLs: what it asks for `/search?city=Berlin`, for `/search` and for a dated search. */
const loadPages = { 'city=Berlin': 'city=Berlin', 'no filter': '', 'Berlin studio stay': stayPage } as const;
/** One indexed filter of each kind, for the growth check. */
const growthPages = { city: 'city=Berlin', university: 'university=Humboldt University of Berlin', stay: stayPage } as const;
const growthSizes = [10_000, 100_000, 1_000_000] as const;
type GrowthSize = (typeof growthSizes)[number];
const GROWTH_SAMPLES = 200;
const GROWTH_WARM_UP = 20;
/** Searches of one size in a row before the next size's turn. */
const GROWTH_TURN = 10;

/** The first answer is checked before any load: a bench of errors would measure nothing. */
async function checkAnswer(server: ServerProcess, pageQuery: string): Promise<number> {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: searchHeaders, body: searchBody(pageQuery) });
  const body = (await response.json()) as { data?: { properties: { totalCount: number; edges: unknown[] } }; errors?: unknown[] };
  if (response.status !== 200 || body.errors || !body.data || body.data.properties.edges.length === 0) {
    throw new Error(`search "${pageQuery}" answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  }
  return body.data.properties.totalCount;
}

/** The load on a running server, with its resident memory sampled and the CPU of every process counted. */
async function measuredLoad(
  server: ServerProcess,
  pageQuery: string,
  postmasterPid: number | null,
  seconds: number,
): Promise<MeasuredLoad & { residentPeak: number }> {
  const sampler = sampleResidentPeak(server.pid);
  const cpu = measureCpu(server.pid, postmasterPid);
  const figures = await loadServer(server.url, pageQuery, CONNECTIONS, seconds);
  return { ...figures, residentPeak: sampler.stop(), cpu: perSearch(cpu.stop(), figures.completed) };
}

/** The statements the store runs for the page's search, to replay through node-postgres with as many clients. */
async function sameSql(url: string, pageQuery: string, postmasterPid: number | null) {
  // The pool the server's search has, its plans too: the comparison is of everything above it.
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE, options: SEARCH_CONNECTION_OPTIONS });
  const variables = searchVariables(pageQuery);
  const stages = await recordStatements(pool, (recording) =>
    new SqlListings(drizzle({ client: recording, schema }), { kind: 'postgres', pool: recording }).search({
      filter: normalizeFilter(variables.filter),
      order: variables.sort,
      after: null,
      first: variables.first,
    }),
  );
  return {
    async load(seconds: number): Promise<MeasuredLoad> {
      const cpu = measureCpu(null, postmasterPid);
      const figures = await loadStatements(pool, stages, CONNECTIONS, seconds);
      return { ...figures, cpu: perSearch(cpu.stop(), figures.completed) };
    },
    end: () => pool.end(),
  };
}

/**
 * The search through the server and its SQL through pg, each warmed up first (WARM_UP_SECONDS)
 * and then measured in turns that alternate (LOAD_TURNS of SECONDS in all, each): whatever else the
 * machine does meanwhile (a checkpoint writing the seed's pages, other work) falls on both alike.
 */
async function serverAndSameSql(server: ServerProcess, url: string, pageQuery: string, postmasterPid: number | null) {
  const direct = await sameSql(url, pageQuery, postmasterPid);
  try {
    await loadServer(server.url, pageQuery, CONNECTIONS, WARM_UP_SECONDS);
    await direct.load(WARM_UP_SECONDS);
    const servedTurns: Array<MeasuredLoad & { residentPeak: number }> = [];
    const directTurns: MeasuredLoad[] = [];
    for (let turn = 0; turn < LOAD_TURNS; turn += 1) {
      servedTurns.push(await measuredLoad(server, pageQuery, postmasterPid, SECONDS / LOAD_TURNS));
      directTurns.push(await direct.load(SECONDS / LOAD_TURNS));
    }
    return {
      served: { ...combinedTurns(servedTurns), residentPeak: Math.max(...servedTurns.map((turn) => turn.residentPeak)) },
      direct: combinedTurns(directTurns),
    };
  } finally {
    await direct.end();
  }
}

/** Runs `statements` on the server `serverUrl` names (through any database of it). */
async function administer(serverUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new database `name` on the server `serverUrl` names, replacing one of that name. */
async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await administer(serverUrl, `DROP DATABASE IF EXISTS ${name}`, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return administer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
}

/**
 * Growth no worse than logarithmic. If a search costs t(n) = a + b·log n with a, b ≥ 0 (a fixed
 * cost plus index descents), then t(1M) / t(10k) ≤ log(1M) / log(10k) = 1.5, with equality when
 * a = 0; a linear part (counting every match, say) breaks it by far (×100 in size). So the rule is
 * p50(1,000,000) / p50(10,000) ≤ ln(1,000,000) / ln(10,000). Each p50 is of 200 searches one at a
 * time after 20 to warm up, so that it measures the search and not a queue; the sizes take turns of
 * 10 searches on their three servers, so that whatever else the machine does (writing back the
 * pages a seed left dirty, other work) falls on every size alike.
 */
function growthRows(medians: Record<keyof typeof growthPages, Map<number, number>>): Row[] {
  const rows: Row[] = [];
  const smallest = growthSizes[0];
  const largest = growthSizes[growthSizes.length - 1]!;
  const bound = Math.log(largest) / Math.log(smallest);
  for (const [filter, bySize] of Object.entries(medians)) {
    for (const size of growthSizes) {
      rows.push({
        figure: `PostgreSQL ${filter} filter (${growthPages[filter as keyof typeof growthPages]}) p50 at ${size.toLocaleString('en')}, one at a time`,
        value: ms(bySize.get(size)!),
        target: '',
        pass: null,
      });
    }
    const ratio = bySize.get(largest)! / bySize.get(smallest)!;
    rows.push({
      figure: `PostgreSQL ${filter} filter: p50 growth 10k → 1M`,
      value: `× ${ratio.toFixed(2)}`,
      target: `≤ × ${bound.toFixed(2)} (log)`,
      pass: ratio <= bound,
    });
  }
  return rows;
}

/** The growth check's medians: a server on each size, the sizes taking turns (growthRows says why). */
async function growthMedians(urls: ReadonlyMap<GrowthSize, string>): Promise<Record<keyof typeof growthPages, Map<number, number>>> {
  const servers = new Map<GrowthSize, ServerProcess>();
  try {
    for (const size of growthSizes) servers.set(size, await startServer({ DATABASE_URL: urls.get(size)! }, await freePort(PORTS)));
    const medians = { city: new Map<number, number>(), university: new Map<number, number>(), stay: new Map<number, number>() };
    for (const [filter, pageQuery] of Object.entries(growthPages)) {
      const times = new Map<GrowthSize, number[]>(growthSizes.map((size) => [size, []]));
      for (const server of servers.values()) {
        await checkAnswer(server, pageQuery);
        for (let warmUp = 0; warmUp < GROWTH_WARM_UP; warmUp += 1) await timedSearch(server.url, pageQuery);
      }
      for (let done = 0; done < GROWTH_SAMPLES; done += GROWTH_TURN) {
        for (const [size, server] of servers) {
          for (let sample = 0; sample < GROWTH_TURN; sample += 1) times.get(size)!.push(await timedSearch(server.url, pageQuery));
        }
      }
      for (const [size, sizeTimes] of times) medians[filter as keyof typeof growthPages].set(size, median(sizeTimes));
    }
    return medians;
  } finally {
    await Promise.all([...servers.values()].map((server) => server.stop()));
  }
}

/** The page rows' options, as this bench's own loads run. */
function pageOptions(): Omit<PageBenchOptions, 'databaseUrl' | 'postmasterPid' | 'pick'> {
  return {
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    port: () => freePort(PORTS),
    listingP99Ms: serverTargets.listingPageP99Ms,
    searchP99Ms: serverTargets.searchPageP99Ms,
    residentBytes: serverTargets.residentBytes,
  };
}

/** `--only=pages`: the page rows alone on an existing database (pageBench.ts). */
export function pagesBenchRows(): Promise<Row[]> {
  return pageBenchRows(pageOptions());
}

/** The same database through PostGraphile, query by query against ours (issue #37; postgraphilePeer.ts). */
async function peerRows(
  server: ServerProcess,
  url: string,
  postmasterPid: number | null,
  pick?: RegExp,
  baseline?: { root: string; server: ServerProcess },
): Promise<Row[]> {
  const peer = await startPostgraphile(url, await freePort(PORTS), POSTGRES_POOL_SIZE);
  try {
    return await postgraphileRows({
      baseline,
      databaseUrl: url,
      ours: server,
      peer,
      postmasterPid,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      turns: LOAD_TURNS,
      pick,
    });
  } catch (error) {
    // The other figures stand on their own: a failed comparison is a row of its own, not the end of the run.
    return [{ figure: 'PostgreSQL 1M, CampusNest against PostGraphile', value: `failed: ${String(error).slice(0, 300)}`, target: 'answers', pass: false }];
  } finally {
    await peer.stop();
  }
}

/** A landlord's messages list and long thread, signed in (conversationLoad.ts). */
async function signedInRows(server: ServerProcess, databaseUrl: string, label: string): Promise<Row[]> {
  try {
    return await conversationRows({ server, databaseUrl, label, connections: CONNECTIONS, seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS });
  } catch (error) {
    // The other figures stand on their own: a failed load is a row of its own, not the end of the run.
    return [{ figure: `${label}, a landlord's conversations`, value: `failed: ${String(error).slice(0, 300)}`, target: 'answers', pass: false }];
  }
}

/**
 * `--only=peer`: the PostGraphile comparison alone, on a database that already exists
 * (BENCH_DATABASE_URL, seeded with `npm run seed -- --count N`): no cluster and no seeding, for
 * comparing a change in minutes. BENCH_PEER_ROWS, a regular expression, picks rows by their label;
 * BENCH_POSTMASTER_PID, the database's postmaster, adds PostgreSQL's CPU per request (all of its
 * backends': the figure includes whatever else uses that server meanwhile). BENCH_BASELINE_ROOT,
 * another checkout of the project with its packages (e.g. a worktree of main), runs its server in
 * the same turns: a row per query compares this checkout's with it.
 */
export async function peerBenchRows(): Promise<Row[]> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('--only=peer needs BENCH_DATABASE_URL, a database seeded with npm run seed');
  const postmasterPid = process.env.BENCH_POSTMASTER_PID ? Number(process.env.BENCH_POSTMASTER_PID) : null;
  const pick = process.env.BENCH_PEER_ROWS ? new RegExp(process.env.BENCH_PEER_ROWS) : undefined;
  const baselineRoot = process.env.BENCH_BASELINE_ROOT;
  const server = await startServer({ DATABASE_URL: url }, await freePort(PORTS));
  const baseline = baselineRoot
    ? { root: baselineRoot, server: await startServer({ DATABASE_URL: url }, await freePort(PORTS), { root: baselineRoot }) }
    : undefined;
  try {
    return await peerRows(server, url, postmasterPid, pick, baseline);
  } finally {
    await baseline?.server.stop();
    await server.stop();
  }
}

const CONVERSATION_CATALOGUE = 1_000;

/**
 * `--only=conversations`: the conversation rows alone, over a small catalogue in a throwaway
 * cluster: a landlord's conversations do not depend on how many listings there are, and this runs
 * in a minute where the whole server bench takes many.
 */
export async function conversationBenchRows(): Promise<Row[]> {
  const cluster = startThrowawayCluster({ port: await freePort(PORTS) });
  try {
    const url = await createDatabase(cluster.url, 'bench_conversations');
    await seed({ DATABASE_URL: url }, CONVERSATION_CATALOGUE);
    const server = await startServer({ DATABASE_URL: url }, await freePort(PORTS));
    try {
      return await signedInRows(server, url, `PostgreSQL ${CONVERSATION_CATALOGUE.toLocaleString('en')} listings`);
    } finally {
      await server.stop();
    }
  } finally {
    cluster.stop();
  }
}

/** The search `pageQuery` at 1M through the server and its same SQL through pg (serverAndSameSql), as rows. */
async function searchLoadRows(server: ServerProcess, url: string, label: string, pageQuery: string, postmasterPid: number | null): Promise<Row[]> {
  const totalCount = await checkAnswer(server, pageQuery);
  const name = `PostgreSQL 1M, ${label} (${totalCount.toLocaleString('en')} match)`;
  console.log(
    `[bench] ${name}: ${CONNECTIONS} connections for ${SECONDS} s (after ${WARM_UP_SECONDS} s to warm up) through the server, then the same SQL through pg...`,
  );
  const { served, direct } = await serverAndSameSql(server, url, pageQuery, postmasterPid);
  const share = served.throughput / direct.throughput;
  return [
    ...loadRows(`${name}, server`, served, serverTargets.postgresP99Ms),
    {
      figure: `${name}, same SQL through pg: throughput (p99)`,
      value: `${direct.throughput.toFixed(0)} req/s (${ms(direct.p99Ms)})`,
      target: '',
      pass: null,
    },
    {
      figure: `${name}: server / pg throughput`,
      value: share.toFixed(3),
      target: `≥ ${serverTargets.throughputShare.toFixed(3)}`,
      pass: share >= serverTargets.throughputShare,
    },
    {
      figure: `${name}: server memory (VmRSS peak)`,
      value: mb(served.residentPeak),
      target: `≤ ${mb(serverTargets.residentBytes)}`,
      pass: served.residentPeak <= serverTargets.residentBytes,
    },
    {
      figure: `${name}: CPU per search through the server (server, PostgreSQL, autocannon)`,
      value: cpuValue(served.cpu.server, served.cpu.postgres, served.cpu.client),
      target: '',
      pass: null,
    },
    {
      figure: `${name}: CPU per search through pg (PostgreSQL, pg's client)`,
      value: cpuValue(direct.cpu.postgres, direct.cpu.client),
      target: '',
      pass: null,
    },
  ];
}

/** Seeds a database of each growth size below 1M beside `millionUrl` on its server, and gives all three. */
async function growthDatabases(serverUrl: string, millionUrl: string | null, rows: Row[]): Promise<Map<GrowthSize, string>> {
  const urls = new Map<GrowthSize, string>();
  for (const size of growthSizes) {
    if (size === 1_000_000 && millionUrl !== null) {
      urls.set(size, millionUrl);
      continue;
    }
    const url = await createDatabase(serverUrl, `bench_${size}`);
    const seconds = await seed({ DATABASE_URL: url }, size);
    rows.push({ figure: `PostgreSQL: npm run seed -- --count ${size}`, value: `${seconds.toFixed(1)} s`, target: '', pass: null });
    urls.set(size, url);
  }
  return urls;
}

async function postgresRows(cluster: ThrowawayCluster): Promise<Row[]> {
  const rows: Row[] = [];
  const urls = await growthDatabases(cluster.url, null, rows);
  const medians = await growthMedians(urls);
  const url = urls.get(1_000_000)!;
  const server = await startServer({ DATABASE_URL: url }, await freePort(PORTS));
  try {
    for (const [label, pageQuery] of Object.entries(loadPages)) rows.push(...(await searchLoadRows(server, url, label, pageQuery, cluster.pid)));
    rows.push(...(await signedInRows(server, url, 'PostgreSQL 1M')));
    rows.push(...(await peerRows(server, url, cluster.pid)));
  } finally {
    await server.stop();
  }
  try {
    rows.push(...(await pageRows({ ...pageOptions(), databaseUrl: url, postmasterPid: cluster.pid })));
  } catch (error) {
    // The API's figures stand on their own: a failed page load is a row of its own, not the end of the run.
    rows.push({ figure: 'PostgreSQL 1M, pages under load', value: `failed: ${String(error).slice(0, 200)}`, target: 'answers', pass: false });
  }
  rows.push(...(await withBookingRows(url, cluster.pid, 'PostgreSQL 1M')));
  return [...rows, ...growthRows(medians)];
}

/**
 * The booking rows (bookingLoad.ts) after every other row of the 1M database: the stays they
 * write would change the others' figures (the dated search probes them).
 */
async function withBookingRows(databaseUrl: string, postmasterPid: number | null, label: string, rows: BookingRowsChoice = 'all'): Promise<Row[]> {
  try {
    return await bookingRows({
      rows,
      databaseUrl,
      startServer: async () => startServer({ DATABASE_URL: databaseUrl }, await freePort(PORTS)),
      postmasterPid,
      stayPage,
      label,
      today: utcToday(),
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    });
  } catch (error) {
    // The other figures stand on their own: a failed load is a row of its own, not the end of the run.
    return [{ figure: `${label}, with bookings`, value: `failed: ${String(error).slice(0, 300)}`, target: 'answers', pass: false }];
  }
}

/**
 * `--only=bookings`: the booking rows alone, on the 1M database named by
 * BENCH_BOOKINGS_DATABASE_URL (one `npm run seed -- --count 1000000` filled): minutes where the
 * whole server bench takes many. Its earlier bench stays and requests are replaced. With
 * BENCH_BOOKINGS_ROWS=accept the accepting row alone, over the stays an earlier run wrote (its
 * requests replaced): a minute a turn, for comparing two servers' accepting in alternate runs;
 * BENCH_BOOKINGS_ROWS=search the dated search alone over those stays, for the same with the search.
 */
export async function bookingBenchRows(): Promise<Row[]> {
  const databaseUrl = process.env.BENCH_BOOKINGS_DATABASE_URL;
  if (!databaseUrl) throw new Error('--only=bookings needs BENCH_BOOKINGS_DATABASE_URL: a PostgreSQL database seeded with a million listings');
  const chosen = process.env.BENCH_BOOKINGS_ROWS ?? 'all';
  if (chosen !== 'all' && chosen !== 'search' && chosen !== 'accept') throw new Error(`BENCH_BOOKINGS_ROWS is all, search or accept, not ${chosen}`);
  return withBookingRows(databaseUrl, await postmasterOf(databaseUrl), 'PostgreSQL 1M (BENCH_BOOKINGS_DATABASE_URL)', chosen);
}

async function pgliteRows(port: number, pages: Readonly<Record<string, string>> = loadPages): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campusnest-bench-pglite-'));
  const rows: Row[] = [];
  try {
    const storage: Storage = { DATA_DIR: dataDir };
    const size = 100_000;
    const seconds = await seed(storage, size);
    rows.push({ figure: `PGlite: npm run seed -- --count ${size}`, value: `${seconds.toFixed(1)} s`, target: '', pass: null });
    const server = await startServer(storage, port);
    try {
      for (const [label, pageQuery] of Object.entries(pages)) {
        const totalCount = await checkAnswer(server, pageQuery);
        const name = `PGlite 100k, ${label} (${totalCount.toLocaleString('en')} match)`;
        console.log(`[bench] ${name}: ${CONNECTIONS} connections for ${SECONDS} s (after ${WARM_UP_SECONDS} s to warm up)...`);
        await loadServer(server.url, pageQuery, CONNECTIONS, WARM_UP_SECONDS);
        const served = await measuredLoad(server, pageQuery, null, SECONDS);
        rows.push(
          ...loadRows(name, served, serverTargets.pgliteP99Ms),
          {
            figure: `${name}: server memory (VmRSS peak)`,
            value: mb(served.residentPeak),
            target: `≤ ${mb(serverTargets.residentBytes)}`,
            pass: served.residentPeak <= serverTargets.residentBytes,
          },
          { figure: `${name}: CPU per search (server with PGlite, autocannon)`, value: cpuValue(served.cpu.server, served.cpu.client), target: '', pass: null },
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** The stay rows are of a search without bookings (the booking rows measure one with them). */
async function requireNoStays(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ count }] = (await client.query<{ count: string }>("SELECT count(*) FROM booking_requests WHERE status = 'ACCEPTED'")).rows as [{ count: string }];
    if (Number(count) > 0) throw new Error(`--only=stay measures a database without bookings; ${url} holds ${count} accepted stays`);
  } finally {
    await client.end();
  }
}

/**
 * `--only=stay`: the dated search's rows alone (issue #32), in minutes where the whole server bench
 * takes many: the studio stay at 1M through the server and through pg, on the database named by
 * BENCH_DATABASE_URL (a million listings seeded, without the booking rows' stays: those have their
 * own database); the growth of the three indexed filters, over databases of 10,000 and 100,000
 * seeded beside it on the same PostgreSQL (so that every size has its settings; dropped after);
 * and the stay on PGlite at 100,000.
 */
export async function stayBenchRows(): Promise<Row[]> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('--only=stay needs BENCH_DATABASE_URL, a PostgreSQL database seeded with a million listings');
  await requireNoStays(url);
  const rows: Row[] = [];
  const server = await startServer({ DATABASE_URL: url }, await freePort(PORTS));
  try {
    rows.push(...(await searchLoadRows(server, url, 'Berlin studio stay', stayPage, await postmasterOf(url))));
  } finally {
    await server.stop();
  }
  const urls = await growthDatabases(url, url, rows);
  try {
    rows.push(...growthRows(await growthMedians(urls)));
  } finally {
    for (const [size, sizeUrl] of urls) if (sizeUrl !== url) await dropDatabase(url, `bench_${size}`);
  }
  return [...rows, ...(await pgliteRows(await freePort(PORTS), { 'Berlin studio stay': stayPage }))];
}

export async function serverRows(): Promise<Row[]> {
  const cluster = startThrowawayCluster({ port: await freePort(PORTS) });
  try {
    const postgres = await postgresRows(cluster);
    // The server's port is taken once the cluster has its own.
    return [...postgres, ...(await pgliteRows(await freePort(PORTS)))];
  } finally {
    cluster.stop();
  }
}

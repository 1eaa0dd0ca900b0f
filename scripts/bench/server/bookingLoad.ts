/**
 * The booking rows of the server bench (issue #35): on the 1M PostgreSQL database once 100,000
 * accepted stays are in it (bookingSeed.ts), the dated search (the page's own query, some of whose
 * candidates are booked during the stay, so its NOT EXISTS probes run), its total checked against
 * a straight SQL count; and landlords accepting requests to book, each request accepted once,
 * signed in as its landlord, every answer a success. Target p99 ≤ 50 ms at 32 connections for both.
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import pg from 'pg';
import { AcceptBookingDocument } from '../../../src/gql/graphql';
import { SESSION_COOKIE } from '../../../src/server/http/sessionCookie';
import { stayMonths } from '../../../src/lib/listingTerms';
import { statFields } from '../../../src/server/procfs';
import type { Row } from '../report';
import { loadEachOnce, loadServer, type LoadFigures, type OneOffRequest } from './load';
import { cpuValue, loadRows } from './loadRows';
import { perSearch } from './measuredLoad';
import { cpuSeconds, measureCpu, type ServerProcess } from './processes';
import { searchBody, searchHeaders, searchVariables } from './searchRequest';
import { ACCEPTED_STAYS, writeAcceptedStays, writeRequestsToAccept, type RequestToAccept } from './bookingSeed';

export const bookingTargets = { p99Ms: 50 };

export type BookingRowsChoice = 'all' | 'search' | 'accept';

export interface BookingBench {
  databaseUrl: string;
  /**
   * Which rows: `all` writes the stays first; `search` (the dated search) and `accept` (the
   * accepting) run alone over the stays the database already holds (an earlier run's).
   */
  rows: BookingRowsChoice;
  /** A server on `databaseUrl`, started once the stays are written (its statements are planned over them). */
  startServer(): Promise<ServerProcess>;
  /** PostgreSQL's postmaster, whose backends' CPU is counted; null when it is not on this machine's /proc. */
  postmasterPid: number | null;
  /** The dated search's page URL (the 'Berlin studio stay' row's). */
  stayPage: string;
  /** The first of the row labels: the database's size. */
  label: string;
  today: string;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}

/** The postmaster of the database's server (the parent of a backend), when it runs on this machine. */
export async function postmasterOf(databaseUrl: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [backend] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
    const parent = statFields(backend!.pid)?.[1];
    return parent === undefined ? null : Number(parent);
  } finally {
    await client.end();
  }
}

interface SearchAnswer {
  data?: { properties: { totalCount: number; edges: Array<{ node: { id: string } }> } };
  errors?: unknown[];
}

/**
 * The search's total and first page through the server against a straight SQL count of the same
 * terms (the NOT EXISTS written out, booked_until not consulted): the same total, some candidates
 * left out as booked, none of them on the page. Resolves with what the row's label says.
 */
async function checkDatedSearch(server: ServerProcess, databaseUrl: string, stayPage: string): Promise<{ matches: number; booked: number }> {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: searchHeaders, body: searchBody(stayPage) });
  const answer = (await response.json()) as SearchAnswer;
  if (response.status !== 200 || answer.errors || !answer.data || answer.data.properties.edges.length === 0)
    throw new Error(`the dated search answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  const { filter } = searchVariables(stayPage);
  const { city, moveIn, moveOut, roomType } = filter;
  if (!city || !moveIn || !moveOut || !roomType) throw new Error(`the dated search ${stayPage} lacks a city, dates or a room type`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const terms = `l.city_search = lower($1) AND l.room_type = $2 AND l.available_from <= $3::date
      AND (l.available_until IS NULL OR l.available_until >= $4::date)
      AND l.min_stay_months <= $5::int AND (l.max_stay_months IS NULL OR l.max_stay_months >= $5::int)`;
    const bookedBetween = (moveInParameter: string, moveOutParameter: string) => `EXISTS (SELECT 1 FROM booking_requests b
      WHERE b.listing_id = l.id AND b.status = 'ACCEPTED' AND daterange(b.move_in, b.move_out) && daterange(${moveInParameter}::date, ${moveOutParameter}::date))`;
    const booked = bookedBetween('$3', '$4');
    const values = [city, roomType, moveIn, moveOut, stayMonths(moveIn, moveOut)];
    const [counted] = (
      await client.query<{ free: string; booked: string }>(
        `SELECT count(*) FILTER (WHERE NOT ${booked}) AS free, count(*) FILTER (WHERE ${booked}) AS booked FROM listings l WHERE ${terms}`,
        values,
      )
    ).rows;
    const free = Number(counted!.free);
    const bookedCount = Number(counted!.booked);
    const { totalCount, edges } = answer.data.properties;
    if (totalCount !== free) throw new Error(`the dated search counted ${totalCount}; SQL counts ${free} free (${bookedCount} booked then)`);
    if (bookedCount === 0) throw new Error('no candidate of the dated search is booked during its stay: the bookings do not reach it');
    const onPage = edges.map((edge) => edge.node.id);
    const [bookedOnPage] = (
      await client.query<{ count: string }>(`SELECT count(*) FROM listings l WHERE l.id = ANY($1) AND ${bookedBetween('$2', '$3')}`, [onPage, moveIn, moveOut])
    ).rows;
    if (Number(bookedOnPage!.count) > 0) throw new Error(`the dated search's page shows ${bookedOnPage!.count} listings booked during the stay`);
    return { matches: free, booked: bookedCount };
  } finally {
    await client.end();
  }
}

/** The dated search over the booked database: checked, warmed up, then measured with the CPU per search. */
async function datedSearchRows(bench: BookingBench, server: ServerProcess): Promise<Row[]> {
  const { matches, booked } = await checkDatedSearch(server, bench.databaseUrl, bench.stayPage);
  const name = `${bench.label}, Berlin studio stay with bookings (${matches.toLocaleString('en')} match, ${booked.toLocaleString('en')} booked then left out), server`;
  console.log(`[bench] ${name}: ${bench.connections} connections for ${bench.seconds} s (after ${bench.warmUpSeconds} s to warm up)...`);
  await loadServer(server.url, bench.stayPage, bench.connections, bench.warmUpSeconds);
  const cpu = measureCpu(server.pid, bench.postmasterPid);
  const figures = await loadServer(server.url, bench.stayPage, bench.connections, bench.seconds);
  const used = perSearch(cpu.stop(), figures.completed);
  return [
    ...loadRows(name, figures, bookingTargets.p99Ms),
    { figure: `${name}: CPU per search (server, PostgreSQL, autocannon)`, value: cpuValue(used.server, used.postgres, used.client), target: '', pass: null },
  ];
}

const acceptQuery = print(addTypenameToDocument(AcceptBookingDocument));

function acceptRequest({ id, session }: RequestToAccept): OneOffRequest {
  return {
    body: JSON.stringify({ operationName: 'AcceptBooking', variables: { id }, query: acceptQuery }),
    headers: { cookie: `${SESSION_COOKIE}=${session}` },
  };
}

/** An answer accepting the request: the booking back, ACCEPTED, and no error. */
function accepted(body: string): boolean {
  try {
    const answer = JSON.parse(body) as { data?: { acceptBooking?: { booking: { status: string } | null; errors: unknown[] } } };
    const payload = answer.data?.acceptBooking;
    return payload?.booking?.status === 'ACCEPTED' && payload.errors.length === 0;
  } catch {
    return false;
  }
}

/** What the accepting left in the database: requests accepted, and others declined for overlapping them. */
async function acceptOutcome(databaseUrl: string): Promise<{ accepted: number; declined: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [counted] = (
      await client.query<{ accepted: string; declined: string }>(
        `SELECT count(*) FILTER (WHERE status = 'ACCEPTED') AS accepted, count(*) FILTER (WHERE status = 'DECLINED' AND declined_for_overlap) AS declined
         FROM booking_requests WHERE id LIKE 'bench-accept-%'`,
      )
    ).rows;
    return { accepted: Number(counted!.accepted), declined: Number(counted!.declined) };
  } finally {
    await client.end();
  }
}

/** The processes serving connections to the database `databaseUrl` now (pg_stat_activity), this one's own excepted. */
async function backendsOf(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.map(({ pid }) => pid);
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds of the backends serving `databaseUrl` from now until `stop()`: on a cluster shared
 * with other databases' work, the part of the postmaster's children's CPU that is this load's (a
 * backend that appears in between is counted whole, one gone in between not at all).
 */
async function measureDatabaseCpu(databaseUrl: string): Promise<{ stop(): Promise<number> }> {
  const start = new Map((await backendsOf(databaseUrl)).map((pid) => [pid, cpuSeconds(pid)]));
  return {
    async stop() {
      return (await backendsOf(databaseUrl)).reduce((sum, pid) => sum + cpuSeconds(pid) - (start.get(pid) ?? 0), 0);
    },
  };
}

/** Landlords accepting distinct pending requests, each once: warmed up on some, measured on the next. */
async function acceptRows(bench: BookingBench, server: ServerProcess): Promise<Row[]> {
  const requests = (await writeRequestsToAccept(bench.databaseUrl, bench.today)).map(acceptRequest);
  let taken = 0;
  const queue = { next: () => requests[taken++], left: () => requests.length - taken };
  const url = `${server.url}/graphql`;
  const first = queue.next()!;
  const response = await fetch(url, { method: 'POST', headers: { ...searchHeaders, ...first.headers }, body: first.body });
  const text = await response.text();
  if (response.status !== 200 || !accepted(text)) throw new Error(`accepting a request answered ${response.status}: ${text.slice(0, 300)}`);
  const name = `${bench.label}, a landlord accepting a request to book (acceptBooking, each request once)`;
  console.log(
    `[bench] ${name}: ${bench.connections} connections for ${bench.seconds} s (after ${bench.warmUpSeconds} s to warm up), ${requests.length.toLocaleString('en')} requests...`,
  );
  const before = await acceptOutcome(bench.databaseUrl);
  await loadEachOnce(url, queue, searchHeaders, bench.connections, bench.warmUpSeconds, accepted);
  const databaseCpu = await measureDatabaseCpu(bench.databaseUrl);
  const cpu = measureCpu(server.pid, bench.postmasterPid);
  const figures: LoadFigures = await loadEachOnce(url, queue, searchHeaders, bench.connections, bench.seconds, accepted);
  const used = perSearch(cpu.stop(), figures.completed);
  const ownBackends = ((await databaseCpu.stop()) * 1000) / Math.max(figures.completed, 1);
  const after = await acceptOutcome(bench.databaseUrl);
  return [
    ...loadRows(name, figures, bookingTargets.p99Ms),
    { figure: `${name}: CPU per accept (server, PostgreSQL, autocannon)`, value: cpuValue(used.server, used.postgres, used.client), target: '', pass: null },
    // The cluster's CPU above holds every database's backends: this one's alone compares runs on a shared cluster.
    { figure: `${name}: CPU per accept of this database's backends`, value: cpuValue(ownBackends), target: '', pass: null },
    {
      figure: `${name}: accepted in all (of ${requests.length.toLocaleString('en')} pending), overlapping requests declined with them`,
      value: `${after.accepted.toLocaleString('en')}, ${after.declined.toLocaleString('en')} (this run: ${(after.accepted - before.accepted).toLocaleString('en')}, ${(after.declined - before.declined).toLocaleString('en')})`,
      target: '',
      pass: null,
    },
  ];
}

/** The stays written and timed, then a server on them for the dated search and the accepting (or either alone, over the stays there). */
export async function bookingRows(bench: BookingBench): Promise<Row[]> {
  const rows: Row[] = [];
  if (bench.rows === 'all') {
    const started = performance.now();
    const { listings } = await writeAcceptedStays(bench.databaseUrl, bench.today);
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      figure: `${bench.label}: ${ACCEPTED_STAYS.toLocaleString('en')} accepted bookings over ${listings.toLocaleString('en')} listings written in SQL, then VACUUM (ANALYZE)`,
      value: `${seconds.toFixed(1)} s`,
      target: '',
      pass: null,
    });
  }
  const server = await bench.startServer();
  try {
    if (bench.rows !== 'accept') rows.push(...(await datedSearchRows(bench, server)));
    if (bench.rows !== 'search') rows.push(...(await acceptRows(bench, server)));
  } finally {
    await server.stop();
  }
  return rows;
}

/**
 * The booking rows of the server bench (issue #35): on the 1M PostgreSQL database once 100,000
 * accepted stays are in it (bookingSeed.ts), the dated search (the page's own query, some of whose
 * candidates are booked during the stay, so its NOT EXISTS probes run), its total checked against
 * a straight SQL count. Target p99 ≤ 50 ms at 32 connections.
 */
import pg from 'pg';
import { stayMonths } from '../../../src/lib/listingTerms';
import { statFields } from '../../../src/server/procfs';
import type { Row } from '../report';
import { loadServer } from './load';
import { cpuValue, loadRows } from './loadRows';
import { perSearch } from './measuredLoad';
import { measureCpu, type ServerProcess } from './processes';
import { searchBody, searchHeaders, searchVariables } from './searchRequest';
import { ACCEPTED_STAYS, writeAcceptedStays } from './bookingSeed';

export const bookingTargets = { p99Ms: 50 };

export interface BookingBench {
  databaseUrl: string;
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

/** The stays written and timed, then a server on them for the dated search. */
export async function bookingRows(bench: BookingBench): Promise<Row[]> {
  const started = performance.now();
  const { listings } = await writeAcceptedStays(bench.databaseUrl, bench.today);
  const seconds = (performance.now() - started) / 1000;
  const rows: Row[] = [
    {
      figure: `${bench.label}: ${ACCEPTED_STAYS.toLocaleString('en')} accepted bookings over ${listings.toLocaleString('en')} listings written in SQL, then VACUUM (ANALYZE)`,
      value: `${seconds.toFixed(1)} s`,
      target: '',
      pass: null,
    },
  ];
  const server = await bench.startServer();
  try {
    rows.push(...(await datedSearchRows(bench, server)));
  } finally {
    await server.stop();
  }
  return rows;
}

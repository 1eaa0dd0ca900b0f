/**
 * The dated search's A/B on one database: `npm run server` from another checkout (the base, e.g.
 * main in a second worktree) and from this one, on the same PostgreSQL database or on two PGlite
 * folders seeded alike, loaded in alternating turns so that whatever else the machine does falls on
 * both alike; then each one search at a time (the growth row's p50). Not part of `npm run bench`:
 *
 *   STAY_COMPARE_BASE=/work/wt-base STAY_COMPARE_DATABASE_URL=postgres://…/db BENCH_PORTS=5140-5179 \
 *     npx tsx scripts/bench/server/stayCompare.ts
 *   STAY_COMPARE_BASE=/work/wt-base STAY_COMPARE_DATA_DIRS=/tmp/base-100k,/tmp/this-100k … (PGlite)
 *
 * STAY_COMPARE_PAGE is the search page's query (the 'Berlin studio stay' row's by default),
 * STAY_COMPARE_TURNS and STAY_COMPARE_SECONDS the turns of 32 connections. CPU per search is the
 * server's and, on PostgreSQL, that of the backends connected to the database (so that other
 * databases of a shared cluster do not count); with PGlite the server's holds PostgreSQL's.
 * docs/performance.md#run-the-bench says when to use it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { addMonths, utcToday } from '../../../src/lib/calendarDate';
import { statFields } from '../../../src/server/procfs';
import { projectRoot } from '../../../src/server/projectRoot';
import { loadServer, median, timedSearch, type LoadFigures } from './load';
import { searchBody, searchHeaders } from './searchRequest';

const CONNECTIONS = 32;
const TURNS = Number(process.env.STAY_COMPARE_TURNS ?? 3);
const SECONDS = Number(process.env.STAY_COMPARE_SECONDS ?? 5);
const ONE_AT_A_TIME = 200;
const ONE_AT_A_TIME_TURN = 10;
const moveIn = addMonths(utcToday(), 3);
const PAGE = process.env.STAY_COMPARE_PAGE ?? `city=Berlin&moveIn=${moveIn}&moveOut=${addMonths(moveIn, 10)}&roomType=studio`;

interface Side {
  name: string;
  root: string;
  storage: Record<string, string>;
}

interface Running extends Side {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function ports(): [number, number] {
  const [from] = (process.env.BENCH_PORTS ?? '4800-4899').split('-').map(Number) as [number, number];
  return [from, from + 1];
}

/** `npm run server` of `root`'s checkout (API only, production), started with this Node so that its pid is the server's. */
async function start(side: Side, port: number): Promise<Running> {
  const { scripts } = JSON.parse(readFileSync(path.join(side.root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [, ...args] = scripts.server!.split(' ');
  const env = {
    ...process.env,
    ...side.storage,
    API_ONLY: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    MAIL_TRANSPORT: 'console',
    SECRET_KEY: 'bench only',
  };
  const child = spawn(process.execPath, args, { cwd: side.root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8');
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const match = /Serving (?:GraphQL )?(http:\/\/[^\s/]+)\//.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => {
      reject(new Error(`${side.name}'s server exited with ${code}: ${output}`));
    });
  });
  return {
    ...side,
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return fields === null ? 0 : (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The backends connected to the database of `url`, by pid. */
async function backends(url: string | undefined): Promise<number[]> {
  if (url === undefined) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

interface Turn extends LoadFigures {
  server: number;
  postgres: number;
}

async function turn(side: Running, databaseUrl: string | undefined): Promise<Turn> {
  const pids = await backends(databaseUrl);
  const before = new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
  const serverBefore = cpuSeconds(side.pid);
  const figures = await loadServer(side.url, PAGE, CONNECTIONS, SECONDS);
  const after = await backends(databaseUrl);
  const postgres = after.reduce((sum, pid) => sum + cpuSeconds(pid) - (before.get(pid) ?? cpuSeconds(pid)), 0);
  return { ...figures, server: cpuSeconds(side.pid) - serverBefore, postgres };
}

async function total(side: Running): Promise<number> {
  const response = await fetch(`${side.url}/graphql`, { method: 'POST', headers: searchHeaders, body: searchBody(PAGE) });
  const body = (await response.json()) as { data?: { properties: { totalCount: number } }; errors?: unknown };
  if (!body.data) throw new Error(`${side.name}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data.properties.totalCount;
}

async function main(): Promise<void> {
  const base = process.env.STAY_COMPARE_BASE;
  const databaseUrl = process.env.STAY_COMPARE_DATABASE_URL;
  const dataDirs = process.env.STAY_COMPARE_DATA_DIRS?.split(',');
  if (!base || (!databaseUrl && dataDirs?.length !== 2))
    throw new Error('set STAY_COMPARE_BASE and STAY_COMPARE_DATABASE_URL or STAY_COMPARE_DATA_DIRS=base,this');
  const storage = (index: number): Record<string, string> => (databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDirs![index]! });
  const [portA, portB] = ports();
  const sides: Running[] = [];
  try {
    sides.push(await start({ name: 'base', root: base, storage: storage(0) }, portA));
    sides.push(await start({ name: 'this', root: projectRoot, storage: storage(1) }, portB));
    const totals = await Promise.all(sides.map(total));
    console.log(`[stay] ${PAGE}: totals ${totals.join(' / ')}`);
    if (totals[0] !== totals[1]) throw new Error('the two servers disagree on the total');
    for (const side of sides) await loadServer(side.url, PAGE, CONNECTIONS, Math.max(1, SECONDS / 2));
    const turns = new Map<string, Turn[]>(sides.map((side) => [side.name, []]));
    for (let index = 0; index < TURNS; index += 1) {
      for (const side of index % 2 === 0 ? sides : [...sides].reverse()) {
        const measured = await turn(side, databaseUrl);
        turns.get(side.name)!.push(measured);
        console.log(
          `[stay] turn ${index + 1} ${side.name}: ${measured.throughput.toFixed(0)} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, failures ${measured.failures}`,
        );
      }
    }
    const timings = new Map<string, number[]>(sides.map((side) => [side.name, []]));
    for (const side of sides) for (let index = 0; index < 20; index += 1) await timedSearch(side.url, PAGE);
    for (let done = 0; done < ONE_AT_A_TIME; done += ONE_AT_A_TIME_TURN) {
      for (const side of sides) for (let index = 0; index < ONE_AT_A_TIME_TURN; index += 1) timings.get(side.name)!.push(await timedSearch(side.url, PAGE));
    }
    for (const side of sides) {
      const all = turns.get(side.name)!;
      const completed = all.reduce((sum, measured) => sum + measured.completed, 0);
      const ms = (seconds: number) => ((seconds * 1000) / completed).toFixed(2);
      const server = all.reduce((sum, measured) => sum + measured.server, 0);
      const postgres = all.reduce((sum, measured) => sum + measured.postgres, 0);
      console.log(
        `[stay] ${side.name}: ${(completed / (SECONDS * all.length)).toFixed(0)} req/s, p50 ${median(all.map((measured) => measured.p50Ms))} ms (median of turns), ` +
          `p99 ${Math.max(...all.map((measured) => measured.p99Ms))} ms (worst turn), CPU per search ${ms(server)} + ${ms(postgres)} ms (server + PostgreSQL), ` +
          `one at a time p50 ${median(timings.get(side.name)!).toFixed(2)} ms`,
      );
    }
  } finally {
    for (const side of sides) await side.stop();
  }
}

await main();

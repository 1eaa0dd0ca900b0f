/**
 * The rendered pages' rows (issue #29; docs/server.md#rendered-pages): `npm run server` with the
 * site on, a listing and a search each asked for as one page again and again (the page cache) and
 * as a page of its own for every request (every answer rendered). Part of `--only=server`, and
 * alone as `--only=pages` on a database that already exists (BENCH_DATABASE_URL), where
 * BENCH_PAGES_BASE names a second checkout (built, `npm run build`) whose server takes turns with
 * this one's on the same pages: a change's A/B within one run, on a machine whose load moves.
 */
import { ms, type Row } from '../report';
import { postmasterOf } from './bookingLoad';
import { combinedTurns, perSearch, type MeasuredLoad } from './measuredLoad';
import { cpuValue, loadRows, mb } from './loadRows';
import { listingPaths, loadPages, searchPaths } from './pageLoad';
import { measureCpu, sampleResidentPeak, startServer, type ServerProcess } from './processes';

export interface PageBenchOptions {
  databaseUrl: string;
  postmasterPid: number | null;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  port: () => Promise<number>;
  listingP99Ms: number;
  searchP99Ms: number;
  residentBytes: number;
  /** Picks rows by their label. */
  pick?: RegExp;
}

/** How many listings the "each rendered" loads ask for: more than they get through, so none is asked twice. */
const DISTINCT_PAGES = 20_000;

interface PageLoad {
  label: string;
  /** The paths to ask for; each warm-up and measured turn takes a slice of its own (the page cache keeps a page 5 s). */
  paths: readonly string[];
  target: number;
}

async function pageLoads({ databaseUrl, listingP99Ms, searchP99Ms, pick }: PageBenchOptions): Promise<PageLoad[]> {
  const listings = await listingPaths(databaseUrl, DISTINCT_PAGES);
  const loads: PageLoad[] = [
    { label: 'listing page HTML, one listing (page cache)', paths: [listings[0]!], target: listingP99Ms },
    { label: 'listing page HTML, a listing of its own each request (rendered)', paths: listings, target: listingP99Ms },
    { label: 'search page HTML, /search?city=Berlin (page cache)', paths: ['/search?city=Berlin'], target: searchP99Ms },
    {
      label: 'search page HTML, city=Berlin with a max price of its own each request (rendered)',
      paths: searchPaths('Berlin', DISTINCT_PAGES),
      target: searchP99Ms,
    },
  ];
  return loads.filter(({ label }) => pick === undefined || pick.test(label));
}

/** The `index`th of `count` slices of `paths` (the whole list when it is one page, repeated). */
function slice(paths: readonly string[], index: number, count: number): readonly string[] {
  if (paths.length === 1) return paths;
  const size = Math.floor(paths.length / count);
  return paths.slice(index * size, (index + 1) * size);
}

/** One warmed-up, measured turn of `paths` against `server`, with the CPU each process spent. */
async function measuredTurn(
  server: ServerProcess,
  warmUp: readonly string[],
  measured: readonly string[],
  options: PageBenchOptions,
): Promise<MeasuredLoad & { shells: number; residentPeak: number }> {
  await loadPages(server.url, warmUp, options.connections, options.warmUpSeconds);
  const sampler = sampleResidentPeak(server.pid);
  const cpu = measureCpu(server.pid, options.postmasterPid);
  const figures = await loadPages(server.url, measured, options.connections, options.seconds);
  return { ...figures, cpu: perSearch(cpu.stop(), figures.completed), residentPeak: sampler.stop() };
}

function pageRowsOf(
  name: string,
  turns: ReadonlyArray<MeasuredLoad & { shells: number; residentPeak: number }>,
  target: number,
  options: PageBenchOptions,
): Row[] {
  const combined = combinedTurns(turns);
  const shells = turns.reduce((sum, turn) => sum + turn.shells, 0);
  const residentPeak = Math.max(...turns.map((turn) => turn.residentPeak));
  return [
    ...loadRows(name, combined, target),
    { figure: `${name}: answered with the shell (every render slot and the line taken)`, value: `${shells} of ${combined.completed}`, target: '', pass: null },
    {
      figure: `${name}: server memory (VmRSS peak)`,
      value: mb(residentPeak),
      target: `≤ ${mb(options.residentBytes)}`,
      pass: residentPeak <= options.residentBytes,
    },
    {
      figure: `${name}: CPU per page (server, PostgreSQL, autocannon)`,
      value: cpuValue(combined.cpu.server, combined.cpu.postgres, combined.cpu.client),
      target: '',
      pass: null,
    },
  ];
}

/** The page rows of this checkout's server, one turn per load. */
export async function pageRows(options: PageBenchOptions): Promise<Row[]> {
  const rows: Row[] = [];
  const site = await startServer({ DATABASE_URL: options.databaseUrl }, await options.port(), { site: true });
  try {
    for (const { label, paths, target } of await pageLoads(options)) {
      await firstAnswer(site, paths[0]!);
      const name = `PostgreSQL 1M, ${label}`;
      console.log(`[bench] ${name}: ${options.connections} connections for ${options.seconds} s (after ${options.warmUpSeconds} s to warm up)...`);
      rows.push(...pageRowsOf(name, [await measuredTurn(site, slice(paths, 1, 2), slice(paths, 0, 2), options)], target, options));
    }
  } finally {
    await site.stop();
  }
  return rows;
}

async function firstAnswer(server: ServerProcess, path: string): Promise<void> {
  const first = await fetch(`${server.url}${path}`);
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
}

/** Turns each side takes per load in an A/B run (BENCH_PAGES_TURNS): more, shorter turns follow a machine's changing load more closely. */
const AB_TURNS = Number(process.env.BENCH_PAGES_TURNS ?? 2);

/**
 * This checkout's server and `baseRoot`'s on the same database, taking turns on each load (base,
 * ours, base, ours), each turn on pages of its own: both sides' rows, and the ratio of their CPU
 * per page and throughput.
 */
export async function pageComparisonRows(options: PageBenchOptions, baseRoot: string): Promise<Row[]> {
  const rows: Row[] = [];
  const base = await startServer({ DATABASE_URL: options.databaseUrl }, await options.port(), { site: true, root: baseRoot });
  try {
    const ours = await startServer({ DATABASE_URL: options.databaseUrl }, await options.port(), { site: true });
    try {
      const sides = [
        { side: 'base', server: base },
        { side: 'ours', server: ours },
      ] as const;
      for (const { label, paths, target } of await pageLoads(options)) {
        const turns = { base: [] as Array<Awaited<ReturnType<typeof measuredTurn>>>, ours: [] as Array<Awaited<ReturnType<typeof measuredTurn>>> };
        const slices = AB_TURNS * sides.length * 2;
        let next = 0;
        for (const { server } of sides) await firstAnswer(server, paths[0]!);
        console.log(`[bench] PostgreSQL 1M, ${label}: base and ours taking ${AB_TURNS} turns each of ${options.seconds} s...`);
        for (let turn = 0; turn < AB_TURNS; turn += 1) {
          for (const { side, server } of sides) {
            const warmUp = slice(paths, next, slices);
            const measured = slice(paths, next + 1, slices);
            next += 2;
            turns[side].push(await measuredTurn(server, warmUp, measured, options));
          }
        }
        for (const { side } of sides) rows.push(...pageRowsOf(`PostgreSQL 1M, ${label}, ${side}`, turns[side], target, options));
        const [baseLoad, ourLoad] = [combinedTurns(turns.base), combinedTurns(turns.ours)];
        rows.push({
          figure: `PostgreSQL 1M, ${label}: ours / base, server CPU per page; throughput; p99`,
          value: `× ${(ourLoad.cpu.server / baseLoad.cpu.server).toFixed(2)}; × ${(ourLoad.throughput / baseLoad.throughput).toFixed(2)}; ${ms(ourLoad.p99Ms)} / ${ms(baseLoad.p99Ms)}`,
          target: '',
          pass: null,
        });
      }
    } finally {
      await ours.stop();
    }
  } finally {
    await base.stop();
  }
  return rows;
}

/**
 * `--only=pages`: the page rows on the database named by BENCH_DATABASE_URL (seeded with a million
 * listings), with BENCH_PAGES_BASE an A/B against another checkout; BENCH_PAGE_ROWS, a regular
 * expression, picks rows by their label.
 */
export async function pageBenchRows(options: Omit<PageBenchOptions, 'databaseUrl' | 'postmasterPid' | 'pick'>): Promise<Row[]> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('--only=pages needs BENCH_DATABASE_URL, a database seeded with npm run seed');
  const pick = process.env.BENCH_PAGE_ROWS ? new RegExp(process.env.BENCH_PAGE_ROWS) : undefined;
  const full = { ...options, databaseUrl, postmasterPid: await postmasterOf(databaseUrl), ...(pick ? { pick } : {}) };
  const baseRoot = process.env.BENCH_PAGES_BASE;
  return baseRoot ? pageComparisonRows(full, baseRoot) : pageRows(full);
}

/**
 * `npm run bench`: builds, measures and prints every performance target of issue 6 (and the
 * server's of issue 15) with its value and PASS/FAIL; returns 1 when any target is missed.
 * `--only=bundle` measures only the first load (fast and deterministic: what CI runs);
 * `--only=server` only the server under load (minutes: it seeds a million listings); `--only=repeat`
 * a second visit painted from the service worker's cache; `--only=ready` how long after the first
 * paint a prerendered page becomes the app's; `--only=lighthouse-server` Lighthouse on the pages
 * `npm run server` renders; `--only=conversations` a landlord's messages pages signed in, over a
 * small catalogue (the same rows are part of `--only=server`); `--only=peer` the PostGraphile
 * comparison alone on an existing database (BENCH_DATABASE_URL; serverBench.ts, peerBenchRows);
 * `--only=bookings` the booking rows on an existing 1M database named by BENCH_BOOKINGS_DATABASE_URL
 * (also part of `--only=server`); `--only=pages` the rendered pages' rows on an existing database
 * (BENCH_DATABASE_URL), an A/B against another checkout with BENCH_PAGES_BASE (pageBench.ts);
 * `--only=stay` the dated search's rows (the studio stay, the filters' growth, PGlite) on an existing
 * 1M database (BENCH_DATABASE_URL).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../src/server/projectRoot';
import { generateProperties } from '../data/generate';
import { buildBench, type BuiltApp } from './build';
import { measureFirstLoad, type FirstLoad } from './firstLoad';
import { lighthouseRows, runLighthouse } from './lighthouse';
import { measureRepeatVisits, repeatVisitLcpTargetMs } from './repeatVisit';
import { measureTimeToReady } from './timeToReady';
import { withPreview } from './preview';
import { formatTable, kb, type Row } from './report';
import { measureScale, scaleQueries, type ScaleQuery } from './scale';
import { serverLighthouseRows } from './serverLighthouse';
import { bookingBenchRows, conversationBenchRows, pagesBenchRows, peerBenchRows, serverRows, stayBenchRows } from './server/serverBench';

/** The app may cost at most this much more than the bare stack it is built on. */
export const firstLoadRatioTarget = 1.1;
export const scaleTargetMs = 10;
/** Growth between two sizes may exceed their size ratio by this much (timer noise at small sizes). */
const growthTolerance = 1.5;

async function firstLoadRows(app: BuiltApp, floor: BuiltApp): Promise<Row[]> {
  const appLoad = await measureFirstLoad(app, '#main');
  const returningLoad = await measureFirstLoad(app, '#main', 'returning');
  const floorLoad = await measureFirstLoad(floor, null);
  const ratio = appLoad.gzipBytes / floorLoad.gzipBytes;
  const returningRatio = returningLoad.gzipBytes / floorLoad.gzipBytes;
  const list = (load: FirstLoad) => load.scripts.map((s) => `${s.path} ${kb(s.gzipBytes)}`).join(', ');
  console.log(`Scripts loaded by / (gzipped): ${list(appLoad)}`);
  console.log(`Scripts loaded by / for a returning visitor (gzipped): ${list(returningLoad)}`);
  return [
    { figure: 'first load: JS that / loads (gzip)', value: kb(appLoad.gzipBytes), target: '', pass: null },
    { figure: 'first load: floor of the stack (gzip)', value: kb(floorLoad.gzipBytes), target: '', pass: null },
    {
      figure: 'first load: app / floor',
      value: ratio.toFixed(3),
      target: `≤ ${firstLoadRatioTarget.toFixed(2)}`,
      pass: ratio <= firstLoadRatioTarget,
    },
    {
      figure: 'first load, returning visitor (rendered afresh): app / floor',
      value: `${returningRatio.toFixed(3)} (${kb(returningLoad.gzipBytes)})`,
      target: '',
      pass: null,
    },
    {
      figure: 'first load: faker, GraphiQL, Monaco, document map on /',
      value: appLoad.forbidden.length === 0 ? 'none' : appLoad.forbidden.join(', '),
      target: 'none',
      pass: appLoad.forbidden.length === 0,
    },
  ];
}

async function builtLighthouseRows(app: BuiltApp, floor: BuiltApp): Promise<{ rows: Row[]; audits: string[] }> {
  const propertyId = generateProperties(1)[0]!.id;
  const pages = ['/', '/search?city=Berlin', `/property/${propertyId}`];
  const results = await withPreview(app.outDir, (origin) => runLighthouse(origin, pages));
  // What the bare stack scores under the same throttling: the ceiling a client-rendered page can reach.
  const [floorScores] = await withPreview(floor.outDir, (origin) => runLighthouse(origin, ['/']));
  const rows: Row[] = [
    {
      figure: 'lighthouse floor entry: performance (reference)',
      value: `${floorScores!.performance} (${floorScores!.metrics})`,
      target: '',
      pass: null,
    },
  ];
  const audits: string[] = [];
  for (const page of results) {
    rows.push(...lighthouseRows(page, 'lighthouse'));
    audits.push(...page.failingAudits.map((audit) => `${page.path} ${audit}`));
  }
  return { rows, audits };
}

async function scaleRows(): Promise<Row[]> {
  const results = await measureScale();
  const rows: Row[] = [];
  for (const query of Object.keys(scaleQueries) as ScaleQuery[]) {
    results.forEach((result, index) => {
      const ms = result.medianMs[query];
      const largest = index === results.length - 1;
      rows.push({
        figure: `query "${query}" at ${result.size.toLocaleString('en')} (${result.totalCount[query]} match)`,
        value: `${ms.toFixed(3)} ms`,
        target: largest ? `≤ ${scaleTargetMs} ms median` : '',
        pass: largest ? ms <= scaleTargetMs : null,
      });
    });
    const worst = results.slice(1).reduce((max, result, index) => {
      const previous = results[index]!;
      const growth = result.medianMs[query] / previous.medianMs[query] / (result.size / previous.size);
      return Math.max(max, growth);
    }, 0);
    rows.push({
      figure: `query "${query}": growth vs size`,
      value: `${worst.toFixed(2)} × linear at worst`,
      target: `≤ ${growthTolerance} × linear`,
      pass: worst <= growthTolerance,
    });
  }
  return rows;
}

async function repeatVisitRows(app: BuiltApp): Promise<Row[]> {
  const propertyId = generateProperties(1)[0]!.id;
  const results = await withPreview(app.outDir, (origin) => measureRepeatVisits(origin, ['/', '/search?city=Berlin', `/property/${propertyId}`]));
  return results.map(({ path, medianMs, runsMs }) => ({
    figure: `repeat visit ${path.startsWith('/property/') ? '/property/{id}' : path}: LCP from the cache (median)`,
    value: `${Math.round(medianMs)} ms (runs: ${runsMs.map(Math.round).join(', ')})`,
    target: `≤ ${repeatVisitLcpTargetMs} ms`,
    pass: medianMs <= repeatVisitLcpTargetMs,
  }));
}

async function timeToReadyRows(app: BuiltApp): Promise<Row[]> {
  const propertyId = generateProperties(1)[0]!.id;
  const results = await withPreview(app.outDir, (origin) => measureTimeToReady(origin, ['/', '/search?city=Berlin', `/property/${propertyId}`]));
  return results.map(({ path, medianMs, runsMs }) => ({
    figure: `first paint → working page ${path.startsWith('/property/') ? '/property/{id}' : path} (phone, median)`,
    value: `${Math.round(medianMs)} ms (runs: ${runsMs.map(Math.round).join(', ')})`,
    target: '',
    pass: null,
  }));
}

/**
 * How a part's figures are made, printed under its table where the table alone would not say
 * what was compared with what (the full method is in the docs linked).
 */
const methods: Partial<Record<Part, string>> = {
  peer: [
    '## Method',
    '',
    'Both servers run as one Node process with a pool of 10 over the same PostgreSQL database (`npm run seed -- --count 1000000`, BENCH_DATABASE_URL), on 127.0.0.1:',
    'CampusNest started as `npm run server` starts it, PostGraphile 4.14 with the connection-filter plugin (scripts/bench/postgraphile/, never a dependency of the app).',
    'autocannon sends each query with 32 connections, in turns that alternate between the two servers after a warm-up each; CPU per request is read from /proc for the server and for PostgreSQL (BENCH_POSTMASTER_PID).',
    "Before any load, both answers are checked to carry the same data (ids in order and totals; each listing's id, name, price, description and photos; the signed-in lists' ids and texts), so a faster wrong answer cannot pass.",
    "The listing rows send the same 24 ids (the first page of Berlin) in the same order. PASS: CampusNest's throughput ≥ PostGraphile's and its p99 ≤ PostGraphile's.",
    '',
    "What differs: ours are the pages' own documents (with `__typename` and the fields our API computes: monthly total, landlord, saved flag, status) and the signed-in ones carry the session cookie, checked in the same statement;",
    'PostGraphile\'s select the columns holding the same values, filter the city with `citySearch: { equalTo: "berlin" }`, read a listing with `listingById`, and are given the user\'s id, checking nothing.',
    'Compare only runs on a quiet machine. Details: docs/server.md#against-postgraphile-issue-37.',
  ].join('\n'),
};

/**
 * The run's table, dated, in docs/bench-results/<parts>.md: the figures the docs cite live there,
 * written by the bench, never typed. CI's bundle check leaves the committed file alone.
 */
function writeResults(chosen: readonly Part[], report: string): void {
  if (process.env.CI === 'true') return;
  const folder = path.join(projectRoot, 'docs', 'bench-results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${chosen.join('+')}.md`);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
  writeFileSync(
    file,
    `# npm run bench -- --only=${chosen.join(',')}\n\nRun ${new Date().toISOString()} on ${machine}. Written by scripts/bench/main.ts; the method of each figure is in docs/performance.md and docs/server.md.\n\n${report}${chosen.flatMap((part) => (methods[part] ? [`\n${methods[part]}\n`] : [])).join('')}`,
  );
  console.log(`Written to ${path.relative(projectRoot, file)}.`);
}

const parts = [
  'bundle',
  'lighthouse',
  'lighthouse-server',
  'ready',
  'repeat',
  'scale',
  'server',
  'conversations',
  'peer',
  'bookings',
  'pages',
  'stay',
] as const;
type Part = (typeof parts)[number];

/** `--only=bundle,scale` picks parts; all of them by default. */
function chosenParts(args: string[]): Set<Part> {
  const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (only === undefined) return new Set(parts);
  const chosen = only.split(',');
  const unknown = chosen.filter((part) => !(parts as readonly string[]).includes(part));
  if (unknown.length > 0) throw new Error(`Unknown bench part(s): ${unknown.join(', ')}; pick from ${parts.join(', ')}.`);
  return new Set(chosen as Part[]);
}

export async function main(args: string[]): Promise<number> {
  const chosen = chosenParts(args);
  const rows: Row[] = [];
  let audits: string[] = [];
  const builds: BuiltApp[] = [];
  try {
    if (chosen.has('bundle') || chosen.has('lighthouse') || chosen.has('ready') || chosen.has('repeat')) builds.push(await buildBench('app'));
    const app = builds[0];
    const floor = app ? await buildBench('floor') : undefined;
    if (floor) builds.push(floor);
    if (app && floor && chosen.has('bundle')) rows.push(...(await firstLoadRows(app, floor)));
    if (app && floor && chosen.has('lighthouse')) {
      const lighthouse = await builtLighthouseRows(app, floor);
      rows.push(...lighthouse.rows);
      audits = lighthouse.audits;
    }
    if (chosen.has('lighthouse-server')) {
      const lighthouse = await serverLighthouseRows();
      rows.push(...lighthouse.rows);
      audits = [...audits, ...lighthouse.audits];
    }
    if (app && chosen.has('ready')) rows.push(...(await timeToReadyRows(app)));
    if (app && chosen.has('repeat')) rows.push(...(await repeatVisitRows(app)));
    if (chosen.has('scale')) rows.push(...(await scaleRows()));
    if (chosen.has('server')) rows.push(...(await serverRows()));
    // Within --only=server too; alone, over a small catalogue, for a quick look.
    if (chosen.has('conversations') && !chosen.has('server')) rows.push(...(await conversationBenchRows()));
    if (chosen.has('peer') && !chosen.has('server')) rows.push(...(await peerBenchRows()));
    // Within --only=server too; alone, on an existing 1M database (BENCH_BOOKINGS_DATABASE_URL).
    if (chosen.has('bookings') && !chosen.has('server')) rows.push(...(await bookingBenchRows()));
    // Within --only=server too; alone, on an existing 1M database (BENCH_DATABASE_URL), A/B with BENCH_PAGES_BASE.
    if (chosen.has('pages') && !chosen.has('server')) rows.push(...(await pagesBenchRows()));
    // Within --only=server too; alone, on an existing 1M database (BENCH_DATABASE_URL), the smaller sizes seeded beside it.
    if (chosen.has('stay') && !chosen.has('server')) rows.push(...(await stayBenchRows()));
  } finally {
    for (const built of builds) rmSync(built.outDir, { recursive: true, force: true });
  }
  const table = formatTable(rows);
  const auditLines = audits.length > 0 ? `Audits below target:\n${audits.map((audit) => `- ${audit}`).join('\n')}\n` : '';
  const failed = rows.filter((row) => row.pass === false);
  const verdict = failed.length === 0 ? 'All targets met.' : `${failed.length} target(s) missed.`;
  console.log(`\n${table}\n\n${auditLines}${verdict}`);
  writeResults([...chosen], `${table}\n\n${auditLines}${verdict}\n`);
  return failed.length === 0 ? 0 : 1;
}

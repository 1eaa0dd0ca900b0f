/**
 * The peer a team would pick instead of writing a server (issue #37): PostGraphile 4 with the
 * connection-filter plugin (scripts/bench/postgraphile, installed there on its own), serving the
 * same 1,000,000-listing database in the same run, one process with a pool of 10 like ours.
 *
 * Each query is the closest equivalent of the page's own, and both answers are checked to carry
 * the same data before any load (a faster wrong answer cannot pass). What differs:
 * - Our documents are the pages' own (SearchProperties, PropertyPage), with Apollo's __typename and
 *   the fields our API computes (the monthly total, the landlord as an object, the saved flag); the
 *   peer's select the table's columns that hold the same values.
 * - Our city search matches "Berlin" anywhere in the city's name (resolved to the one city); the
 *   peer's is the filter plugin's `citySearch: { equalTo: "berlin" }`, which finds the same rows.
 * - The peer's listing by id is `listingById`, from a smart tag (serve.cjs): the id is a unique
 *   index, not a constraint.
 * Each pair is warmed up, then measured in alternating turns, so that whatever else the machine
 * does falls on both alike.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { visit, type DocumentNode } from 'graphql';
import { sentDocument } from '../../server/sentDocument';
import { PropertyPageDocument, SearchPropertiesDocument } from '../../../src/gql/graphql';
import { pageColumns, detailColumns } from '../../../src/server/db/listingRows';
import { projectRoot } from '../../../src/server/projectRoot';
import { ms, type Row } from '../report';
import { loadBodies } from './load';
import { combinedTurns, perSearch, type MeasuredLoad } from './measuredLoad';
import { measureCpu, startChild, type ServerProcess } from './processes';
import { PAGE_SIZE } from '../../../src/pages/search/pageSize';
import { searchHeaders, searchVariables } from './searchRequest';
import { signedInPeerQueries } from './signedInPeerQueries';

const PEER_FOLDER = path.join(projectRoot, 'scripts', 'bench', 'postgraphile');

/** PostGraphile's own folder, installed from its lock file the first time the bench needs it. */
function installPeer(): void {
  if (existsSync(path.join(PEER_FOLDER, 'node_modules', 'postgraphile'))) return;
  console.log('[bench] installing PostGraphile 4 into scripts/bench/postgraphile (its own lock file)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', PEER_FOLDER], { stdio: 'inherit' });
}

export function startPostgraphile(databaseUrl: string, port: number, poolSize: number): Promise<ServerProcess> {
  installPeer();
  return startChild(
    [path.join(PEER_FOLDER, 'serve.cjs')],
    { DATABASE_URL: databaseUrl, PORT: String(port), POOL_SIZE: String(poolSize), NODE_ENV: 'production' },
    /Serving PostGraphile (http:\/\/[^\s/]+)\//,
    'PostGraphile',
  );
}

const withoutTotalCount = (document: DocumentNode) => visit(document, { Field: (node) => (node.name.value === 'totalCount' ? null : undefined) });
const ourSearch = sentDocument(SearchPropertiesDocument);
const ourSearchWithoutCount = sentDocument(withoutTotalCount(SearchPropertiesDocument));
const ourListing = sentDocument(PropertyPageDocument);

/** The listing columns as PostGraphile names them (camelCase, as drizzle's keys already are). */
const nodeFields = pageColumns.filter((column) => column !== 'position' && column !== 'distanceM').join(' ');
const peerSearch = (withCount: boolean, filtered: boolean) =>
  `query Search${filtered ? '($city: String!)' : ''} { allListings(${filtered ? 'filter: { citySearch: { equalTo: $city } }, ' : ''}orderBy: POSITION_ASC, first: ${PAGE_SIZE}) { ${withCount ? 'totalCount ' : ''}nodes { ${nodeFields} } } }`;
const peerListing = `query Listing($id: String!) { listingById(id: $id) { ${nodeFields} ${detailColumns.join(' ')} } }`;

interface Answer {
  data?: Record<string, unknown>;
  errors?: unknown[];
}

interface SearchAnswer {
  ids: string[];
  totalCount: number | undefined;
}

/** One query of the comparison: the two sides' bodies (several are sent in turn) and what their answers must agree on. */
interface PeerQuery {
  label: string;
  ours: string[];
  theirs: string[];
  /** Sent with ours beside the page's own headers (a signed-in page's session cookie). */
  ourHeaders?: Record<string, string>;
  /** The same data in both answers, for the body at this index; throws if not. */
  agree(ours: Answer, theirs: Answer, index: number): void;
}

function agreeOnSearch(ours: Answer, theirs: Answer): void {
  const oursProperties = ours.data?.properties as { totalCount?: number; edges: Array<{ node: { id: string } }> } | undefined;
  const theirsListings = theirs.data?.allListings as { totalCount?: number; nodes: Array<{ id: string }> } | undefined;
  const mine: SearchAnswer = { ids: oursProperties?.edges.map((edge) => edge.node.id) ?? [], totalCount: oursProperties?.totalCount };
  const peer: SearchAnswer = { ids: theirsListings?.nodes.map((node) => node.id) ?? [], totalCount: theirsListings?.totalCount };
  if (mine.ids.length === 0 || JSON.stringify(mine) !== JSON.stringify(peer))
    throw new Error(`the answers differ: ${JSON.stringify(mine).slice(0, 300)} against ${JSON.stringify(peer).slice(0, 300)}`);
}

/**
 * A listing's data as both answers carry it: the columns both APIs name alike, and the photos'
 * URLs (ours through `photos`, whose `src` is the stored URL of a seeded listing; the peer's the
 * `images` column as stored).
 */
function comparableListing(listing: Record<string, unknown>, images: unknown): Record<string, unknown> {
  return { id: listing.id, name: listing.name, price: listing.price, description: listing.description, images };
}

/** A value in an error message; a field one answer lacks shows as null. */
const shown = (value: unknown) => JSON.stringify(value ?? null).slice(0, 200);

function agreeOnListing(ours: Answer, theirs: Answer): void {
  const mine = ours.data?.property as (Record<string, unknown> & { photos: Array<{ src: string }> }) | null | undefined;
  const peer = theirs.data?.listingById as Record<string, unknown> | null | undefined;
  if (!mine || !peer) throw new Error(`the listings differ: ${mine ? 'only ours' : peer ? 'only theirs' : 'neither'} found`);
  const [left, right] = [
    comparableListing(
      mine,
      mine.photos.map((photo) => photo.src),
    ),
    comparableListing(peer, peer.images),
  ];
  const differing = Object.keys(left).filter((field) => JSON.stringify(left[field]) !== JSON.stringify(right[field]));
  if (differing.length > 0) {
    const first = differing[0]!;
    throw new Error(`the listings differ in ${differing.join(', ')}: ${first} ${shown(left[first])} against ${shown(right[first])}`);
  }
}

/** The anonymous pages' five queries, the listings being the same 24 in the same order (the first page of Berlin's search). */
function peerQueries(listingIds: readonly string[]): PeerQuery[] {
  const body = (query: string, variables: Record<string, unknown>, operationName: string) => JSON.stringify({ operationName, query, variables });
  const search = (label: string, pageQuery: string, withCount: boolean): PeerQuery => {
    const filtered = pageQuery !== '';
    return {
      label,
      ours: [body(withCount ? ourSearch : ourSearchWithoutCount, searchVariables(pageQuery), 'SearchProperties')],
      theirs: [body(peerSearch(withCount, filtered), filtered ? { city: 'berlin' } : {}, 'Search')],
      agree: agreeOnSearch,
    };
  };
  return [
    search("search page for Berlin, with totalCount (the page's own query)", 'city=Berlin', true),
    search('unfiltered search page, with totalCount', '', true),
    search('search page for Berlin, without totalCount', 'city=Berlin', false),
    search('unfiltered search page, without totalCount', '', false),
    {
      label: `one listing by id (the listing page's query; the same ${listingIds.length} ids in turn)`,
      ours: listingIds.map((id) => body(ourListing, { id }, 'PropertyPage')),
      theirs: listingIds.map((id) => body(peerListing, { id }, 'Listing')),
      agree: agreeOnListing,
    },
  ];
}

async function ask(url: string, requestBody: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { ...searchHeaders, ...headers }, body: requestBody });
  const answer = (await response.json()) as Answer;
  if (response.status !== 200 || answer.errors) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`);
  return answer;
}

/** The ids of the first page of Berlin's search, as our server answers it. */
async function berlinIds(ours: ServerProcess): Promise<string[]> {
  const answer = await ask(ours.url, JSON.stringify({ operationName: 'SearchProperties', query: ourSearch, variables: searchVariables('city=Berlin') }));
  return (answer.data?.properties as { edges: Array<{ node: { id: string } }> }).edges.map((edge) => edge.node.id);
}

export interface PeerRun {
  /** The database both serve, where the signed-in pages' landlord is written (signedInPeerQueries.ts). */
  databaseUrl: string;
  ours: ServerProcess;
  peer: ServerProcess;
  /** null: PostgreSQL's CPU is not measured. */
  postmasterPid: number | null;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  turns: number;
  /** Only the queries whose label this matches; all without it. */
  pick?: RegExp;
  /**
   * Another checkout's server on the same database (BENCH_BASELINE_ROOT, e.g. main's), measured in
   * the same turns as ours and the peer's: a change's A/B, interleaved, on whatever machine it runs.
   */
  baseline?: { root: string; server: ServerProcess };
}

type Combined = ReturnType<typeof combinedTurns>;

const cpuOf = (load: Combined, postmasterPid: number | null) =>
  postmasterPid === null ? `${load.cpu.server.toFixed(2)} ms` : `${load.cpu.server.toFixed(2)} + ${load.cpu.postgres.toFixed(2)} ms`;

/** This checkout against the baseline's, from the same turns: no target, a change's A/B. */
function baselineRow(name: string, run: PeerRun, ours: Combined, baseline: Combined): Row {
  return {
    figure: `${name}: this checkout / the baseline (${run.baseline!.root}): throughput, p99, CPU per request`,
    value: `${ours.throughput.toFixed(0)} / ${baseline.throughput.toFixed(0)} req/s, ${ms(ours.p99Ms)} / ${ms(baseline.p99Ms)}, ${cpuOf(ours, run.postmasterPid)} / ${cpuOf(baseline, run.postmasterPid)}${baseline.failures > 0 ? `, ${baseline.failures} errors` : ''}`,
    target: '',
    pass: null,
  };
}

/** Each query through both servers in alternating turns, with its ratios against the targets of issue #37. */
export async function postgraphileRows(run: PeerRun): Promise<Row[]> {
  const rows: Row[] = [];
  const measured = async (server: ServerProcess, bodies: readonly string[], seconds: number, headers: Record<string, string> = {}): Promise<MeasuredLoad> => {
    const cpu = measureCpu(server.pid, run.postmasterPid);
    const figures = await loadBodies(`${server.url}/graphql`, bodies, { ...searchHeaders, ...headers }, run.connections, seconds);
    return { ...figures, cpu: perSearch(cpu.stop(), figures.completed) };
  };
  const queries: PeerQuery[] = [...peerQueries(await berlinIds(run.ours)), ...(await signedInPeerQueries(run.databaseUrl))].filter(
    (query) => run.pick?.test(query.label) ?? true,
  );
  const baseline = run.baseline?.server;
  for (const query of queries) {
    for (const [index, ourBody] of query.ours.entries()) {
      const theirs = await ask(run.peer.url, query.theirs[index]!);
      query.agree(await ask(run.ours.url, ourBody, query.ourHeaders), theirs, index);
      if (baseline) query.agree(await ask(baseline.url, ourBody, query.ourHeaders), theirs, index);
    }
    const name = `PostgreSQL 1M, ${query.label}`;
    console.log(`[bench] ${name}: CampusNest${baseline ? ', the baseline' : ''} and PostGraphile in turns, ${run.connections} connections...`);
    await measured(run.ours, query.ours, run.warmUpSeconds, query.ourHeaders);
    if (baseline) await measured(baseline, query.ours, run.warmUpSeconds, query.ourHeaders);
    await measured(run.peer, query.theirs, run.warmUpSeconds);
    const ourTurns: MeasuredLoad[] = [];
    const baselineTurns: MeasuredLoad[] = [];
    const peerTurns: MeasuredLoad[] = [];
    for (let turn = 0; turn < run.turns; turn += 1) {
      ourTurns.push(await measured(run.ours, query.ours, run.seconds / run.turns, query.ourHeaders));
      if (baseline) baselineTurns.push(await measured(baseline, query.ours, run.seconds / run.turns, query.ourHeaders));
      peerTurns.push(await measured(run.peer, query.theirs, run.seconds / run.turns));
    }
    const ours = combinedTurns(ourTurns);
    const peer = combinedTurns(peerTurns);
    if (baseline) rows.push(baselineRow(name, run, ours, combinedTurns(baselineTurns)));
    const throughputRatio = ours.throughput / peer.throughput;
    const failures = ours.failures + peer.failures;
    rows.push(
      {
        figure: `${name}: throughput CampusNest / PostGraphile`,
        value: `${ours.throughput.toFixed(0)} / ${peer.throughput.toFixed(0)} req/s (× ${throughputRatio.toFixed(2)})`,
        target: '≥ × 1.00',
        pass: throughputRatio >= 1 && failures === 0,
      },
      {
        figure: `${name}: p99 CampusNest / PostGraphile`,
        value: `${ms(ours.p99Ms)} / ${ms(peer.p99Ms)}`,
        target: 'CampusNest ≤ PostGraphile',
        pass: ours.p99Ms <= peer.p99Ms && failures === 0,
      },
      {
        figure: `${name}: CPU per request, server + PostgreSQL, CampusNest / PostGraphile`,
        value:
          run.postmasterPid === null
            ? `${ours.cpu.server.toFixed(2)} / ${peer.cpu.server.toFixed(2)} ms (server only)`
            : `${ours.cpu.server.toFixed(2)} + ${ours.cpu.postgres.toFixed(2)} / ${peer.cpu.server.toFixed(2)} + ${peer.cpu.postgres.toFixed(2)} ms`,
        target: '',
        pass: null,
      },
    );
    if (failures > 0) rows.push({ figure: `${name}: errors and non-2xx (both)`, value: String(failures), target: '0', pass: false });
  }
  return rows;
}

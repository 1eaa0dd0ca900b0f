/**
 * Lighthouse's mobile preset on the pages `npm run server` renders (issue 29): `/`, a city's search
 * and a listing, from a fresh embedded database (the sample's listings, seeded on first start), with
 * the same targets as the build's prerendered pages (lighthouse.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateProperties } from '../data/generate';
import { freePort } from '../postgres/throwawayCluster';
import { lighthouseRows, runLighthouse } from './lighthouse';
import type { Row } from './report';
import { startServer } from './server/processes';

const PORTS = (process.env.BENCH_PORTS ?? '4800-4899').split('-').map(Number) as [number, number];

export async function serverLighthouseRows(): Promise<{ rows: Row[]; audits: string[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campusnest-bench-lighthouse-'));
  const server = await startServer({ DATA_DIR: dataDir }, await freePort(PORTS), { site: true });
  try {
    const pages = ['/', '/search?city=Berlin', `/property/${generateProperties(1)[0]!.id}`];
    const results = await runLighthouse(server.url, pages);
    const rows: Row[] = [];
    const audits: string[] = [];
    for (const page of results) {
      rows.push(...lighthouseRows(page, 'lighthouse, npm run server'));
      audits.push(...page.failingAudits.map((audit) => `npm run server ${page.path} ${audit}`));
    }
    return { rows, audits };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

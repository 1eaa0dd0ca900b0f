/**
 * A first start on an empty DATA_DIR (issue #30, item 8): PGlite's own initdb made it peak at about
 * 800 MB resident and keep 760 MB; the server now starts a new folder from the repository's
 * template (src/server/db/pgliteTemplate.ts) and must stay under the 300 MB it keeps under load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installedPgliteVersion, readTemplateInfo } from '../../src/server/db/pgliteTemplate';
import { statusKilobytes } from '../../src/server/procfs';
import { killChildServer, startChildServer, type ChildServer } from './childServer';
import { sqlEngine } from './testDatabase';

/** The peak resident memory of a running process, in kB, as Linux counts it (what `time -v` reports). */
function peakResidentKb(pid: number): number {
  const peak = statusKilobytes(pid, 'VmHWM');
  if (peak === null) throw new Error(`No VmHWM for process ${pid}`);
  return peak;
}

const LIMIT_KB = 300_000;

describe.runIf(sqlEngine() === 'pglite')('a first start on an empty data folder', () => {
  let server: ChildServer | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await killChildServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('has a template made by the installed PGlite (after an upgrade: npm run db:template)', () => {
    expect(readTemplateInfo()?.pglite).toBe(installedPgliteVersion());
  });

  it.runIf(process.platform === 'linux')('stays under 300 MB resident, and serves the sample catalogue', { timeout: 60_000 }, async () => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'campusnest-first-')), 'data');
    server = await startChildServer({ DATA_DIR: dataDir, SECRET_KEY: 'first-start-test-key-first-start-test-key' });
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ properties(first: 1) { totalCount } }' }),
    });
    expect(await response.json()).toEqual({ data: { properties: { totalCount: 50 } } });
    const peak = peakResidentKb(server.process.pid!);
    expect(peak, `peak resident memory ${peak} kB`).toBeLessThan(LIMIT_KB);
  });
});

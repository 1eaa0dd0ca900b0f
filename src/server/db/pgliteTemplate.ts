/**
 * A new PGlite folder starts from a cluster made once, in the repository, instead of PGlite's own
 * initdb. That initdb runs a second PostgreSQL in WebAssembly beside the first, copies its whole
 * memory between steps and hands the result over as a tarball: several times the memory of a start
 * on an existing folder, most of which stays until the process ends (docs/server.md#a-new-folder
 * has the figures).
 *
 * The template is the initdb of the PGlite version it names, with the migrations there were when it
 * was made (the first start's own migrations grew PGlite's memory too; later ones still run as on
 * any folder). It is used only with that PGlite version, as another's catalog could differ: any
 * other falls back to PGlite's initdb (and its cost), and a test fails until `npm run db:template`
 * makes a new template.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../projectRoot';

export const TEMPLATE_FOLDER = path.join(projectRoot, 'src/server/db/pglite-template');
export const TEMPLATE_ARCHIVE = path.join(TEMPLATE_FOLDER, 'cluster.tar.br');
export const TEMPLATE_INFO = path.join(TEMPLATE_FOLDER, 'cluster.json');
const UNPACKER = path.join(projectRoot, 'scripts/server/unpackTemplate.mjs');
const run = promisify(execFile);

/** The file PostgreSQL (and PGlite) take as the sign that a folder holds a cluster: unpacked last. */
const CLUSTER_MARK = 'PG_VERSION';

export interface TemplateInfo {
  /** The @electric-sql/pglite version whose initdb made the template. */
  pglite: string;
}

/** The installed PGlite's version. */
export function installedPgliteVersion(): string {
  const require = createRequire(import.meta.url);
  // The package's exports do not include package.json: found from its entry instead.
  let folder = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

export function readTemplateInfo(): TemplateInfo | null {
  if (!existsSync(TEMPLATE_INFO) || !existsSync(TEMPLATE_ARCHIVE)) return null;
  return JSON.parse(readFileSync(TEMPLATE_INFO, 'utf8')) as TemplateInfo;
}

export function holdsCluster(dataDir: string): boolean {
  return existsSync(path.join(dataDir, CLUSTER_MARK));
}

/**
 * Unpacks the template into `dataDir` (which holds no cluster) in a process of its own
 * (scripts/server/unpackTemplate.mjs says why). False when there is no template for the installed
 * PGlite: PGlite's initdb then makes the cluster.
 */
export async function unpackTemplate(dataDir: string): Promise<boolean> {
  const info = readTemplateInfo();
  if (info === null || info.pglite !== installedPgliteVersion()) return false;
  await run(process.execPath, [UNPACKER, TEMPLATE_ARCHIVE, dataDir], { cwd: projectRoot });
  return true;
}

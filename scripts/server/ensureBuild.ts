/**
 * `npm run server` serves dist/: it builds the app first when there is no build, or when a source
 * file is newer than it. The build is the same one `npm run build` makes; the server tells it
 * which API to use at serve time (src/server/http/site.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_RENDER_MODULE } from '../../src/server/pages/pageRenderer';

const SOURCES = ['src', 'public', 'index.html', 'schema.graphql', 'vite.config.ts', 'scripts/build', 'scripts/data'];

// src/server is the server, not the app: changing it needs no new build.
const NOT_THE_APP = new Set([path.join('src', 'server')]);

function newestChange(root: string, entry: string): number {
  const full = path.join(root, entry);
  if (NOT_THE_APP.has(entry) || !existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(full).reduce((newest, child) => Math.max(newest, newestChange(root, path.join(entry, child))), stats.mtimeMs);
}

export function buildIsCurrent(root: string): boolean {
  const built = path.join(root, 'dist', 'index.html');
  // The page renderer is built with the app, last (scripts/build/serverRenderBuild.ts).
  if (!existsSync(built) || !existsSync(path.join(root, SERVER_RENDER_MODULE))) return false;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.every((source) => newestChange(root, source) <= builtAt);
}

export function ensureBuild(root: string): void {
  if (buildIsCurrent(root)) return;
  console.log('[CampusNest] Building the app (npm run build)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error('The build failed: see above.');
}

/**
 * The project's folder (where schema.graphql and package.json are), found from this module's own
 * file: `src/server/` when the server runs from source (tsx, Vitest), `dist-server/` when it runs
 * bundled (`npm run server`, scripts/server/serve.mjs). Files the server reads at run time are
 * named from it, so that both layouts find them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'schema.graphql')) && existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No schema.graphql in ${from} or any folder above it.`);
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

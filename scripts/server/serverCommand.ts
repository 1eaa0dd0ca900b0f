/**
 * `npm run server`'s command line from package.json, for what starts the server as its own child
 * (the server bench, the tests that kill it): Node itself with the script's flags (the heap's cap)
 * and entry, not npm, so that the child's pid is the server's and a signal reaches the server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/server/projectRoot';

export function serverArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, ...args] = (scripts.server ?? '').split(' ');
  if (command !== 'node') throw new Error(`npm run server is "${scripts.server}": expected it to start node itself`);
  return args;
}

/**
 * `npm run server`'s command line from package.json, for what starts the server as its own child
 * (the server bench, the tests that kill it): Node itself with the script's flags (the heap's cap)
 * and entry, not npm, so that the child's pid is the server's and a signal reaches the server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/server/projectRoot';
import { startServingChild, type ServingChild } from './servingChild';

export function serverArguments(root: string = projectRoot): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, ...args] = (scripts.server ?? '').split(' ');
  if (command !== 'node') throw new Error(`npm run server is "${scripts.server}": expected it to start node itself`);
  return args;
}

/** The line scripts/server/start.ts prints once it serves (the API alone says "GraphQL"); its group is the origin. */
const SERVING_LINE = /Serving (?:GraphQL )?(http:\/\/[^\s/]+)\//;

/**
 * `npm run server` as a child of this process, as it runs in production (console mail, on
 * 127.0.0.1), with `env` over that: the storage, PORT, API_ONLY; in `root`, another checkout's
 * (built) server. Resolves once it serves.
 */
export function startServerChild(env: Record<string, string>, root: string = projectRoot): Promise<ServingChild> {
  return startServingChild(
    serverArguments(root),
    { HOST: '127.0.0.1', NODE_ENV: 'production', MAIL_TRANSPORT: 'console', ...env },
    { served: SERVING_LINE, name: 'npm run server', cwd: root },
  );
}

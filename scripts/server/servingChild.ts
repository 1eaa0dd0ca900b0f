/**
 * A Node child that serves once its output says so: `npm run server` for the tests that kill,
 * stop, fuzz or read it (tests/server/childServer.ts) and for the server bench, and PostGraphile for
 * the bench's comparison (scripts/bench/server/processes.ts). Started with this Node itself, never
 * npm, so that its pid is the server's and a signal reaches it. Its standard output and error are
 * kept as lines, which `waitFor` watches.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { projectRoot } from '../../src/server/projectRoot';

export interface ServingChild {
  /** The URL the child said it serves (the first group of `served`). */
  url: string;
  process: ChildProcess;
  stdout: string[];
  stderr: string[];
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What `find` finds in the output, as soon as it is there; fails if the child exits first or after `timeoutMs`. */
  waitFor<T>(find: () => T | undefined, what: string, timeoutMs?: number): Promise<T>;
}

export interface ServingChildOptions {
  /** Matched against standard output: the child serves once it matches, at the URL in its first group. */
  served: RegExp;
  /** Its name in errors. */
  name: string;
  timeoutMs?: number;
  /** The folder it runs in: the project's, unless another checkout's. */
  cwd?: string;
}

function lines(stream: NodeJS.ReadableStream, into: string[], onLine: () => void): void {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    into.push(...parts);
    onLine();
  });
}

/** Runs Node with `args` in the project's folder (or `cwd`), with `env` over ours, and waits until it serves. */
export async function startServingChild(
  args: readonly string[],
  env: Record<string, string>,
  { served, name, timeoutMs = 90_000, cwd = projectRoot }: ServingChildOptions,
): Promise<ServingChild> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of waiters) waiter();
  };
  lines(child.stdout, stdout, changed);
  lines(child.stderr, stderr, changed);
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  // Done first, then the waiters told: one waiting for a line that will never come fails at once.
  let done = false;
  void exited.then(() => {
    done = true;
    changed();
  });
  const waitFor = <T>(find: () => T | undefined, what: string, waitMs = 60_000): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found !== undefined) {
          finish();
          resolve(found);
        } else if (done) {
          finish();
          reject(new Error(`${name} exited before ${what}. Its standard error:\n${stderr.join('\n')}`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`Timed out waiting for ${what} from ${name}. Standard error:\n${stderr.join('\n')}`));
      }, waitMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  const url = await waitFor(() => served.exec(stdout.join('\n'))?.[1], 'it served', timeoutMs);
  return { url, process: child, stdout, stderr, exited, waitFor };
}

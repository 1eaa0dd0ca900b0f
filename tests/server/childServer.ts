/**
 * `npm run server` as a child process, the way it runs in production (its own command line, API
 * only so that no build is needed), for the tests that kill it, stop it, fuzz it and watch its
 * output: standard output lines (codes and messages, from the console mailer) and standard error.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { serverArguments } from '../../scripts/server/serverCommand';
import { projectRoot } from '../../src/server/projectRoot';


export interface ChildServer {
  url: string;
  process: ChildProcess;
  stdout: string[];
  stderr: string[];
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last code printed for `contact`, waiting for its line if it is not there yet. */
  codeFor(contact: string): Promise<string>;
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

/** Starts the server on a free port with `env` (DATA_DIR or DATABASE_URL among it) and waits until it serves. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  // Node itself, not npm: npm would run the server in a process of its own, which a SIGKILL to npm
  // would leave running.
  const child = spawn(process.execPath, serverArguments(), {
    cwd: projectRoot,
    env: { ...process.env, API_ONLY: '1', HOST: '127.0.0.1', PORT: '0', MAIL_TRANSPORT: 'console', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const waitFor = <T>(find: () => T | undefined, what: string, timeoutMs = 60_000): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found !== undefined) {
          finish();
          resolve(found);
        } else if (done) {
          finish();
          reject(new Error(`The server exited before ${what}. Its standard error:\n${stderr.join('\n')}`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`Timed out waiting for ${what}. Standard error:\n${stderr.join('\n')}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  const url = await waitFor(() => /Serving GraphQL (http:\/\/[^\s]+)\/graphql/.exec(stdout.join('\n'))?.[1], 'it served', 90_000);
  return {
    url,
    process: child,
    stdout,
    stderr,
    exited,
    codeFor(contact) {
      const prefix = `[CampusNest] Verification code for ${contact}: `;
      return waitFor(() => stdout.findLast((line) => line.startsWith(prefix))?.slice(prefix.length), `a code for ${contact}`, 15_000);
    },
  };
}

/** Stops a child that a test left running (no-op once it has exited). */
export async function killChildServer(server: ChildServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGKILL');
  await server.exited;
}

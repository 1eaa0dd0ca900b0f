/**
 * The bench's child processes: `npm run seed -- --count N` (the project's own seeding path, COPY
 * with the indexes rebuilt after) and `npm run server` (API only, production mode), each with the
 * database named in its environment, and the server's resident memory read from /proc.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { projectRoot } from '../../../src/server/projectRoot';
import { statFields, statusKilobytes } from '../../../src/server/procfs';
import { startServerChild } from '../../server/serverCommand';
import { startServingChild, type ServingChild } from '../../server/servingChild';

export type Storage = { DATABASE_URL: string } | { DATA_DIR: string };

/** Fills the catalogue with the generator's first `count` listings; resolves with the seconds it took. */
export async function seed(storage: Storage, count: number): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'seed', '--', '--count', String(count)], {
    cwd: projectRoot,
    env: { ...process.env, ...storage },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run seed -- --count ${count} exited with ${code}`);
  return (performance.now() - started) / 1000;
}

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * `npm run server` on `port`, started with this Node so that `pid` is the server itself, not a
 * launcher: the API alone, or with `site` the app's pages too (rendered from the database); `root`,
 * another checkout's server (the page bench's A/B).
 */
export async function startServer(storage: Storage, port: number, { site = false, root }: { site?: boolean; root?: string } = {}): Promise<ServerProcess> {
  const env = { ...storage, ...(site ? {} : { API_ONLY: '1' }), PORT: String(port), SECRET_KEY: 'bench only' };
  return stoppable(await startServerChild(env, root));
}

/** A Node child with `args` and `env` (over ours), serving once its output matches `served` (the URL in its first group). */
export async function startChild(args: readonly string[], env: Record<string, string>, served: RegExp, name: string): Promise<ServerProcess> {
  return stoppable(await startServingChild(args, env, { served, name }));
}

function stoppable(child: ServingChild): ServerProcess {
  return {
    url: child.url,
    pid: child.process.pid!,
    async stop() {
      if (child.process.exitCode !== null || child.process.signalCode !== null) return;
      child.process.kill('SIGTERM');
      await child.exited;
    },
  };
}

/** The process's resident set in bytes now (VmRSS in /proc/<pid>/status), or null once it is gone. */
export function residentBytes(pid: number): number | null {
  const kilobytes = statusKilobytes(pid, 'VmRSS');
  return kilobytes === null ? null : kilobytes * 1024;
}

/** Samples `pid`'s resident set every 100 ms until stopped; resolves with the largest sample. */
export function sampleResidentPeak(pid: number): { stop(): number } {
  let peak = residentBytes(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid) ?? 0);
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid) ?? 0);
    },
  };
}

/** Seconds of CPU `pid` has used (user and system, from /proc/<pid>/stat), 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return fields === null ? 0 : (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, which /proc counts CPU time in: 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => statFields(candidate)?.[1] === String(pid));
}

/**
 * CPU seconds used from now until `stop()`: by this process (the load client), by `serverPid`, and
 * by `postmasterPid` with its children (PostgreSQL's backends, which come and go with connections:
 * each is read at the start and at the end, one gone in between is not counted).
 */
export function measureCpu(serverPid: number | null, postmasterPid: number | null): { stop(): { client: number; server: number; postgres: number } } {
  const postgresPids = () => (postmasterPid === null ? [] : [postmasterPid, ...childrenOf(postmasterPid)]);
  const startPostgres = new Map(postgresPids().map((pid) => [pid, cpuSeconds(pid)]));
  const startServer = serverPid === null ? 0 : cpuSeconds(serverPid);
  const startClient = process.cpuUsage();
  return {
    stop() {
      const client = process.cpuUsage(startClient);
      return {
        client: (client.user + client.system) / 1e6,
        server: serverPid === null ? 0 : cpuSeconds(serverPid) - startServer,
        postgres: postgresPids().reduce((sum, pid) => sum + cpuSeconds(pid) - (startPostgres.get(pid) ?? 0), 0),
      };
    },
  };
}

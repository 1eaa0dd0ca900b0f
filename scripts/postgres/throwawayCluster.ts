/**
 * A PostgreSQL cluster that lives for one run (the PostgreSQL test project, the server bench): initdb
 * into a temporary folder with Debian's binaries, listening on 127.0.0.1 and a free port only, run
 * as the `postgres` user when we are root (PostgreSQL refuses to run as root), stopped and deleted
 * by `stop()`. Durability is off (fsync, synchronous commit, full pages): nothing in it outlives the run.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const MISSING_POSTGRES =
  'PostgreSQL server binaries not found (initdb, pg_ctl). Install them with `apt-get install -y postgresql`, or set TEST_DATABASE_URL to a PostgreSQL the tests may create databases on.';

/** The newest installed server's bin folder: Debian keeps each major version under /usr/lib/postgresql. */
export function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) throw new Error(MISSING_POSTGRES);
  return path.join(root, newest, 'bin');
}

function portIsFree(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      resolve(null);
    });
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(address && typeof address === 'object' ? address.port : null);
      });
    });
  });
}

/**
 * A port nothing listens on at 127.0.0.1: the first free one of `range` (inclusive), or any the
 * system picks. A range lets runs that share a machine keep to ports agreed between them.
 */
export async function freePort(range?: readonly [number, number]): Promise<number> {
  if (range === undefined) {
    const port = await portIsFree(0);
    if (port === null) throw new Error('no free port');
    return port;
  }
  for (let port = range[0]; port <= range[1]; port += 1) {
    if ((await portIsFree(port)) !== null) return port;
  }
  throw new Error(`no free port in ${range[0]}-${range[1]}`);
}

export interface ThrowawayCluster {
  /** The `postgres` superuser's database, trust authentication. */
  url: string;
  port: number;
  /** The postmaster's pid: it and its children are the cluster's processes (the server bench counts their CPU). */
  pid: number;
  stop(): void;
}

export interface ClusterOptions {
  port: number;
  /** Extra server settings (`-c name=value` each). */
  settings?: Record<string, string>;
}

export function startThrowawayCluster({ port, settings = {} }: ClusterOptions): ThrowawayCluster {
  const bin = postgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    execFileSync(file, fileArgs, { stdio: 'pipe' });
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'campusnest-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const options = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', ...settings };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      [`-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`, ...Object.entries(options).map(([name, value]) => `-c ${name}=${value}`)].join(' '),
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pid: Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

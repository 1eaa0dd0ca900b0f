/** A load's figures with the CPU each process spent per request, and turns of one load taken together. */
import { combinedLoad, type LoadFigures } from './load';

/** CPU milliseconds per search, of each process that took part. */
export type CpuPerSearch = Record<'client' | 'server' | 'postgres', number>;

export function perSearch(seconds: Record<keyof CpuPerSearch, number>, completed: number): CpuPerSearch {
  const ms = (value: number) => (value * 1000) / Math.max(completed, 1);
  return { client: ms(seconds.client), server: ms(seconds.server), postgres: ms(seconds.postgres) };
}

export type MeasuredLoad = LoadFigures & { cpu: CpuPerSearch };

/** Turns of one load as one: their searches and CPU together, the worst turn's p99 (combinedLoad). */
export function combinedTurns(turns: readonly MeasuredLoad[]): MeasuredLoad {
  const completed = turns.reduce((sum, turn) => sum + turn.completed, 0);
  const cpuOf = (process: keyof CpuPerSearch) => turns.reduce((sum, turn) => sum + turn.cpu[process] * turn.completed, 0) / Math.max(completed, 1);
  return { ...combinedLoad(turns), cpu: { client: cpuOf('client'), server: cpuOf('server'), postgres: cpuOf('postgres') } };
}

/** How a load's figures read in the bench's table: throughput, p50, p99 against its target, failures; memory and CPU. */
import { ms, type Row } from '../report';
import type { LoadFigures } from './load';

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export const cpuValue = (...milliseconds: number[]) => `${milliseconds.map((value) => value.toFixed(2)).join(' + ')} ms`;

export function loadRows(label: string, figures: LoadFigures, p99Target: number | null): Row[] {
  return [
    { figure: `${label}: throughput`, value: `${figures.throughput.toFixed(0)} req/s`, target: '', pass: null },
    { figure: `${label}: p50`, value: ms(figures.p50Ms), target: '', pass: null },
    {
      figure: `${label}: p99`,
      value: ms(figures.p99Ms),
      target: p99Target === null ? '' : `≤ ${p99Target} ms`,
      pass: p99Target === null ? null : figures.p99Ms <= p99Target,
    },
    { figure: `${label}: errors and non-2xx`, value: String(figures.failures), target: '0', pass: figures.failures === 0 },
  ];
}

/**
 * How hard to fuzz: FUZZ_RUNS inputs per property (200 inside `npm test`, 10,000 in
 * `npm run test:fuzz`), and the counts each test reports to tests/fuzz/reporter.ts.
 */
import fc from 'fast-check';
import type { TestContext } from 'vitest';

export const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

export interface FuzzCounts {
  inputs: number;
  faults: number;
}

declare module '@vitest/runner' {
  interface TaskMeta {
    fuzz?: FuzzCounts;
  }
}

/** Runs an async property FUZZ_RUNS times and records how many inputs it tried. */
export async function fuzz<Ts extends [unknown, ...unknown[]]>(
  context: TestContext,
  property: fc.IAsyncProperty<Ts>,
  counts: { faults?: () => number } = {},
): Promise<void> {
  let inputs = 0;
  const count = fc.beforeEach(() => {
    inputs += 1;
  });
  try {
    await fc.assert(property, { numRuns: RUNS, plugins: [count] });
  } finally {
    context.task.meta.fuzz = { inputs, faults: counts.faults?.() ?? 0 };
  }
}

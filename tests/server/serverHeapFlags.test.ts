/**
 * `npm run server`'s V8 flags (package.json). The old generation is capped at 128 MB, and under that
 * cap V8 judges the heap a small device's and lets the old generation grow only 1.3 times its live
 * size before the next full collection: a server promoting a few KB per request then stopped for a
 * mark-compact every ~1,000 requests (docs/server.md, "Against PostGraphile"). The server's flags
 * let it double, still bounded by the cap. V8 prints the factor it computes the limit with
 * (`--trace-gc-verbose`) at a full collection, which `gc()` forces.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverArguments } from '../../scripts/server/serverCommand';

/** The factor V8 computes the old generation's next limit with, in a Node started with `flags`. */
function growingFactor(flags: readonly string[]): number {
  const output = execFileSync(process.execPath, [...flags, '--trace-gc-verbose', '--expose-gc', '-e', 'gc()'], { encoding: 'utf8' });
  const factor = /\[HeapController\] Limit: .* \((\d+(?:\.\d+)?)\)/.exec(output)?.[1];
  if (factor === undefined) throw new Error(`V8 printed no limit:\n${output.slice(0, 2000)}`);
  return Number(factor);
}

describe("npm run server's heap flags", () => {
  const flags = serverArguments().filter((argument) => argument.startsWith('--'));

  it('keep the old generation capped at 128 MB', () => {
    expect(flags).toContain('--max-old-space-size=128');
  });

  it('let the old generation double between full collections, where the cap alone lets it grow 1.3 times', () => {
    expect(growingFactor(['--max-old-space-size=128'])).toBeLessThanOrEqual(1.3);
    expect(growingFactor(flags)).toBe(2);
  });
});

/**
 * Helpers of the robustness journeys: CSP violation capture, storage seeding and breaking, and
 * the counts each journey reports (inputs tried, faults injected) to robustnessReporter.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, TestInfo } from '@playwright/test';

export const ROBUSTNESS_ANNOTATION = 'robustness';

/** Adds to the totals the end-to-end run prints. */
export function count(testInfo: TestInfo, counts: { inputs?: number; faults?: number }): void {
  testInfo.annotations.push({ type: ROBUSTNESS_ANNOTATION, description: JSON.stringify({ inputs: 0, faults: 0, ...counts }) });
}

/** Records every CSP violation in `window.__cspViolations`, from the first script on. */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Puts raw values into localStorage before the app's first script, on the first load only. */
export async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('campusnest-test-seeded')) return;
    sessionStorage.setItem('campusnest-test-seeded', '1');
    for (const [key, value] of Object.entries(entries)) {
      try {
        localStorage.setItem(key, value);
      } catch {
        // A value too big for the quota is itself a case: the app then sees whatever fitted.
      }
    }
  }, values);
}

export type StorageFailure = 'blocked' | 'full' | 'no-localStorage';

/**
 * Makes localStorage fail the way browsers do: every call throws a SecurityError (blocked),
 * writes throw a QuotaExceededError (full), or reading `window.localStorage` itself throws.
 */
export async function breakStorage(page: Page, failure: StorageFailure): Promise<void> {
  await page.addInitScript((kind) => {
    const fail = (name: string) => () => {
      throw new DOMException(name === 'QuotaExceededError' ? 'The quota has been exceeded.' : 'The operation is insecure.', name);
    };
    if (kind === 'no-localStorage') {
      Object.defineProperty(window, 'localStorage', { configurable: true, get: fail('SecurityError') });
      return;
    }
    const proto = Storage.prototype as unknown as Record<string, unknown>;
    proto.setItem = fail(kind === 'full' ? 'QuotaExceededError' : 'SecurityError');
    if (kind === 'blocked') {
      proto.getItem = fail('SecurityError');
      proto.removeItem = fail('SecurityError');
    }
  }, failure);
}

/**
 * Removes from the fixture's console problems the entries a test provoked on purpose, after
 * checking there was at least one, so anything else still fails the test.
 */
export function allowConsoleProblems(problems: string[], expected: (problem: string) => boolean): void {
  const provoked = problems.filter(expected);
  if (provoked.length === 0) throw new Error('expected the provoked console errors, found none');
  problems.splice(0, problems.length, ...problems.filter((problem) => !expected(problem)));
}

/**
 * axe-core's WCAG 2 A and AA violations on the page. The script is evaluated through the DevTools
 * protocol rather than added as a `<script>` tag, which the build's CSP (no inline scripts) refuses.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } };
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations;
  });
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

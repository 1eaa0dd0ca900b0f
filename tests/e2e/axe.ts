/** Runs axe-core (WCAG 2 A and AA rules) in the page and returns the violations, for toEqual([]). */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown }>;
}

export async function axeViolations(page: Page): Promise<Array<{ id: string; help: string; targets: string }>> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations;
  });
  return violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => JSON.stringify(node.target)).join(' '),
  }));
}

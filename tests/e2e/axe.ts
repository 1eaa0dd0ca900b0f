/**
 * axe-core in the page under test: WCAG 2 A and AA rules, violations summarised so a failing
 * expectation says what and where.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ContextObject, RuleObject } from 'axe-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

declare global {
  interface Window {
    axe: { run(context: ContextObject | Document, options: { runOnly: string[]; rules?: RuleObject }): Promise<AxeResults> };
  }
}

export interface AxeOptions {
  /** Parts of the page not to check (third-party widgets we cannot change). */
  exclude?: string[];
  /** Rules to switch off, each with the reason in the caller. */
  disableRules?: string[];
}

/** One line per violation: rule id and the selectors of the elements at fault. */
export async function axeViolations(page: Page, { exclude = [], disableRules = [] }: AxeOptions = {}): Promise<string[]> {
  await page.addScriptTag({ path: axeScript });
  const results = await page.evaluate(
    ({ exclude, disableRules }) =>
      window.axe.run(exclude.length > 0 ? { exclude } : document, {
        runOnly: ['wcag2a', 'wcag2aa'],
        rules: Object.fromEntries(disableRules.map((rule) => [rule, { enabled: false }])),
      }),
    { exclude, disableRules },
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

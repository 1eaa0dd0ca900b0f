import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The filters fold behind their button on phones and beside the map (1280 px); opens them if closed. */
export async function openFilters(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: /^Filters/ });
  if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Suggestions whose answers come late or out of order, over the network (docs/product.md#suggestions).
 * The in-browser backend answers in the page, so only server mode lets a journey hold an answer:
 * the test decides when each held answer goes back, and waits for what the page shows, never for time.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

const hero = (page: Page) => page.getByRole('search', { name: 'Find a property' });

/** The text a request asks suggestions for; undefined for any other request. */
function suggestionText(request: Request): string | undefined {
  if (request.method() !== 'POST') return undefined;
  const body = request.postDataJSON() as { operationName?: string; variables?: { text?: string } } | null;
  return body?.operationName === 'PlaceSuggestions' ? body.variables?.text : undefined;
}

interface Answer {
  suggestions: Array<{ name: string; city: string | null }>;
}

/**
 * Once `hold(text)` is called, answers to `PlaceSuggestions` for that text wait for `release(text)`;
 * the rest go back at once. `asked` counts the requests per text, `answers` what each answer named
 * (as its options are).
 */
async function holdSuggestions(page: Page) {
  const holding = new Set<string>();
  const asked = new Map<string, number>();
  const answers = new Map<string, string[]>();
  const waiting = new Map<string, () => void>();
  const requested = new Map<string, () => void>();
  await page.route('**/graphql', async (route: Route) => {
    const text = suggestionText(route.request());
    if (text === undefined) return route.continue();
    asked.set(text, (asked.get(text) ?? 0) + 1);
    // Held from the moment it is asked for, so that `release` may come before the server answers.
    const released = holding.has(text) ? new Promise<void>((resolve) => waiting.set(text, resolve)) : Promise.resolve();
    if (holding.has(text)) requested.get(text)?.();
    // The page may give up on a request at any point (a newer text cancels it, a pick leaves the
    // page): what happens to its answer then concerns no one.
    try {
      const response = await route.fetch();
      const json = (await response.json()) as { data?: Answer };
      await released;
      answers.set(
        text,
        (json.data?.suggestions ?? []).map((place) => (place.city ? `${place.name}, ${place.city}` : place.name)),
      );
      await route.fulfill({ response });
    } catch {
      await route.abort().catch(() => undefined);
    }
  });
  return {
    asked,
    answers,
    /** From now on, answers for `text` wait; resolves once the page has asked for it. */
    hold(text: string): Promise<void> {
      holding.add(text);
      return new Promise<void>((resolve) => requested.set(text, resolve));
    },
    release(text: string) {
      holding.delete(text);
      const release = waiting.get(text);
      if (!release) throw new Error(`the answer for '${text}' is not being held`);
      release();
    },
  };
}

/**
 * Every state of the boxes in `container` and their lists from now on, as the page rendered them;
 * the returned function lists each one that showed another text's answer.
 */
async function recordLists(page: Page, container: string) {
  await page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) throw new Error(`no ${selector} on the page`);
    const seen: Array<{ value: string; options: string[] }> = [];
    (window as unknown as { listStates: typeof seen }).listStates = seen;
    const record = () => {
      for (const box of root.querySelectorAll('input[role="combobox"]')) {
        if (!(box instanceof HTMLInputElement)) continue;
        const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
        const options = [...(list?.querySelectorAll('[role="option"]') ?? [])].map((option) => option.getAttribute('aria-label') ?? option.textContent);
        if (options.length > 0) seen.push({ value: box.value, options });
      }
    };
    new MutationObserver(record).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  }, container);
  return async (answers: Map<string, string[]>) => {
    const states = await page.evaluate(() => (window as unknown as { listStates?: Array<{ value: string; options: string[] }> }).listStates ?? []);
    return states.flatMap(({ value, options }) => {
      const expected = answers.get(value.trim()) ?? [];
      const foreign = options.filter((name) => !expected.includes(name));
      return foreign.length > 0 ? [`'${value}' showed ${foreign.join(' / ')}`] : [];
    });
  };
}

const recordHero = (page: Page) => recordLists(page, 'form[role="search"]');

async function openCombobox(page: Page) {
  await page.goto('/');
  await hero(page).getByRole('textbox', { name: 'City' }).focus();
  const box = hero(page).getByRole('combobox', { name: 'City' });
  await expect(box).toBeFocused();
  return box;
}

test("an earlier text's answer that comes after the later text's never shows; Down and Enter pick Berlin", async ({ page }) => {
  const backend = await holdSuggestions(page);
  const box = await openCombobox(page);
  const wrongStates = await recordHero(page);
  const list = hero(page).getByRole('listbox', { name: 'Suggestions' });
  // 'be', 'ber' and 'berl', each answered (only the box's own answer shows), so Apollo keeps them;
  // 'b' is never asked.
  for (const text of ['be', 'ber', 'berl']) {
    await box.fill(text);
    await expect(list.getByRole('option', { name: 'Berlin', exact: true })).toBeVisible();
  }

  // Back to 'b', whose answer the test holds: the list 'berl' had is not its answer.
  const heldB = backend.hold('b');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await heldB;
  await expect(box).toHaveValue('b');
  await expect(hero(page).getByRole('option')).toHaveCount(0);

  // 'berl' again (and 'be', 'ber' on the way) comes from Apollo's cache; only then does the answer
  // for 'b' arrive.
  await page.keyboard.type('erl');
  await expect(list.getByRole('option', { name: 'Berlin', exact: true })).toBeVisible();
  const delivered = page.waitForEvent('requestfinished', (request) => suggestionText(request) === 'b');
  backend.release('b');
  await delivered;
  // Back to 'b' once more: its list now comes from the cache, which proves the late answer had been
  // taken in, and shown nowhere, before.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(list.getByRole('option', { name: 'Barcelona', exact: true })).toBeVisible();
  expect(backend.asked.get('b')).toBe(1);
  await page.keyboard.type('erl');
  await expect(list.getByRole('option', { name: 'Berlin', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'Berlin', exact: true })).toHaveAttribute('aria-selected', 'true');
  expect(await wrongStates(backend.answers)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?city=Berlin');
  await expect(page.getByRole('heading', { name: 'Properties in Berlin' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("while the box's own answer is on its way, Down and Enter cannot pick from the previous text's list", async ({ page }) => {
  const backend = await holdSuggestions(page);
  const heldBerl = backend.hold('berl');
  const box = await openCombobox(page);
  const wrongStates = await recordHero(page);
  await page.keyboard.type('b');
  await expect(hero(page).getByRole('option', { name: 'Barcelona', exact: true })).toBeVisible();
  await page.keyboard.type('erl');
  await heldBerl;
  await expect(hero(page).getByRole('option')).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(await wrongStates(backend.answers)).toEqual([]);
  // Nothing is highlighted: Enter searches for the text typed.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?city=berl');
  await expect(page.getByRole('heading', { name: 'Properties in berl' })).toBeVisible();
  // The held answer is never sent: the page has left it behind.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("the search page's City box: a late answer for an earlier text never replaces the list, and a pick is of what is shown", async ({ page }) => {
  // Between a tablet and a laptop the filters stand open beside the list.
  await page.setViewportSize({ width: 1024, height: 800 });
  const backend = await holdSuggestions(page);
  const heldB = backend.hold('b');
  // Its answer either reaches the page or the page gives up on it (a newer text's request replaces it).
  const bSettled = new Promise<void>((resolve) => {
    const settled = (request: Request) => {
      if (suggestionText(request) === 'b') resolve();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
  });
  await page.goto('/search');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const box = filters.getByRole('combobox', { name: 'City' });
  await box.click();
  const wrongStates = await recordLists(page, '[data-early-key="filters"]');
  await page.keyboard.type('b');
  await heldB;
  await page.keyboard.type('erl');
  const list = filters.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: 'Berlin', exact: true })).toBeVisible();
  // The answer for 'b' (Barcelona, Berlin, Brussels...) comes only now: the list stays the one for 'berl'.
  backend.release('b');
  await bSettled;
  await expect(list.getByRole('option')).toHaveText(['Berlin']);
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'Berlin', exact: true })).toHaveAttribute('aria-selected', 'true');
  expect(await wrongStates(backend.answers)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?city=Berlin');
  await expect(page.getByRole('heading', { name: 'Properties in Berlin' })).toBeVisible();
  await expect(box).toHaveValue('Berlin');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

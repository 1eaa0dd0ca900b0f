/**
 * The developer's GraphiQL page, in a real browser: Monaco's editors and workers load, queries and
 * mutations run against the app's own backend, the docs come from the backend's introspection
 * through the app's link (descriptions included), and none of it is in what `/` loads.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

// Each test loads GraphiQL and starts Monaco (a few MB, three workers) before it does anything:
// on a busy 2-core machine (CI runs two workers) Monaco alone has taken over 20 s to show the text.
test.describe.configure({ timeout: 120_000 });

/**
 * Strings only GraphiQL's and Monaco's code holds. Not the bare word "graphiql": the app's router
 * names the route (`/graphiql`) and its lazy chunk (`GraphiQLPage-….js`), which is how it loads it.
 */
const markers = [/monaco/i, /graphiql-/, /_VSCODE_/];

function markersIn(source: string): string[] {
  return markers.filter((marker) => marker.test(source)).map(String);
}

/** Collects the body of every script (workers included) the page downloads, keyed by URL. */
function recordScripts(page: Page): () => Promise<Map<string, string>> {
  const bodies: Promise<[string, string]>[] = [];
  let recording = true;
  page.on('response', (response) => {
    // A 304 has no body: the browser reuses one downloaded, and recorded, before.
    if (!recording || response.request().resourceType() !== 'script' || response.status() === 304) return;
    // The browser may drop a body before it is read (a navigation, a worker ending): the same
    // hashed URL then comes again from the preview server, which serves it unchanged.
    const url = response.url();
    bodies.push(
      response
        .text()
        .catch(() => page.request.get(url).then((again) => again.text()))
        .then((body) => [url, body]),
    );
  });
  return async () => {
    recording = false;
    return new Map(await Promise.all(bodies));
  };
}

function editor(page: Page, region: 'Operation Editor' | 'Result Window') {
  return page.getByRole('region', { name: region });
}

/** The visible result, with Monaco's no-break spaces and its wrapping of long lines as single spaces. */
async function resultText(page: Page): Promise<string> {
  return (await editor(page, 'Result Window').innerText()).replace(/[\s\u00a0]+/g, ' ');
}

/** Replaces the operation editor's text by typing it, or inserting it whole as a paste. */
async function replaceOperation(page: Page, text: string, how: 'type' | 'insert' = 'insert') {
  await editor(page, 'Operation Editor').getByRole('textbox').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await (how === 'type' ? page.keyboard.type(text) : page.keyboard.insertText(text));
  // Monaco closes brackets as they open; drop whatever it added after the text.
  await page.keyboard.press('Shift+ControlOrMeta+End');
  await page.keyboard.press('Delete');
  // GraphiQL re-reads the operation's name a moment after an edit (the tab's title shows it), and
  // sends that name with the next run: wait for it, as a person typing always does.
  const title = /^\s*(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? '<untitled>';
  await expect(page.getByRole('tablist', { name: 'Select active operation' }).getByRole('button', { name: title, exact: true })).toBeVisible();
}

async function openGraphiQL(page: Page) {
  await page.goto('/graphiql');
  // The first visit downloads GraphiQL and Monaco (a few MB): give it longer than a page of the app.
  await expect(page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' })).toBeVisible({ timeout: 45_000 });
  // The default tab's text is in the editor once Monaco has started.
  await expect(editor(page, 'Operation Editor')).toContainText('BerlinProperties', { timeout: 45_000 });
}

test('runs the default properties query and shows the result, with Monaco in its workers', async ({ page }) => {
  // Without working workers Monaco falls back to the main thread with a console warning, which the
  // fixture turns into a failure; this says so outright.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await openGraphiQL(page);
  await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
  await expect(editor(page, 'Result Window')).toContainText('"totalCount"');
  await expect(editor(page, 'Result Window')).toContainText('Berlin');
  // Monaco starts a language's worker when that language first needs it, which can come after the
  // result is on screen: wait for each worker to appear, not for a moment.
  await expect.poll(() => workers.some((url) => /graphql\.worker/.test(url)), { message: 'the GraphQL worker started' }).toBe(true);
  await expect.poll(() => workers.some((url) => /json\.worker/.test(url)), { message: 'the JSON worker started' }).toBe(true);
});

test('takes typing in the editor and runs it with Ctrl+Enter', async ({ page }) => {
  await openGraphiQL(page);
  await replaceOperation(page, '{ me { id } }', 'type');
  await expect(editor(page, 'Operation Editor')).toContainText('me');
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => resultText(page)).toMatch(/"me": null/);
});

test('answers an unknown field with a validation error', async ({ page }) => {
  await openGraphiQL(page);
  await replaceOperation(page, '{ properties { totalCount nonsense } }');
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => resultText(page)).toContain('Cannot query field \\"nonsense\\" on type \\"PropertyConnection\\".');
});

test('shows the schema and its descriptions in the docs explorer', async ({ page }) => {
  // All of it comes from the introspection answer: the schema's own description is only in it when asked for.
  await openGraphiQL(page);
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  await expect(page.getByText("CampusNest's API: verified student rentals")).toBeVisible();
  await page.getByRole('link', { name: 'Query' }).click();
  await page.getByRole('link', { name: 'properties' }).first().click();
  await expect(page.getByText('A page of properties matching')).toBeVisible();
  await expect(page.getByText('How many properties to return, from 1 to 100.')).toBeVisible();
});

test('passes axe with a result and the docs open, but for what GraphiQL and Monaco draw themselves', async ({ page }) => {
  await openGraphiQL(page);
  await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
  await expect(editor(page, 'Result Window')).toContainText('"totalCount"');
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  await page.getByRole('link', { name: 'Query' }).click();
  await page.getByRole('link', { name: 'properties' }).first().click();
  await expect(page.getByText('How many properties to return, from 1 to 100.')).toBeVisible();
  expect(
    await axeViolations(page, {
      // Monaco's syntax colours (a number is 4.1:1 on GraphiQL's editor background) come from its theme.
      exclude: ['.monaco-editor'],
      // GraphiQL's tab list puts each tab's close button inside the tab: its markup, not ours.
      disableRules: ['nested-interactive'],
    }),
  ).toEqual([]);
});

test('signs up through GraphiQL into the same store the app reads', async ({ page }) => {
  let code: string | undefined;
  page.on('console', (message) => {
    code = /^\[CampusNest\] Verification code for ana@example\.com: (\d{6})$/.exec(message.text())?.[1] ?? code;
  });
  await openGraphiQL(page);

  await replaceOperation(page, 'mutation { sendOtp(input: { type: EMAIL, contact: "ana@example.com", intent: SIGNUP }) { sent } }');
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => resultText(page)).toContain('"sent": true');
  expect(code).toMatch(/^\d{6}$/);

  await replaceOperation(page, `mutation { verifyOtp(input: { type: EMAIL, contact: "ana@example.com", code: "${code!}" }) { verificationToken } }`);
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => resultText(page)).toMatch(/"verificationToken": "[^"]+"/);
  const token = /"verificationToken": "([^"]+)"/.exec(await resultText(page))![1]!;

  await replaceOperation(
    page,
    `mutation { signup(input: { firstName: "Ana", lastName: "Silva", type: EMAIL, contact: "ana@example.com", verificationToken: "${token}" }) { user { firstName } } }`,
  );
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => resultText(page)).toContain('"firstName": "Ana"');

  // Back to the app without a reload: its header reads the session GraphiQL just created.
  await page.getByRole('link', { name: 'CampusNest', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Ana');
});

test('the home page loads no GraphiQL or Monaco code; /graphiql does', async ({ page }) => {
  const homeScripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const home = await homeScripts();
  expect(home.size).toBeGreaterThan(0);
  test.skip(
    [...home.keys()].some((url) => url.includes('/@vite/')),
    'the dev server serves modules, not the bundle',
  );
  for (const [url, body] of home) expect(markersIn(body), url).toEqual([]);

  // The markers are real: the GraphiQL page's scripts carry every one of them.
  const graphiqlScripts = recordScripts(page);
  await openGraphiQL(page);
  const graphiql = [...(await graphiqlScripts()).values()].join('\n');
  expect(markersIn(graphiql)).toEqual(markers.map(String));
});

test("the built pages' entry chunk and its static imports hold no GraphiQL or Monaco code", () => {
  const dist = join(process.cwd(), 'dist');
  // The shell loads the entry as a module script; a prerendered page names it for its start script.
  const entryOf = (page: string) =>
    [...readFileSync(join(dist, page), 'utf8').matchAll(/<script (?:type="module"[^>]*src|defer[^>]*data-entry)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const entries = entryOf('shell.html');
  expect(entries).toHaveLength(1);
  expect(entryOf('index.html')).toEqual(entries);

  // Everything the browser must fetch before the app starts: the entry and its static imports.
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(dist, file), 'utf8');
    expect(markersIn(source), file).toEqual([]);
    for (const [, specifier] of source.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g)) {
      visit(join(dirname(file), specifier!));
    }
  };
  visit(entries[0]!);
  expect([...seen].some((file) => /GraphiQLPage/.test(file))).toBe(false);
});

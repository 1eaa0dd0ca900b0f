/**
 * Server mode's page renderer (src/prerender/serverRender.tsx) over the real schema and sample
 * listings: a listing or a search renders in one pass from the queries asked before it
 * (pageQueries.ts), the same page as the render that asks as it goes, and renders of different
 * requests never see each other's data, however they interleave.
 */
import { execute as run } from 'graphql';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { loadNodeSchema } from '../../scripts/data/nodeBackend';
import { createApolloClientOver } from '../../src/apollo/client';
import { renderApp } from '../../src/prerender/renderPage';
import { executorLink, prepareServerRender, renderServerPage, type PageExecutor } from '../../src/prerender/serverRender';
import { createTestApi } from './harness';

const sample = generateProperties();
const api = createTestApi();
const execute: PageExecutor = async ({ document, variables, operationName }) =>
  run({ schema: loadNodeSchema(), document, variableValues: variables, operationName, contextValue: api.context });

/** The render that asks each query as the app meets it and renders again once it is answered. */
async function renderAskingAsItGoes(url: string, locale: 'en' | 'de') {
  const client = createApolloClientOver(executorLink(execute));
  try {
    const page = await renderApp({ client, url, locale, renderFunction: renderToString });
    return { ...page, cache: client.extract() };
  } finally {
    client.stop();
  }
}

const PAGES = [
  `/property/${sample[0]!.id}`,
  `/property/${sample[7]!.id}?lang=de`,
  '/search',
  '/search?city=Berlin&maxPrice=900',
  '/search?university=Sorbonne%20University&sort=distance&bedrooms=2',
  '/search?city=M%C3%BCnchen&roomType=studio&bills=included&sort=price-asc',
];

describe("the server's page renderer", () => {
  beforeAll(async () => {
    await prepareServerRender(execute);
  });

  it.each(PAGES)('renders %s in one pass, the same page as a render that asks as it goes', async (url) => {
    const locale = url.includes('lang=de') ? 'de' : 'en';
    const page = await renderServerPage({ url, locale, execute });
    expect(page.passes).toBe(1);
    expect(page.body).not.toMatch(/Loading/);
    const asked = await renderAskingAsItGoes(url, locale);
    expect(asked.passes).toBeGreaterThan(1);
    expect(page.body).toBe(asked.body);
    expect(page.title).toBe(asked.title);
    expect(page.cache).toEqual(asked.cache);
  });

  it('renders a page whose queries it could not know before (a missing listing) by asking as it goes', async () => {
    const page = await renderServerPage({ url: '/property/no-such-listing', locale: 'en', execute });
    expect(page.passes).toBeGreaterThan(1);
    expect(page.body).toContain('Property not found');
  });

  it("never shows one request's data in another's page, however their renders interleave", async () => {
    const [first, second] = [sample[3]!, sample[4]!];
    const secret = 'Signed-in visitor 7f3a';
    // The first request's answers come last, and carry what only its visitor may see.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const executeFirst: PageExecutor = async (operation) => {
      const result = await execute(operation);
      await held;
      return JSON.parse(JSON.stringify(result).replaceAll(first.name, secret)) as typeof result;
    };
    const firstPage = renderServerPage({ url: `/property/${first.id}`, locale: 'en', execute: executeFirst });
    const secondPage = await renderServerPage({ url: `/property/${second.id}`, locale: 'en', execute });
    answer();
    const firstDone = await firstPage;
    const afterBoth = await renderServerPage({ url: '/search?city=Berlin', locale: 'en', execute });

    expect(firstDone.passes).toBe(1);
    expect(firstDone.body).toContain(secret);
    expect(JSON.stringify(firstDone.cache)).not.toContain(second.id);
    for (const page of [secondPage, afterBoth]) {
      expect(page.body + JSON.stringify(page.cache)).not.toContain(secret);
      expect(JSON.stringify(page.cache)).not.toContain(`Property:${first.id}`);
    }
    expect(secondPage.body).toContain(second.name);
  });

  it("renders a long run of pages (past a client's run of renders) each with the layout's answers and its own data alone", async () => {
    const listings = sample.slice(10, 50);
    const pages = [];
    for (const listing of listings) pages.push(await renderServerPage({ url: `/property/${listing.id}`, locale: 'en', execute }));
    const expected = await renderAskingAsItGoes(`/property/${listings.at(-1)!.id}`, 'en');
    expect(pages.at(-1)!.cache).toEqual(expected.cache);
    pages.forEach((page, index) => {
      expect(page.passes).toBe(1);
      const cached = Object.keys(page.cache as Record<string, unknown>).filter((key) => key.startsWith('Property:'));
      expect(cached).toEqual([`Property:${listings[index]!.id}`]);
      expect(page.cache).toHaveProperty('ROOT_QUERY.me', null);
    });
  });
});

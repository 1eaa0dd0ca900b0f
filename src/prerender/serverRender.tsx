/**
 * Server mode's render of one request (docs/architecture.md#rendered-by-the-server): the same App
 * and `renderApp` as the build's prerender (renderPage.tsx), with the page's operations run in the
 * server's own process against its schema and store (the `execute` it passes), for an anonymous
 * visitor, in the request's language. Built by Vite into dist-ssr/serverRender.js with the app's
 * plugins (Lingui's macros, styled-components' ids), which `npm run server` imports
 * (src/server/pages/pageRenderer.ts describes what it expects of this module).
 *
 * Each render pass is one synchronous renderToString, with the language activated by the provider
 * at its start: Lingui's `i18n` is one instance for the process, and renders of several requests in
 * different languages interleave only between passes, while their queries are answered.
 */
import { ApolloLink } from '@apollo/client';
import type { DocumentNode, ExecutionResult } from 'graphql';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { StorageNoticeQuery } from '../app/layout/StorageNotice';
import { preloadPageFor } from '../app/routes';
import { infoPages } from '../lib/infoPages';
import { SessionQuery } from '../features/auth/session';
import { detectLocale } from '../i18n/detectLocale';
import { activateLocale } from '../i18n/activate';
import { LOCALES, SOURCE_LOCALE, type Locale } from '../lib/locales';
import { apolloClientOptions, createApolloClientOver } from '../apollo/client';
import { pageQueriesFor } from './pageQueries';
import { withPage } from './pageTemplate';
import { stateScript } from './prerenderedState';
import { RenderClient } from './renderClient';
import { appRouter, renderApp, renderAppOnce } from './renderPage';

export interface PageOperation {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** Runs one of the page's operations for an anonymous visitor, in the server's process. */
export type PageExecutor = (operation: PageOperation) => Promise<ExecutionResult>;

/** A page rendered for anonymous visitors: the same for everyone who asks for its URL in its language. */
export interface ServerRenderedPage {
  body: string;
  head: string;
  title: string | null;
  /** The Apollo cache the render read, to embed. */
  cache: unknown;
  /** How many times the app was rendered: one when the page's queries were asked before it rendered. */
  passes: number;
}

export function executorLink(execute: PageExecutor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ document: operation.query, variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => {
            observer.error(error);
          },
        );
      }),
  );
}

/** The weights of Accept-Language's entries, most wanted first ("de-CH, en;q=0.5" → de-CH, en). */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = Number(
        parameters
          .find((parameter) => parameter.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0 && entry.tag !== '')
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language a request's page is rendered in, by the client's own rule (detectLocale): `?lang=`,
 * else the browser's languages (Accept-Language, what `navigator.languages` lists), else English.
 * The language a browser remembered is in its storage, which the server cannot read: such a
 * browser renders the page again in it (hydratable.ts).
 */
export function pageLocale(search: string, acceptLanguage: string | undefined): Locale {
  return detectLocale({ search, stored: null, languages: acceptedLanguages(acceptLanguage) });
}

/**
 * What the layout asks on every page (who is signed in, whether storage works), as an anonymous
 * visitor's answers are: the same for every page and every render, so asked once and then put into
 * each render's cache before it starts. Each render is then one pass shorter: the first renders the
 * page itself. Asked again after a failure (an outage).
 */
let layoutAnswers: Promise<unknown> | undefined;

function anonymousLayout(execute: PageExecutor): Promise<unknown> {
  if (layoutAnswers === undefined) {
    const asking = (async () => {
      const client = createApolloClientOver(executorLink(execute));
      try {
        await Promise.all([client.query({ query: SessionQuery }), client.query({ query: StorageNoticeQuery })]);
        return client.extract();
      } finally {
        client.stop();
      }
    })();
    layoutAnswers = asking;
    asking.catch(() => {
      if (layoutAnswers === asking) layoutAnswers = undefined;
    });
    return asking;
  }
  return layoutAnswers;
}

/**
 * The client of the one-pass renders, shared by a run of them: a client works out its document
 * transforms once per document, which a client per render did again every time. It never asks
 * anything itself (its link refuses). The layout's answers are its cache's own data, restored once
 * per client (a restore starts the cache afresh, its document transforms and readers with it); each
 * render's page data is a layer over them, written, read, extracted and removed in one synchronous
 * stretch (renderInOnePass). Its cache tracks no dependencies between reads and data
 * (`resultCaching: false`): a render reads each thing once, and the tracking cost more than the
 * reads. It is replaced after a few renders because its cache keeps an entry for each fragment a
 * render read (Apollo drops one when its last subscriber leaves; a render on the server never
 * subscribes).
 */
const RENDERS_PER_CLIENT = 32;
let onePass: { client: RenderClient; renders: number; layout: unknown } | undefined;

/** The client for the next render, with `layout` in its cache; `rendering` counts the render against the client's run. */
function onePassClient(layout: unknown, rendering: boolean): RenderClient {
  if (!onePass || onePass.renders >= RENDERS_PER_CLIENT)
    onePass = { client: new RenderClient(apolloClientOptions(asksNothing, { resultCaching: false })), renders: 0, layout: undefined };
  if (onePass.layout !== layout) {
    onePass.client.cache.restore(layout);
    onePass.layout = layout;
  }
  if (rendering) onePass.renders += 1;
  return onePass.client;
}

const asksNothing = new ApolloLink(() => {
  throw new Error("a one-pass render asks nothing: the page's queries were asked before it");
});

/** The cache layer holding one render's page data (renderInOnePass). */
const PAGE_LAYER = 'page';

/**
 * The page rendered in one pass: its own queries (pageQueries.ts) asked first, their answers written
 * into a layer of the cache over the layout's, then one synchronous renderToString. Null when that
 * cannot be the page as the full render would make it: an operation failed (the full render shows
 * the error as the app does), or the render watched a query the cache could not answer.
 */
async function renderInOnePass(url: string, locale: Locale, execute: PageExecutor, layout: unknown): Promise<ServerRenderedPage | null> {
  const transform = onePassClient(layout, false).documentTransform;
  // Made first: its matches say which queries the page asks, and the render uses it.
  const router = appRouter(url);
  const queries = pageQueriesFor(url, router.state.matches);
  const answers = await Promise.all(
    queries.map(({ query, variables }) =>
      // As Apollo would send it (with __typename), from the client's cached transform of the document.
      execute({ document: transform.transformDocument(query), variables, operationName: undefined }),
    ),
  );
  if (answers.some((answer) => answer.errors !== undefined || !answer.data)) return null;
  // From here on synchronous to the end: no other request's render can run in between, so the
  // shared cache holds this page's data alone, and its layer is gone before anything else runs.
  // The client is asked for again: another render may have replaced it while this one waited.
  const client = onePassClient(layout, true);
  client.cache.recordOptimisticTransaction(() => {
    queries.forEach(({ query, variables }, index) => {
      client.writeQuery({ query, variables, data: answers[index]!.data });
    });
  }, PAGE_LAYER);
  try {
    const page = renderAppOnce({ client, url, locale, router });
    if (client.takeUnanswered() > 0) return null;
    // The layout's data and the page's, as one cache: what the browser's cache starts from.
    return { ...page, cache: client.extract(true) };
  } finally {
    client.takeUnanswered();
    client.cache.removeOptimistic(PAGE_LAYER);
  }
}

/** The page rendered for an anonymous visitor: in one pass when its queries are known, else until its data is in. */
export async function renderServerPage({ url, locale, execute }: { url: string; locale: Locale; execute: PageExecutor }): Promise<ServerRenderedPage> {
  // Without them (the database away), the render asks for them itself and shows what it gets.
  const layout = await anonymousLayout(execute).catch(() => null);
  if (layout) {
    const page = await renderInOnePass(url, locale, execute, layout);
    if (page) return page;
  }
  const client = createApolloClientOver(executorLink(execute));
  if (layout) client.restore(layout);
  try {
    const page = await renderApp({ client, url, locale, renderFunction: renderToString });
    return { ...page, cache: client.extract() };
  } finally {
    client.stop();
  }
}

/** The page in the build's template (the server's shell, its head already the page's), with its state. */
export function serverPageHtml(
  template: string,
  page: ServerRenderedPage,
  { url, locale, endpoint, freshVisitor }: { url: string; locale: Locale; endpoint: string; freshVisitor: boolean },
): string {
  const state = stateScript({ url, locale, cache: page.cache, server: { endpoint, freshVisitor } });
  // The language set in the template, before the page is in it: a pattern run on the whole page copies it.
  const inLanguage = locale === SOURCE_LOCALE ? template : template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  return withPage(inLanguage, { body: page.body, head: page.head, title: page.title, state });
}

/**
 * Loads what a render must find ready, so that no pass renders a fallback: every language's
 * catalog and the pages' code. React's own lazy pages (the not-found page) resolve on their first
 * render, which this does once for each kind of page.
 */
export async function prepareServerRender(execute: PageExecutor): Promise<void> {
  for (const locale of LOCALES) await activateLocale(locale);
  await activateLocale(SOURCE_LOCALE);
  const infoPaths = infoPages.map((info) => info.path);
  await Promise.all(['/search', '/property', ...infoPaths].map(preloadPageFor));
  for (const url of ['/', '/no-such-page', '/search', '/property/warm-up', ...infoPaths]) {
    await renderServerPage({ url, locale: SOURCE_LOCALE, execute });
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
}

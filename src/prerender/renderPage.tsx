/**
 * The build's prerender (docs/architecture.md#html-first): renders one URL of the app to HTML with
 * React on Node, from the same schema, resolvers and sample listings the browser runs, for a fresh
 * visitor in English. Loaded by scripts/build/prerenderPages.ts through Vite, so it sees the
 * app's modules exactly as the browser build does (Lingui's macros, the generated listings).
 * Server mode renders each request with the same `renderApp` (serverRender.tsx).
 */
import type { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createApiContext } from '../api/createContext';
import { setLatencyScale } from '../api/latency';
import { createSafeStorage, MemoryStorage } from '../api/store/storage';
import { createStore } from '../api/store/store';
import { createApolloClient } from '../apollo/client';
import { loadSampleCatalog } from '../apollo/sampleCatalog';
import { App } from '../app/App';
import { routes } from '../app/routes';
import { activateLocale } from '../i18n/activate';
import { SOURCE_LOCALE, type Locale } from '../lib/locales';
import { stateScript } from './prerenderedState';
import { rememberingStyles } from './rememberedStyles';
import type { RenderedPage } from './renderedPage';

export type { RenderedPage } from './renderedPage';

// React 19 puts what belongs in the head (the page's <title>, preloads of its first photos) at the
// start of the markup when it renders less than a whole document: the head gets them instead.
const HOISTED = /^(?:<link [^>]*\/>|<title>[^<]*<\/title>)*/;
const TITLE = /<title>([^<]*)<\/title>/;

export interface AppRender {
  client: ApolloClient;
  url: string;
  locale: Locale;
  renderFunction: prerenderStatic.PrerenderFunction;
}

/** A page's parts and how many times the app was rendered to make it. */
export type AppPage = Omit<RenderedPage, 'state'> & { passes: number };

export type AppRouter = ReturnType<typeof createMemoryRouter>;

/** The app's router at `url`, as a render on the server makes it. */
export function appRouter(url: string): AppRouter {
  return createMemoryRouter(routes, { initialEntries: [url] });
}

function appTree({ client, url, locale, router = appRouter(url) }: Omit<AppRender, 'renderFunction'> & { router?: AppRouter }, sheet: ServerStyleSheet) {
  return sheet.collectStyles(
    <StrictMode>
      <App client={client} router={router} locale={locale} />
    </StrictMode>,
  );
}

/** A sheet for one render, taking the rules earlier renders' sheets got from stylis (rememberedStyles.ts). */
function renderSheet(): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  rememberingStyles(sheet.instance);
  return sheet;
}

function pageParts(markup: string, sheet: ServerStyleSheet): Omit<RenderedPage, 'state'> {
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  return {
    body: markup.slice(hoisted.length),
    head: hoisted.replace(TITLE, '') + sheet.getStyleTags(),
    title: TITLE.exec(hoisted)?.[1] ?? null,
  };
}

/** The app at `url`, rendered again each time a query it asked for has answered, until none is left. */
export async function renderApp({ renderFunction, ...app }: AppRender): Promise<AppPage> {
  const sheet = renderSheet();
  try {
    const { result, aborted, diagnostics } = await prerenderStatic({
      tree: appTree(app, sheet),
      context: { client: app.client },
      renderFunction,
      diagnostics: true,
    });
    if (aborted) throw new Error(`render of ${app.url} stopped before its data arrived`);
    return { ...pageParts(result, sheet), passes: diagnostics?.renderCount ?? 0 };
  } finally {
    sheet.seal();
  }
}

/**
 * The app at `url` rendered once, synchronously, from what the client's cache holds: a query it
 * lacks renders as loading (the caller checks; serverRender.tsx falls back to renderApp). `router`,
 * when the caller has already made it (its matches told it the page's queries), is `appRouter(url)`.
 */
export function renderAppOnce(app: Omit<AppRender, 'renderFunction'> & { router?: AppRouter }): AppPage {
  const sheet = renderSheet();
  try {
    return { ...pageParts(renderToString(appTree(app, sheet)), sheet), passes: 1 };
  } finally {
    sheet.seal();
  }
}

export async function renderPage(url: string): Promise<RenderedPage> {
  // The simulated network delays belong to the browser; the build waits for nothing.
  setLatencyScale(0);
  // Through the app's own loader, so that the LanguageProvider finds the catalog ready and renders.
  await activateLocale(SOURCE_LOCALE);
  // A fresh visitor: working storage with nothing in it, so no session and nothing saved.
  const context = createApiContext({ catalog: loadSampleCatalog, store: createStore(createSafeStorage(new MemoryStorage())), log: () => undefined });
  const client = createApolloClient(context);
  try {
    const page = await renderApp({
      client,
      url,
      locale: SOURCE_LOCALE,
      // Every boundary in place, as the page will show it: React otherwise moves large ones to the end
      // with an inline script to put them back, which the Content Security Policy would block.
      renderFunction: (tree) => prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY }),
    });
    return { ...page, state: stateScript({ url, locale: SOURCE_LOCALE, cache: client.extract() }) };
  } finally {
    client.stop();
  }
}

/**
 * What the server asks of the page renderer (src/prerender/serverRender.tsx, built by Vite into
 * dist-ssr/serverRender.js: the app's modules need the app's build-time transforms, which this
 * server's own bundle does not run). Described here rather than imported, so that the server's code
 * never imports the UI's; tests/server/pageRenders.test.ts hands the module itself to the server,
 * which type-checks one against the other.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentNode, ExecutionResult } from 'graphql';

export interface PageOperation {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

export type PageExecutor = (operation: PageOperation) => Promise<ExecutionResult>;

/** Opaque to the server: the renderer's parts of one page, and the Apollo cache it read. */
export interface RenderedParts {
  body: string;
  head: string;
  title: string | null;
  cache: unknown;
}

export interface PageRenderer<Locale extends string = string> {
  /** The request's language: `?lang=`, else Accept-Language, else English (the client's rule). */
  pageLocale(search: string, acceptLanguage: string | undefined): Locale;
  renderServerPage(request: { url: string; locale: Locale; execute: PageExecutor }): Promise<RenderedParts>;
  serverPageHtml(template: string, page: RenderedParts, options: { url: string; locale: Locale; endpoint: string; freshVisitor: boolean }): string;
  prepareServerRender(execute: PageExecutor): Promise<void>;
}

export const SERVER_RENDER_MODULE = path.join('dist-ssr', 'serverRender.js');

/** The built renderer under `root`, or null when the build made none. */
export async function loadPageRenderer(root: string): Promise<PageRenderer | null> {
  const file = path.join(root, SERVER_RENDER_MODULE);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

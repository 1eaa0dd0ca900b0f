/**
 * First load: open `/` in Chromium and sum the gzipped size of every script it fetched until
 * the network went quiet — the JavaScript needed to render `/` with its data, as a browser
 * decides it (entry, preloads and any lazy chunk the page pulls in).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { defaultGqlDir, readDocumentNames } from '../build/graphqlDocuments';
import { storageKeys } from '../../src/api/store/keys';
import type { BuiltApp } from './build';
import { chromiumFlags, chromiumPath } from './chromium';
import { withPreview } from './preview';

export interface LoadedScript {
  path: string;
  gzipBytes: number;
}

export interface FirstLoad {
  scripts: LoadedScript[];
  gzipBytes: number;
  /** Libraries that must never load on `/`, found among the loaded chunks' modules or text. */
  forbidden: string[];
}

/** Never on `/`: faker is build-time only; GraphiQL and Monaco belong to /graphiql. */
const forbiddenModules: Array<[string, RegExp]> = [
  ['faker', /node_modules\/@faker-js\//],
  ['GraphiQL', /node_modules\/(@graphiql\/|graphiql\/)/],
  ['Monaco', /node_modules\/(monaco-editor|monaco-graphql)\//],
];
/** The same libraries by strings their code carries, in case a module id ever hides them. */
const forbiddenStrings: Array<[string, string]> = [
  ['faker', '@faker-js/faker'],
  ['GraphiQL', 'graphiql-container'],
  ['Monaco', 'monaco-editor'],
];

/**
 * Codegen's lookup map of every document in the project is keyed by the documents' source text,
 * which no generated document carries: finding one means scripts/build/graphqlDocuments.ts missed
 * a graphql() call and the whole map shipped. (Module lists cannot tell: they name the map's
 * module even when its code is tree-shaken away.)
 */
function carriesDocumentMap(text: string, sources: readonly string[]): boolean {
  return sources.some((source) => text.includes(source) || text.includes(JSON.stringify(source).slice(1, -1)));
}

/**
 * A fresh visitor gets `/` prerendered and hydrated (docs/architecture.md#html-first); a returning
 * one (here: a browser that has saved a listing) has the app render it afresh, which also loads the
 * in-browser backend to ask who is signed in.
 */
export type Visitor = 'fresh' | 'returning';

export async function measureFirstLoad(built: BuiltApp, readySelector: string | null, visitor: Visitor = 'fresh'): Promise<FirstLoad> {
  const paths = await withPreview(built.outDir, async (origin) => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const page = await browser.newPage();
      if (visitor === 'returning') {
        await page.addInitScript((key) => {
          localStorage.setItem(key, JSON.stringify({ visitor: [], users: {} }));
        }, storageKeys.saved);
      }
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) scripts.add(pathname);
      });
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      if (readySelector !== null) await page.locator(readySelector).first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      return [...scripts].sort();
    } finally {
      await browser.close();
    }
  });

  const scripts = paths.map((scriptPath) => ({
    path: scriptPath,
    gzipBytes: gzipSync(readFileSync(path.join(built.outDir, scriptPath))).length,
  }));
  const forbidden = new Set<string>();
  const documentSources = [...readDocumentNames(path.join(defaultGqlDir, 'gql.ts')).keys()];
  for (const scriptPath of paths) {
    const modules = built.modulesByChunk.get(scriptPath) ?? [];
    for (const [name, pattern] of forbiddenModules) if (modules.some((id) => pattern.test(id))) forbidden.add(name);
    const text = readFileSync(path.join(built.outDir, scriptPath), 'utf8');
    for (const [name, marker] of forbiddenStrings) if (text.includes(marker)) forbidden.add(name);
    if (carriesDocumentMap(text, documentSources)) forbidden.add("codegen's document map");
  }
  return { scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), forbidden: [...forbidden] };
}

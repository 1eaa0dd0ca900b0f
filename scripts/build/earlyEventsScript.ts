/**
 * The script every page carries inline at the top of its body (src/prerender/captureEarlyEvents.ts):
 * inline, because it must run before the page's content can be seen or used, without waiting for a
 * request; allowed by its hash in the Content Security Policy, which still refuses any other inline
 * script.
 */
import { createHash } from 'node:crypto';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

const ENTRY = "import { captureEarlyEvents } from './captureEarlyEvents.ts'; captureEarlyEvents(window);";

/** Its element's id, so that tests looking for injected inline scripts can tell it apart. */
export const EARLY_EVENTS_SCRIPT_ID = 'campusnest-early-events';

let compiled: string | undefined;

/** The script's source, minified, as it goes between `<script>` and `</script>`. */
export function earlyEventsScript(): string {
  compiled ??= buildSync({
    stdin: { contents: ENTRY, resolveDir: new URL('../../src/prerender/', import.meta.url).pathname, loader: 'ts' },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
  }).outputFiles[0]!.text.trim();
  return compiled;
}

/** The CSP source that allows exactly this script. */
export function earlyEventsScriptHash(): string {
  return `'sha256-${createHash('sha256').update(earlyEventsScript()).digest('base64')}'`;
}

export function earlyEvents(): Plugin {
  return {
    name: 'campusnest-early-events',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { id: EARLY_EVENTS_SCRIPT_ID }, children: earlyEventsScript(), injectTo: 'body-prepend' }],
    },
  };
}

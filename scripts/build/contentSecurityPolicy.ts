/**
 * The Content Security Policy of the production build, delivered as a `<meta>` tag because the app
 * is static files on any host. Scripts only from our own origin and never inline, so injected
 * markup cannot run; nothing from third-party origins at all. Styles allow 'unsafe-inline' because
 * styled-components (and GraphiQL's editor) inject `<style>` elements at run time, and a static
 * page has no per-response nonce to give them. Directives a meta tag ignores (frame-ancestors,
 * report-uri, sandbox) are left out: Chromium warns about each on every load.
 * Not applied in `vite dev`, whose client injects inline scripts for hot reload.
 *
 * The maps draw offline outlines by default. A deployment that sets VITE_MAP_TILE_URL (a tile URL
 * template) gets that host added to img-src, and nothing else: tiles are images.
 */
import { loadEnv, type Plugin } from 'vite';
import { earlyEventsScriptHash } from './earlyEventsScript.ts';

export const contentSecurityPolicy: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // GraphiQL's editor runs its language services in workers built as our own files.
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The source a tile URL template needs in img-src: its origin, with a `{s}` subdomain as a
 * wildcard (`https://{s}.tiles.example.org/{z}/{x}/{y}.png` → `https://*.tiles.example.org`).
 * Null for an unset, relative or non-http(s) template, which needs nothing more.
 */
export function tileSource(template: string | undefined): string | null {
  if (!template) return null;
  let url: URL;
  try {
    url = new URL(template.replace(/\{s\}/g, 'wildcard-subdomain').replace(/\{[^}]*\}/g, '0'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin.replace('wildcard-subdomain', '*');
}

/** The policy with a tile host, when the deployment has one. */
export function policyWithTiles(template: string | undefined, policy = contentSecurityPolicy): Readonly<Record<string, readonly string[]>> {
  const source = tileSource(template);
  return source === null ? policy : { ...policy, 'img-src': [...(policy['img-src'] ?? []), source] };
}

/** The policy allowing the inline script that holds early clicks (earlyEventsScript.ts). */
export function withEarlyEventsScript(policy: Readonly<Record<string, readonly string[]>>): Readonly<Record<string, readonly string[]>> {
  return { ...policy, 'script-src': [...(policy['script-src'] ?? []), earlyEventsScriptHash()] };
}

export function policyText(policy = contentSecurityPolicy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

export function cspMeta(): Plugin {
  let policy = contentSecurityPolicy;
  return {
    name: 'campusnest-csp',
    apply: 'build',
    configResolved(config) {
      policy = withEarlyEventsScript(policyWithTiles(loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_MAP_TILE_URL));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policyText(policy) }, injectTo: 'head-prepend' },
      ],
    },
  };
}

/**
 * The Content Security Policy of the production build, delivered as a `<meta>` tag because the app
 * is static files on any host. Scripts only from our own origin and never inline, so injected
 * markup cannot run; nothing from third-party origins at all. Styles allow 'unsafe-inline' because
 * styled-components (and GraphiQL's editor) inject `<style>` elements at run time, and a static
 * page has no per-response nonce to give them. Directives a meta tag ignores (frame-ancestors,
 * report-uri, sandbox) are left out: Chromium warns about each on every load.
 * Not applied in `vite dev`, whose client injects inline scripts for hot reload.
 */
import type { Plugin } from 'vite';

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

export function policyText(policy = contentSecurityPolicy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

export function cspMeta(): Plugin {
  return {
    name: 'campusnest-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policyText() }, injectTo: 'head-prepend' },
      ],
    },
  };
}

/**
 * The Content Security Policy of the production build, delivered as a `<meta>` tag because the app
 * is static files on any host. Scripts only from our own origin and never inline, so injected
 * markup cannot run; nothing from third-party origins but the map tiles' images. Styles allow 'unsafe-inline' because
 * styled-components (and GraphiQL's editor) inject `<style>` elements at run time, and a static
 * page has no per-response nonce to give them. Directives a meta tag ignores (frame-ancestors,
 * report-uri, sandbox) are left out: Chromium warns about each on every load.
 * Not applied in `vite dev`, whose client injects inline scripts for hot reload.
 *
 * The maps' street tiles (src/lib/mapTiles.ts, OpenStreetMap's unless VITE_MAP_TILES_URL says
 * otherwise) add their origin to img-src, where Leaflet draws them, and connect-src, where the
 * service worker fetches them for its offline cache; nothing else. `VITE_MAP_TILES_URL=none`
 * leaves the policy with no outside origin at all.
 */
import { loadEnv, type Plugin } from 'vite';
import { mapTiles, tileOrigin } from '../../src/lib/mapTiles.ts';
import { earlyEventsScriptHash } from './earlyEventsScript.ts';

type Policy = Readonly<Record<string, readonly string[]>>;

export const contentSecurityPolicy: Policy = {
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

/** The policy allowing a tile template's origin, when it has one outside our own. */
export function policyWithTiles(template: string | undefined, policy: Policy = contentSecurityPolicy): Policy {
  const source = tileOrigin(template);
  if (source === null) return policy;
  return { ...policy, 'img-src': [...(policy['img-src'] ?? []), source], 'connect-src': [...(policy['connect-src'] ?? []), source] };
}

/** The policy for a build's environment (its VITE_ variables): the configured tiles' origin allowed. */
export function policyForEnv(env: Record<string, string | undefined>): Policy {
  return policyWithTiles(mapTiles(env)?.url);
}

/** The policy allowing the inline script that holds early clicks (earlyEventsScript.ts). */
export function withEarlyEventsScript(policy: Policy): Policy {
  return { ...policy, 'script-src': [...(policy['script-src'] ?? []), earlyEventsScriptHash()] };
}

export function policyText(policy: Policy = contentSecurityPolicy): string {
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
      policy = withEarlyEventsScript(policyForEnv(loadEnv(config.mode, config.envDir || config.root, 'VITE_')));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policyText(policy) }, injectTo: 'head-prepend' }],
    },
  };
}

/**
 * Where the maps' street tiles come from: an XYZ template and its credit, read at build time from
 * VITE_MAP_TILES_URL and VITE_MAP_TILES_ATTRIBUTION. The build's Content Security Policy and the
 * service worker's tile cache read the same values as the maps, so the three cannot disagree.
 */

/** OpenStreetMap's standard tiles: fine for development and light use, not for heavy traffic (docs/product.md#maps). */
export const DEFAULT_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILES_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>';

export interface MapTiles {
  /** An absolute http(s) XYZ template, `{s}` allowed for subdomains. */
  url: string;
  /** The provider's credit, HTML (Leaflet shows it in the map's corner). */
  attribution: string;
}

/**
 * The configured tiles, or null when the deployment turned them off with `VITE_MAP_TILES_URL=none`
 * (the maps then draw their offline outlines alone). Unset means OpenStreetMap's.
 */
export function mapTiles(env: { VITE_MAP_TILES_URL?: string | undefined; VITE_MAP_TILES_ATTRIBUTION?: string | undefined }): MapTiles | null {
  const url = env.VITE_MAP_TILES_URL?.trim() || DEFAULT_TILES_URL;
  if (url === 'none') return null;
  const attribution = env.VITE_MAP_TILES_ATTRIBUTION?.trim() || (url === DEFAULT_TILES_URL ? DEFAULT_TILES_ATTRIBUTION : '');
  return { url, attribution };
}

/**
 * The origin a tile template loads from, as a CSP source: `{s}` subdomains become a wildcard
 * (`https://{s}.tiles.example.org/{z}/{x}/{y}.png` → `https://*.tiles.example.org`). Null for a
 * relative or non-http(s) template, which needs nothing beyond 'self' (or must not be allowed).
 */
export function tileOrigin(template: string | undefined): string | null {
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

/**
 * The tiles' URLs as a pattern for the service worker's routes: the template with each `{…}` part
 * matching one path segment or name, and any query after it.
 */
export function tileUrlPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
  const parts = escaped.replace(/\{[a-z0-9]+\}/gi, '[^/?#]*');
  return new RegExp(`${tileOrigin(template) === null ? '' : '^'}${parts}`);
}

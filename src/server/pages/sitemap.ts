/**
 * /robots.txt and /sitemap.xml for server mode (docs/server.md#pages). The sitemap protocol allows
 * 50,000 URLs a file: with more listings, /sitemap.xml is an index of /sitemap-N.xml files, each
 * one page of listings in their catalogue order.
 */
export const URLS_PER_SITEMAP = 50_000;

export interface SitemapListings {
  count(): Promise<number>;
  /** The ids of one page of listings, in a stable order. */
  ids(offset: number, limit: number): Promise<string[]>;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /graphql\nDisallow: /graphiql\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

function urlSet(urls: readonly string[]): string {
  return `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>\n`).join('')}</urlset>\n`;
}

/** `/sitemap.xml`: the site's pages and listings, or an index of the listing pages when there are too many. */
export async function sitemapXml(listings: SitemapListings, origin: string, perFile = URLS_PER_SITEMAP): Promise<string> {
  const total = await listings.count();
  const pages = sitePages(origin);
  if (total + pages.length <= perFile) {
    const ids = await listings.ids(0, total);
    return urlSet([...pages, ...ids.map((id) => listingUrl(origin, id))]);
  }
  // sitemap-0.xml holds the site's own pages, then one file per page of listings.
  const files = Math.ceil(total / perFile) + 1;
  const entries = Array.from({ length: files }, (_, index) => `  <sitemap><loc>${escapeXml(new URL(`/sitemap-${index}.xml`, origin).href)}</loc></sitemap>\n`);
  return `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/** `/sitemap-N.xml` of the index: 0 the site's pages, N ≥ 1 that page of listings; null past the last. */
export async function sitemapPart(listings: SitemapListings, origin: string, part: number, perFile = URLS_PER_SITEMAP): Promise<string | null> {
  if (!Number.isSafeInteger(part) || part < 0) return null;
  if (part === 0) return urlSet(sitePages(origin));
  const ids = await listings.ids((part - 1) * perFile, perFile);
  return ids.length === 0 ? null : urlSet(ids.map((id) => listingUrl(origin, id)));
}

function sitePages(origin: string): string[] {
  return ['/', '/search'].map((path) => new URL(path, origin).href);
}

function listingUrl(origin: string, id: string): string {
  return new URL(`/property/${encodeURIComponent(id)}`, origin).href;
}

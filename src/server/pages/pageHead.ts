/**
 * What search engines and link previews read of a page in server mode (docs/server.md#pages): the
 * shell's `<title>` and description made the page's own, a canonical URL, and for a listing its
 * Open Graph and Twitter card tags and schema.org JSON-LD. Absolute URLs start with the public
 * origin (PUBLIC_URL). Every value is escaped for where it goes: attributes, text, or JSON inside a
 * script element.
 */
import type { PropertyRecord } from '../../api/data/model';
import { servedImageUrl } from '../../api/photos/listingPhotoStore';

export interface PageHead {
  title: string;
  description: string;
  canonical: string | null;
  /** Open Graph and Twitter `<meta>` tags: [property or name, content]. */
  meta: Array<[string, string]>;
  jsonLd: unknown;
}

const SITE = 'CampusNest';
const SITE_DESCRIPTION = 'CampusNest: verified student accommodation in European university cities.';
/** Search results show what fits in a line; longer descriptions are cut at a word. */
const DESCRIPTION_LENGTH = 160;
/** A hostile query string cannot make a title of it: a search's place is cut to this. */
const PLACE_LENGTH = 100;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function shortened(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

const absolute = (origin: string, path: string) => new URL(path, origin).href;

export function listingHead(listing: PropertyRecord, origin: string): PageHead {
  const url = absolute(origin, `/property/${encodeURIComponent(listing.id)}`);
  const images = listing.images.map((image) => absolute(origin, servedImageUrl(image)));
  const summary = `€${listing.price}/month · ${listing.city} · Near ${listing.university}`;
  const description = shortened(`${summary}. ${listing.description}`, DESCRIPTION_LENGTH);
  const title = `${listing.name} · ${SITE}`;
  return {
    title,
    description,
    canonical: url,
    meta: [
      ['og:type', 'website'],
      ['og:site_name', SITE],
      ['og:title', listing.name],
      ['og:description', summary],
      ['og:url', url],
      ...(images[0] ? [['og:image', images[0]] as [string, string]] : []),
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', listing.name],
      ['twitter:description', summary],
      ...(images[0] ? [['twitter:image', images[0]] as [string, string]] : []),
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Accommodation',
      name: listing.name,
      description: listing.description,
      url,
      image: images,
      address: { '@type': 'PostalAddress', streetAddress: listing.address, addressLocality: listing.city },
      geo: { '@type': 'GeoCoordinates', latitude: listing.coordinates.lat, longitude: listing.coordinates.lng },
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      amenityFeature: listing.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
      offers: {
        '@type': 'Offer',
        url,
        price: listing.price,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: listing.price, priceCurrency: 'EUR', unitCode: 'MON', unitText: 'month' },
      },
    },
  };
}

/** A search's title as the page gives it ('Properties in Berlin'), canonical with only the place. */
export function searchHead(params: URLSearchParams, origin: string): PageHead {
  const place = (key: 'city' | 'university') => shortened(params.get(key) ?? '', PLACE_LENGTH);
  const city = place('city');
  const university = place('university');
  const heading = city !== '' ? `Properties in ${city}` : university !== '' ? `Properties near ${university}` : 'All Properties';
  const canonical = new URL('/search', origin);
  if (city !== '') canonical.searchParams.set('city', city);
  else if (university !== '') canonical.searchParams.set('university', university);
  return { title: `${heading} · ${SITE}`, description: SITE_DESCRIPTION, canonical: canonical.href, meta: [], jsonLd: null };
}

export function missingHead(): PageHead {
  return { title: `Page not found · ${SITE}`, description: SITE_DESCRIPTION, canonical: null, meta: [], jsonLd: null };
}

export function listingMissingHead(): PageHead {
  return { title: `Property not found · ${SITE}`, description: SITE_DESCRIPTION, canonical: null, meta: [], jsonLd: null };
}

/** The shell with `head` in it: its template's title and description replaced, the rest added before `</head>`. */
export function withHead(shell: string, head: PageHead): string {
  const tags = [
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    ...head.meta.map(([key, content]) => `<meta ${key.startsWith('og:') ? 'property' : 'name'}="${escapeHtml(key)}" content="${escapeHtml(content)}">`),
    head.jsonLd === null ? '' : `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`,
  ].filter((tag) => tag !== '');
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.description)}">`)
    .replace('</head>', () => `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}

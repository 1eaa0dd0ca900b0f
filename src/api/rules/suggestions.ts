/**
 * Suggestions as the user types (docs/product.md#suggestions): cities and universities whose
 * names contain the text, ignoring case and accents. Plain substring tests, no regular
 * expression built from the text, so any text is safe to match.
 */
import { SEARCH_TEXT_MAX_LENGTH } from '../../lib/search';

export const SUGGESTIONS_MAX_FIRST = 10;

export interface Place {
  kind: 'CITY' | 'UNIVERSITY';
  name: string;
  /** A university's city; null for a city. */
  city: string | null;
}

/**
 * Lower case without accents, runs of spaces as one: 'Eötvös  Loránd' → 'eotvos lorand',
 * 'MÜNCHEN' → 'munchen'.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

/** 0 when the name starts with the text, 1 when a later word does, 2 for any other match, null for none. */
function rank(folded: string, text: string): number | null {
  const at = folded.indexOf(text);
  if (at < 0) return null;
  if (at === 0) return 0;
  if (folded.indexOf(` ${text}`) >= 0) return 1;
  return 2;
}

/**
 * The places whose names contain `text`: at most `first` cities, then at most `first`
 * universities, each kind best match first, then alphabetical. Blank or over-long text (over
 * SEARCH_TEXT_MAX_LENGTH) matches nothing.
 */
export function suggestPlaces(places: readonly Place[], text: string, first: number): Place[] {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > SEARCH_TEXT_MAX_LENGTH) return [];
  const wanted = foldText(trimmed);
  const ranked = places.flatMap((place) => {
    const order = rank(foldText(place.name), wanted);
    return order === null ? [] : [{ place, order }];
  });
  ranked.sort((a, b) => a.order - b.order || a.place.name.localeCompare(b.place.name, 'en'));
  const ofKind = (kind: Place['kind']) =>
    ranked
      .filter(({ place }) => place.kind === kind)
      .slice(0, first)
      .map(({ place }) => place);
  return [...ofKind('CITY'), ...ofKind('UNIVERSITY')];
}

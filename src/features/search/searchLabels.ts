/**
 * What the search's title and orders are called, in the user's language. Apart from
 * searchFilters.ts, whose URL rules also run outside the app (the server bench) without Lingui's
 * build-time macros.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchFilters, SortChoice } from './searchFilters';

export const sortLabels: Record<SortChoice, MessageDescriptor> = {
  recommended: msg({ message: 'Recommended', comment: "Sort order: the catalogue's own order" }),
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
  distance: msg`Distance to campus`,
};

export function searchTitle(i18n: I18n, filters: SearchFilters): string {
  const { city, university } = filters;
  if (city) return i18n._(msg`Properties in ${city}`);
  if (university) return i18n._(msg`Properties near ${university}`);
  return i18n._(msg`All Properties`);
}

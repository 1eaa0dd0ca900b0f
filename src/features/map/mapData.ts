/** What the maps draw, as plain data: the wrappers read it from GraphQL, the Leaflet chunk draws it. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCount, formatPrice } from '../../i18n/format';

export interface MapPin {
  id: string;
  name: string;
  price: number;
  lat: number;
  lng: number;
  image: string;
  university: string;
  distanceKm: number;
}

export interface MapLandmark {
  name: string;
  lat: number;
  lng: number;
  /** The university the search or the listing is about: labelled and drawn larger. */
  chosen: boolean;
}

/** A pin's accessible name, e.g. "€459 per month, Stracke LLC Residence". */
export function pinLabel(i18n: I18n, pin: Pick<MapPin, 'price' | 'name'>): string {
  const price = formatPrice(i18n.locale, pin.price);
  const name = pin.name;
  return i18n._(msg({ message: `${price} per month, ${name}`, comment: 'A price pin on the map, read by screen readers' }));
}

/** A cluster's accessible name, e.g. "3 properties, €400 to €700 per month. Zoom in". */
export function clusterLabel(i18n: I18n, prices: readonly number[]): string {
  const count = prices.length;
  const shown = formatCount(i18n.locale, count);
  const min = formatPrice(i18n.locale, Math.min(...prices));
  const max = formatPrice(i18n.locale, Math.max(...prices));
  return i18n._(
    msg({
      comment: 'A group of price pins on the map; pressing it zooms in',
      message: plural(count, {
        one: `${shown} property, ${min} to ${max} per month. Zoom in`,
        other: `${shown} properties, ${min} to ${max} per month. Zoom in`,
      }),
    }),
  );
}

/**
 * The cities CampusNest serves, each with the centre its listings lie around (docs/product.md
 * departure 9), and the one radius that says how far from it a listing may be: the generator
 * scatters the sample within it, the listing form places its pin at the centre, and the backend
 * refuses coordinates outside it.
 */
import { distanceKm, type LatLng } from './geo.ts';

export const CITY_CENTRES = {
  Amsterdam: { lat: 52.3676, lng: 4.9041 },
  Berlin: { lat: 52.52, lng: 13.405 },
  Barcelona: { lat: 41.3874, lng: 2.1686 },
  Paris: { lat: 48.8566, lng: 2.3522 },
  London: { lat: 51.5072, lng: -0.1276 },
  Rome: { lat: 41.9028, lng: 12.4964 },
  Vienna: { lat: 48.2082, lng: 16.3738 },
  Prague: { lat: 50.0755, lng: 14.4378 },
  Budapest: { lat: 47.4979, lng: 19.0402 },
  Stockholm: { lat: 59.3293, lng: 18.0686 },
  Copenhagen: { lat: 55.6761, lng: 12.5683 },
  Brussels: { lat: 50.8503, lng: 4.3517 },
} as const satisfies Record<string, LatLng>;

export type ServedCity = keyof typeof CITY_CENTRES;

export const SERVED_CITIES = Object.keys(CITY_CENTRES) as ServedCity[];

/**
 * How far from its city's centre a listing may lie, in kilometres: enough for every served city's
 * universities (the farthest campus, the Autonomous University of Barcelona's, is 13 km out).
 */
export const CITY_RADIUS_KM = 20;

export function isServedCity(city: string): city is ServedCity {
  return Object.hasOwn(CITY_CENTRES, city);
}

/** Whether `point` lies within CITY_RADIUS_KM of `city`'s centre. */
export function isInCity(city: ServedCity, point: LatLng): boolean {
  return distanceKm(CITY_CENTRES[city], point) <= CITY_RADIUS_KM;
}

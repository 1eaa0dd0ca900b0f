/** Straight-line distances on the Earth, shared by the backend (distance to campus) and the maps. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean Earth radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The same distance in whole metres: the unit the distance sort orders by, so every store agrees on ties. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  return Math.round(distanceKm(a, b) * 1000);
}

/** How the app prints a distance: one decimal, "2.3 km". */
export function formatKm(km: number): string {
  return `${km.toFixed(1)} km`;
}

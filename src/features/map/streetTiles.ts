/**
 * The street tiles under the maps' pins (src/lib/mapTiles.ts says from where). They lie over the
 * offline outlines, which show wherever a tile is missing. A map is told whether any tile in or
 * near its view failed to load, so it can say that streets need a connection; when the browser is
 * back online the failed tiles are asked for again.
 */
import L from 'leaflet';
import { mapTiles } from '../../lib/mapTiles';

const tiles = mapTiles(import.meta.env);

/** Whether this build draws street tiles at all (`VITE_MAP_TILES_URL=none` leaves the outlines alone). */
export const streetTilesOn = tiles !== null;

/**
 * The tiles' credit, given to a map when it is made: the credit box must not grow when the tiles
 * come (a layout shift), which on the search map is after its first view.
 */
export function creditStreets(map: L.Map): void {
  if (tiles !== null) map.attributionControl.addAttribution(tiles.attribution);
}

export function addStreetTiles(map: L.Map, onMissingChange: (missing: boolean) => void): void {
  if (tiles === null) return;
  const layer = L.tileLayer(tiles.url, {
    attribution: tiles.attribution,
    maxZoom: 19,
    // CORS rather than opaque responses: the service worker's tile cache then counts real sizes
    // (Chromium pads each opaque response by megabytes) and keeps only tiles that did load.
    crossOrigin: 'anonymous',
  });
  const failed = new Set<HTMLElement>();
  const report = () => {
    onMissingChange(failed.size > 0);
  };
  layer.on('tileerror', (event: L.TileErrorEvent) => {
    failed.add(event.tile);
    report();
  });
  layer.on('tileunload', (event: L.TileEvent) => {
    failed.delete(event.tile);
  });
  layer.on('load', report);
  const retry = () => {
    failed.clear();
    layer.redraw();
  };
  window.addEventListener('online', retry);
  map.on('unload', () => {
    window.removeEventListener('online', retry);
  });
  layer.addTo(map);
}

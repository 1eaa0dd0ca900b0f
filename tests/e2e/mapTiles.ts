/**
 * The maps' street tiles in the journeys: never from the internet. Every journey's browser gets a
 * local tile (a few streets and a park) for each tile address the build asks for; a journey about
 * the missing network aborts them instead.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { mapTiles, tileUrlPattern } from '../../src/lib/mapTiles';

/** The build's tile addresses: the journeys build with no VITE_MAP_TILES_URL, so OpenStreetMap's. */
export const TILE_URLS = tileUrlPattern(mapTiles({})!.url);
const tile = readFileSync(new URL('assets/street-tile.png', import.meta.url));

export async function serveTiles(target: BrowserContext | Page): Promise<void> {
  await target.route(TILE_URLS, (route) =>
    // CORS, as a real tile server answers: the maps ask for tiles with crossorigin.
    route.fulfill({ body: tile, contentType: 'image/png', headers: { 'access-control-allow-origin': '*', 'cache-control': 'max-age=604800' } }),
  );
}

/** No connection for tiles: each tile request fails as it would offline. */
export async function failTiles(page: Page): Promise<void> {
  await page.route(TILE_URLS, (route) => route.abort('internetdisconnected'));
}

/**
 * Draws the install icons in public/icons from the favicon's house, in Chromium (the one the tests
 * use), so there is no image tool to install. Run after changing the mark: `npm run icons`.
 * The maskable icon keeps the house inside the central 80% that every launcher's mask leaves.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../bench/chromium.ts';

const HOUSE = 'M7 17 16 9l9 8v7a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z';
const BRAND = '#3730a3';

function svg(size: number, maskable: boolean): string {
  // The plain icon is the favicon (rounded square); the maskable one fills the square edge to edge.
  const background = maskable ? `<rect width="32" height="32" fill="${BRAND}"/>` : `<rect width="32" height="32" rx="7" fill="${BRAND}"/>`;
  const house = maskable
    ? `<g transform="translate(16 16) scale(0.78) translate(-16 -17)"><path d="${HOUSE}" fill="#fff"/></g>`
    : `<path d="${HOUSE}" fill="#fff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">${background}${house}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const outDir = path.join(import.meta.dirname, '../../public/icons');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, maskable } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg(size, maskable)}`);
  await page.locator('svg').screenshot({ path: path.join(outDir, file), omitBackground: true });
  console.log(`public/icons/${file}`);
}
await browser.close();

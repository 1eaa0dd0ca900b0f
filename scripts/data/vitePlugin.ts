/**
 * Build-time sample data. `virtual:campusnest/properties` resolves to the generated listings (and
 * the universities with their campuses) as JSON, so the browser gets the data but never faker; `/media/*.svg` is served in dev and
 * written into the build.
 */
import type { Plugin } from 'vite';
import { generateProperties, SAMPLE_COUNT, SAMPLE_SEED, universityRecords } from './generate.ts';
import { mapOutlines } from './mapOutlines.ts';
import { allMedia } from './media.ts';

const VIRTUAL_ID = 'virtual:campusnest/properties';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The coastlines and borders the offline maps draw (mapOutlines.ts); only the map's chunk imports it. */
const OUTLINES_ID = 'virtual:campusnest/map-outlines';
const RESOLVED_OUTLINES_ID = `\0${OUTLINES_ID}`;

export function sampleData(options: { count?: number; seed?: number } = {}): Plugin {
  const media = new Map(allMedia().map(([path, body]) => [`/${path}`, body]));
  return {
    name: 'campusnest-sample-data',
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      return id === OUTLINES_ID ? RESOLVED_OUTLINES_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_OUTLINES_ID) return `export default JSON.parse(${JSON.stringify(JSON.stringify(mapOutlines()))});`;
      if (id !== RESOLVED_ID) return undefined;
      const properties = generateProperties(options.count ?? SAMPLE_COUNT, options.seed ?? SAMPLE_SEED);
      // JSON.parse of a string literal parses faster than the same data as an object literal.
      return [
        `export default JSON.parse(${JSON.stringify(JSON.stringify(properties))});`,
        `export const universities = JSON.parse(${JSON.stringify(JSON.stringify(universityRecords()))});`,
      ].join('\n');
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const body = req.url ? media.get(req.url.split('?')[0] ?? '') : undefined;
        if (body === undefined) {
          next();
          return;
        }
        res.setHeader('Content-Type', 'image/svg+xml');
        res.setHeader('Cache-Control', 'public, max-age=86400');
        res.end(body);
      });
    },
    generateBundle() {
      for (const [path, body] of media) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: body });
      }
    },
  };
}

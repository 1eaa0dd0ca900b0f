/**
 * The built-in sample catalogue, which the build generates (scripts/data/vitePlugin.ts). Both the
 * listings and the search index load on first use, so pages without listings (the home page,
 * sign-up) download neither.
 */
import type { Catalog } from '../api/data/catalogIndex';

let sample: Promise<Catalog> | null = null;

export function loadSampleCatalog(): Promise<Catalog> {
  sample ??= Promise.all([import('../api/data/catalogIndex'), import('virtual:campusnest/properties')]).then(
    ([index, data]) => new index.Catalog(data.default, data.universities),
    (error: unknown) => {
      // Forget a failed download so that Retry downloads again instead of failing forever.
      sample = null;
      throw error;
    },
  );
  return sample;
}

/**
 * Shared by the browse pages' tests: what the sample catalogue holds (to know what to expect),
 * and a warm-up so the first test in a file does not pay for lazy modules and the catalogue.
 */
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { loadSampleCatalog } from '../../src/apollo/sampleCatalog';
import type { PropertyRecord } from '../../src/api/data/model';
import { normalizeFilter } from '../../src/api/rules/filters';

// Whole-app renders in jsdom on a shared 2-core machine can take over a second; waits still end
// as soon as the element appears.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });

export async function warmUp(): Promise<void> {
  await Promise.all([
    loadSampleCatalog(),
    import('../../src/pages/search/SearchPage'),
    import('../../src/pages/property/PropertyPage'),
    import('../../src/pages/not-found/NotFoundPage'),
  ]);
}

export async function allProperties(): Promise<PropertyRecord[]> {
  const catalog = await loadSampleCatalog();
  return catalog.search({ filter: normalizeFilter({}), order: 'RECOMMENDED', after: null, first: catalog.size }).edges.map((edge) => edge.node);
}

/** A listing with more than 3 photos, so the '+N more' overlay shows. */
export async function propertyWithManyPhotos(): Promise<PropertyRecord> {
  const found = (await allProperties()).find((property) => property.images.length > 4);
  if (!found) throw new Error('the sample data has no listing with more than 4 photos');
  return found;
}

import type { ApiContext } from './context';
import { loadSampleCatalog } from './data/catalog';
import { createStore } from './store/store';

/** The context the app runs with: browser storage, the built-in sample data, the real clock. */
export function createApiContext(overrides: Partial<ApiContext> = {}): ApiContext {
  return {
    store: createStore(),
    catalog: loadSampleCatalog,
    now: Date.now,
    // The code is "sent" by logging it (SPEC §1): this is the one console line the app makes.
    log: (message) => {
      console.info(message);
    },
    ...overrides,
  };
}

import type { ApiContext } from './context';
import { createStore } from './store/store';

/** A context with browser storage and the real clock; the caller says where the listings come from. */
export function createApiContext(options: Pick<ApiContext, 'catalog'> & Partial<ApiContext>): ApiContext {
  return {
    store: createStore(),
    now: Date.now,
    // The code is "sent" by logging it (docs/product.md): this is the one console line the app makes.
    log: (message) => {
      console.info(message);
    },
    ...options,
  };
}

import type { ApiContext } from './context';
import { createStore, type BrowserStore } from './store/store';

type BrowserContextOptions = Pick<ApiContext, 'catalog'> & Partial<Omit<ApiContext, 'store' | 'session'>> & { store?: BrowserStore };

/**
 * The in-browser backend's context: browser storage (whose current-user key is the session) and
 * the real clock; the caller says where the listings come from.
 */
export function createApiContext({ store = createStore(), ...options }: BrowserContextOptions): ApiContext {
  return {
    store,
    session: store.session,
    now: Date.now,
    // The code is "sent" by logging it (docs/product.md): this is the one console line the app makes.
    log: (message) => {
      console.info(message);
    },
    ...options,
  };
}

import type { ApiContext } from './context';
import type { Catalog } from './data/catalogIndex';
import { browserAccountErasure, type PhotoEraser } from './account/browserErasure';
import { editableListings } from './data/editableCatalog';
import { logMailer } from './mailer';
import { createStore, type BrowserStore } from './store/store';

export type BrowserContextOptions = {
  /** The sample catalogue, under the landlords' changes this browser keeps (data/editableCatalog.ts). */
  catalog: () => Promise<Catalog>;
} & Partial<Omit<ApiContext, 'store' | 'session' | 'mailer' | 'catalog' | 'ownedListings' | 'accountErasure'>> & {
    store?: BrowserStore;
    /** Forgets an erased account's photos (IndexedDB, which Node's tests have not). */
    erasePhotos?: PhotoEraser;
    /** Where the "sent" codes and messages are printed: the console unless a test collects them. */
    log?: (line: string) => void;
  };

/**
 * The in-browser backend's context: browser storage (whose current-user key is the session) and
 * the real clock; the caller says where the sample listings come from.
 */
export function createApiContext({
  store = createStore(),
  // The code is "sent" by logging it (docs/product.md): this is the one console line the app makes.
  log = (line) => {
    console.info(line);
  },
  catalog,
  erasePhotos,
  ...options
}: BrowserContextOptions): ApiContext {
  const listings = editableListings(catalog, store.listingEdits);
  return {
    store,
    session: store.session,
    now: Date.now,
    mailer: logMailer(log),
    tellExpiredAtRead: true,
    ...options,
    ...listings,
    accountErasure: browserAccountErasure(store, listings.ownedListings, erasePhotos),
  };
}

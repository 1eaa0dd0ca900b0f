/** What every resolver receives: the store, the catalogue, and the clock and randomness to test with. */
import type { AccountErasure } from './account/accountErasure';
import type { ConversationSignals } from './conversationSignals';
import type { Listings } from './data/listings';
import type { OwnedListings } from './data/ownedListings';
import type { ListingPhotoStore } from './photos/listingPhotoStore';
import type { Mailer } from './mailer';
import type { RateLimit } from './rateLimit';
import type { RandomFill } from './rules/otp';
import type { Session, Store } from './store/types';

export interface ApiContext {
  store: Store;
  /** Who is signed in for this request. */
  session: Session;
  catalog: () => Promise<Listings>;
  /** Each listing's owner and status, and the landlords' changes (issue #33). */
  ownedListings: () => Promise<OwnedListings>;
  now: () => number;
  random?: RandomFill;
  /** Where codes and contact messages go: the console in the browser, mail on a server. */
  mailer: Mailer;
  /** Erases an account and all it holds (deleteAccount): one transaction on a server. */
  accountErasure: AccountErasure;
  /** How often codes may be sent and tried; absent in the browser (src/api/rateLimit.ts says why). */
  rateLimit?: RateLimit;
  /**
   * The uploaded photos (issue #33): absent where none can be uploaded (the build's prerender, a
   * server without photo storage); a listing's photos are then named by the server's URLs.
   */
  photos?: ListingPhotoStore;
  /**
   * The browser's backend has no timer to tell both sides a request expired: a signed-in read of
   * requests or conversations does (resolvers/bookingExpiry.ts). A server's sweep does it instead.
   */
  tellExpiredAtRead?: boolean;
  /** What wakes live subscriptions; a server's only (conversationSignals.ts). */
  conversationSignals?: ConversationSignals;
}

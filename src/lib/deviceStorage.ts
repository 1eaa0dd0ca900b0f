/**
 * Everything CampusNest keeps on a user's device, in one list: the cookies the server sets, the
 * browser storage the app writes and the caches of the offline app. The code that writes each entry
 * takes its name from here, and the cookie page (src/pages/info/CookiesPage.tsx) lists this array,
 * so the page cannot drift from what is stored. All of it is strictly necessary for a service the
 * user asked for (docs/product.md#your-data), so there is no consent banner.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const SESSION_COOKIE = 'campusnest_session';
/** A visitor's random id, set on their first save (docs/product.md#saved-listings). */
export const VISITOR_COOKIE = 'campusnest_visitor';
/** Set at sign-in: this browser is that contact's own (src/server/trustedDevices.ts). */
export const DEVICE_COOKIE = 'campusnest_device';
/** How long a browser stays a contact's own after its last sign-in there. */
export const DEVICE_TTL_MS = 180 * DAY_MS;
/** How long a sign-in lasts on the server. */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** How long a visitor's saves are kept after their last save. */
export const VISITOR_TTL_MS = 180 * DAY_MS;

/** The browser mode's backend, in localStorage; versioned so a future shape change can migrate instead of misreading old data. */
export const storageKeys = {
  users: 'campusnest:v1:users',
  currentUser: 'campusnest:v1:currentUser',
  pendingCode: 'campusnest:v1:pendingCode',
  /** Saved listings: this browser's visitor's, and each account's by user id. */
  saved: 'campusnest:v1:saved',
  /** The landlords' listings: those created or changed in this browser, and those deleted (src/api/data/editableCatalog.ts). */
  listings: 'campusnest:v1:listings',
  /** Students' and landlords' conversations and their messages (src/api/store/browserConversations.ts). */
  conversations: 'campusnest:v1:conversations',
  /** Requests to book and the stays accepted (src/api/store/browserBookings.ts). */
  bookings: 'campusnest:v1:bookings',
} as const;

export const LANGUAGE_KEY = 'campusnest:v1:language';
/** Written and removed at once, to learn whether storage works at all. */
export const PROBE_KEY = 'campusnest:probe';
/** The browser mode's listing photos (src/api/photos/browserPhotos.ts): localStorage is too small for them. */
export const PHOTO_DATABASE = 'campusnest-photos';
/** The browser mode's write counters, ordered across tabs (src/api/store/writeFence.ts). */
export const STAMP_DATABASE = 'campusnest-write-order';
/** Where a key shared by tabs keeps the counter of its last write, beside it (src/api/store/writeFence.ts). */
export const stampKey = (key: string) => `${key}:stamp`;
/** The street-map tiles a user has seen, for offline use (scripts/build/serviceWorker.ts): at most about 50 MB, 30 days. */
export const TILE_CACHE_NAME = 'campusnest-map-tiles';
/** Workbox's precache of the app's files and pages (scripts/build/serviceWorker.ts). */
export const APP_CACHE = 'workbox-precache-v2-…';

/** What an entry is for: the cookie page says it in the reader's language. */
export type StoredUse =
  | 'session'
  | 'visitor'
  | 'device'
  | 'accounts'
  | 'signedIn'
  | 'pendingCode'
  | 'saved'
  | 'listings'
  | 'conversations'
  | 'bookings'
  | 'language'
  | 'probe'
  | 'writeOrder'
  | 'offline'
  | 'photos'
  | 'tiles';

export interface StoredEntry {
  name: string;
  kind: 'cookie' | 'localStorage' | 'indexedDB' | 'cache';
  /** Server mode sets cookies; the browser mode keeps its whole backend in this browser. */
  mode: 'server' | 'browser' | 'both';
  use: StoredUse;
  /** How long it stays, in milliseconds; null while the user keeps it (until log-out, or cleared). */
  lifetimeMs: number | null;
}

export const storedEntries: readonly StoredEntry[] = [
  { name: SESSION_COOKIE, kind: 'cookie', mode: 'server', use: 'session', lifetimeMs: SESSION_TTL_MS },
  { name: VISITOR_COOKIE, kind: 'cookie', mode: 'server', use: 'visitor', lifetimeMs: VISITOR_TTL_MS },
  { name: DEVICE_COOKIE, kind: 'cookie', mode: 'server', use: 'device', lifetimeMs: DEVICE_TTL_MS },
  { name: storageKeys.users, kind: 'localStorage', mode: 'browser', use: 'accounts', lifetimeMs: null },
  { name: storageKeys.currentUser, kind: 'localStorage', mode: 'browser', use: 'signedIn', lifetimeMs: null },
  { name: storageKeys.pendingCode, kind: 'localStorage', mode: 'browser', use: 'pendingCode', lifetimeMs: 5 * 60 * 1000 },
  { name: storageKeys.saved, kind: 'localStorage', mode: 'browser', use: 'saved', lifetimeMs: null },
  { name: storageKeys.listings, kind: 'localStorage', mode: 'browser', use: 'listings', lifetimeMs: null },
  { name: storageKeys.conversations, kind: 'localStorage', mode: 'browser', use: 'conversations', lifetimeMs: null },
  { name: storageKeys.bookings, kind: 'localStorage', mode: 'browser', use: 'bookings', lifetimeMs: null },
  { name: stampKey(storageKeys.conversations), kind: 'localStorage', mode: 'browser', use: 'writeOrder', lifetimeMs: null },
  { name: stampKey(storageKeys.bookings), kind: 'localStorage', mode: 'browser', use: 'writeOrder', lifetimeMs: null },
  { name: stampKey(storageKeys.listings), kind: 'localStorage', mode: 'browser', use: 'writeOrder', lifetimeMs: null },
  { name: stampKey(storageKeys.saved), kind: 'localStorage', mode: 'browser', use: 'writeOrder', lifetimeMs: null },
  { name: stampKey(storageKeys.users), kind: 'localStorage', mode: 'browser', use: 'writeOrder', lifetimeMs: null },
  { name: stampKey(storageKeys.currentUser), kind: 'localStorage', mode: 'browser', use: 'writeOrder', lifetimeMs: null },
  { name: stampKey(storageKeys.pendingCode), kind: 'localStorage', mode: 'browser', use: 'writeOrder', lifetimeMs: null },
  { name: LANGUAGE_KEY, kind: 'localStorage', mode: 'both', use: 'language', lifetimeMs: null },
  { name: PROBE_KEY, kind: 'localStorage', mode: 'both', use: 'probe', lifetimeMs: 0 },
  { name: PHOTO_DATABASE, kind: 'indexedDB', mode: 'browser', use: 'photos', lifetimeMs: null },
  { name: STAMP_DATABASE, kind: 'indexedDB', mode: 'browser', use: 'writeOrder', lifetimeMs: null },
  { name: APP_CACHE, kind: 'cache', mode: 'both', use: 'offline', lifetimeMs: null },
  { name: TILE_CACHE_NAME, kind: 'cache', mode: 'both', use: 'tiles', lifetimeMs: 30 * DAY_MS },
];

/** Entries alike in all but their name, as the cookie page shows them: one row each run of them. */
export interface StoredRow extends Omit<StoredEntry, 'name'> {
  names: string[];
}

/** storedEntries with each run of neighbours alike in kind, mode, use and lifetime in one row (the write-order stamps). */
export function storedRows(entries: readonly StoredEntry[] = storedEntries): StoredRow[] {
  const rows: StoredRow[] = [];
  for (const { name, ...rest } of entries) {
    const last = rows.at(-1);
    if (last && last.kind === rest.kind && last.mode === rest.mode && last.use === rest.use && last.lifetimeMs === rest.lifetimeMs) last.names.push(name);
    else rows.push({ ...rest, names: [name] });
  }
  return rows;
}

/**
 * Which prerendered or server-rendered page (prerenderedState.ts) this visit can use. Its data can
 * be used when it was rendered for this URL by the backend this app talks to (the in-browser
 * sample, or the server named in the page); its markup can be hydrated when, besides, the visit is
 * in the page's language and the visitor is the fresh one it was rendered for. Otherwise the app
 * renders afresh over it (readyToReplace.ts).
 */
import { graphqlEndpoint } from '../apollo/endpoint';
import { startingLocale } from '../i18n/LanguageProvider';
import { hasListingChanges, isFreshVisitor } from './freshVisitor';
import { takePrerenderedState, type PrerenderedState } from './prerenderedState';

/** The page's state when it was rendered for this very URL from the data this app reads. */
export function prerenderedStateOfThisUrl(): PrerenderedState | null {
  const state = takePrerenderedState();
  if (!state || state.url !== `${location.pathname}${location.search}`) return null;
  // A server has listings and sessions of its own: the sample's page says nothing about them, nor
  // a server's page about the sample; and the sample's page says nothing of listings a landlord
  // changed in this browser.
  const endpoint = graphqlEndpoint();
  if ((state.server?.endpoint ?? null) !== endpoint) return null;
  return endpoint !== null || !hasListingChanges() ? state : null;
}

export function canHydrate(state: PrerenderedState): boolean {
  // A server's session is an HttpOnly cookie the page cannot read: the server says whether the
  // request had one. The browser's backend keeps its session in storage, read here.
  const fresh = state.server ? state.server.freshVisitor : isFreshVisitor();
  return startingLocale() === state.locale && fresh;
}

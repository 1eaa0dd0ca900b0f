/**
 * Which prerendered page (prerenderedState.ts) this visit can use. Its data can be used when it was
 * rendered for this URL by the in-browser backend; its markup can be hydrated when, besides, the
 * visit is in the page's language and the visitor is the fresh one it was rendered for. Otherwise
 * the app renders afresh over it (readyToReplace.ts).
 */
import { graphqlEndpoint } from '../apollo/endpoint';
import { startingLocale } from '../i18n/LanguageProvider';
import { hasListingChanges, isFreshVisitor } from './freshVisitor';
import { takePrerenderedState, type PrerenderedState } from './prerenderedState';

/** The page's state when it was rendered for this very URL from the data this app reads. */
export function prerenderedStateOfThisUrl(): PrerenderedState | null {
  const state = takePrerenderedState();
  if (!state || state.url !== `${location.pathname}${location.search}`) return null;
  // A server has listings and sessions of its own: the sample's page says nothing about them; nor
  // does it about listings a landlord changed in this browser.
  return graphqlEndpoint() === null && !hasListingChanges() ? state : null;
}

export function canHydrate(state: PrerenderedState): boolean {
  return startingLocale() === state.locale && isFreshVisitor();
}

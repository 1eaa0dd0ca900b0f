/**
 * When a prerendered page is on screen but this visit cannot hydrate it (hydratable.ts says why),
 * the app renders afresh over it. Rendering at once would swap the page for the start-up spinners
 * (the language's catalog, the session check, the page's code); this waits until those are in, so
 * the page is replaced by the app's own page, not by a spinner. When the visitor turns out to have
 * no session and nothing saved, as the page was rendered for, its data is used too (a visit in
 * another language, say): the page then renders complete, without skeletons.
 */
import type { ApolloClient } from '@apollo/client';
import { SessionQuery } from '../features/auth/session';
import { activateLocale } from '../i18n/activate';
import { startingLocale } from '../i18n/LanguageProvider';
import type { PrerenderedState } from './prerenderedState';

/** `pageCode`: the page's code, whose download start-up began (preloadPageFor). */
export async function readyToReplace(client: ApolloClient, state: PrerenderedState | null, pageCode: Promise<void>): Promise<void> {
  const [session] = await Promise.all([
    // A failure of any of these shows in the app, which asks again; this only waits.
    client.query({ query: SessionQuery, fetchPolicy: 'network-only' }).catch(() => null),
    activateLocale(startingLocale()).catch(() => undefined),
    pageCode,
  ]);
  const likeThePage = session?.data?.me === null && session.data.savedCount === 0;
  if (!state || !likeThePage) return;
  client.restore(state.cache);
  // The page was rendered with working storage; this browser's may be blocked or full, which the
  // storage notice must learn from the backend.
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'storageStatus' });
}

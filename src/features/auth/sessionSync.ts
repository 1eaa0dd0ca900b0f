/**
 * Keeps every open tab on the same session (docs/architecture.md#sessions, departure 23). In the in-browser mode another tab
 * logging in or out changes the shared storage, and the browser tells the other tabs with a
 * `storage` event. A server's session is a cookie, which fires no event: so each tab also says on a
 * BroadcastChannel when its signed-in user changes. Either prompts a cheap `me` check; only a
 * different user resets the store, so nothing the previous user saw stays on screen.
 */
import type { ApolloClient } from '@apollo/client';
import { SessionQuery } from './session';
import { graphql } from '../../gql';

/** Who is signed in according to the backend, bypassing the cache: only the id matters here. */
const SessionCheckQuery = graphql(`
  query SessionCheck {
    me {
      id
    }
  }
`);

export const SESSION_CHANNEL = 'campusnest:session';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

export function startSessionSync(client: ApolloClient, target: Window = window, channel: BroadcastChannel | null = openChannel()): () => void {
  // One check at a time: a sign-up writes several keys at once, and one reset is enough.
  let queue = Promise.resolve();

  const check = async () => {
    const known = client.readQuery({ query: SessionQuery });
    const { data } = await client.query({ query: SessionCheckQuery, fetchPolicy: 'no-cache' });
    if (!known || !data) return;
    if ((known.me?.id ?? null) === (data.me?.id ?? null)) return;
    await client.resetStore();
  };

  const onStorage = () => {
    queue = queue.then(check).catch(() => {
      // The next storage event or a reload tries again; the page stays usable meanwhile.
    });
  };

  // Who this tab shows as signed in, from the cache: log-in, sign-up and log-out all rewrite it.
  // A change is announced; a tab that hears one and finds the same user changes nothing, so
  // announcements stop after one round.
  let shown: string | null | undefined;
  const watch = client.watchQuery({ query: SessionQuery, fetchPolicy: 'cache-only' }).subscribe(({ data }) => {
    if (!data) return;
    const id = data.me?.id ?? null;
    if (shown !== undefined && id !== shown) channel?.postMessage('changed');
    shown = id;
  });

  target.addEventListener('storage', onStorage);
  channel?.addEventListener('message', onStorage);
  return () => {
    target.removeEventListener('storage', onStorage);
    watch.unsubscribe();
    channel?.close();
  };
}

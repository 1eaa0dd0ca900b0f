/**
 * Keeps every open tab on the same session (docs/architecture.md#sessions, departure 23). Another tab logging in or out
 * changes the shared storage, and the browser tells the other tabs with a `storage` event. Which
 * key holds the session is the backend's business, so any change prompts a cheap `me` check;
 * only a different user resets the store, so nothing the previous user saw stays on screen.
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

export function startSessionSync(client: ApolloClient, target: Window = window): () => void {
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

  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener('storage', onStorage);
  };
}

/**
 * Saving and un-saving a listing (docs/product.md#saved-listings), optimistically: the heart, the
 * header's count and the /saved list change at once, and Apollo rolls its optimistic layer back
 * when the backend fails or refuses. The caller is told why, to say so next to the heart.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { createContext, use, useState } from 'react';
import { graphql } from '../../gql';
import type { SavedChangeFragment } from '../../gql/graphql';
import { translateProblem } from '../../i18n/problems';

export const SavedChangeFragmentDoc = graphql(`
  fragment SavedChange on SavePropertyPayload {
    property {
      id
      isSaved
    }
    savedCount
    errors {
      code
      message
      retryAfterSeconds
    }
  }
`);

const SavePropertyMutation = graphql(`
  mutation SaveProperty($id: ID!) {
    saveProperty(id: $id) {
      ...SavedChange @unmask
    }
  }
`);

const UnsavePropertyMutation = graphql(`
  mutation UnsaveProperty($id: ID!) {
    unsaveProperty(id: $id) {
      ...SavedChange @unmask
    }
  }
`);

/** Only the cache's copy of the count: the header's session query holds it. */
const SavedCountQuery = graphql(`
  query SavedCount {
    savedCount
  }
`);

type Change = Omit<SavedChangeFragment, ' $fragmentName'>;

/** Writes a change where the pages read it: the count, and the /saved list (the listing in or out). */
function applyChange(cache: ApolloCache, id: string, change: Change | undefined) {
  if (!change?.property) return;
  const saved = change.property.isSaved;
  cache.modify({
    fields: {
      savedCount: () => change.savedCount,
      savedProperties: (existing: readonly Reference[], { readField }) => (saved ? existing : existing.filter((listing) => readField('id', listing) !== id)),
    },
  });
  // A newly saved listing joins the list when /saved next asks, with every field its card needs.
  if (saved) cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedProperties' });
}

/**
 * Where a failed save or removal is said. Unset, each heart says it beside itself; a page whose
 * hearts can vanish mid-request (the saved list removes a card at once) provides its own.
 */
export const SaveFailureReport = createContext<((message: string) => void) | null>(null);

export interface SavedListing {
  id: string;
  name: string;
  isSaved: boolean;
}

/**
 * Presses on a listing's heart go to the backend one at a time, in order, each for the state the
 * user asked for: two presses close together (a double tap, or two held before the app ran and
 * replayed a task apart) otherwise race, and a save answered after the removal that followed it
 * left the listing saved. `wanted` is the state the presses so far ask for, while any is on its way.
 */
const presses = new Map<string, { wanted: boolean; queue: Promise<void> }>();

export function useToggleSaved() {
  const client = useApolloClient();
  const [save] = useMutation(SavePropertyMutation);
  const [unsave] = useMutation(UnsavePropertyMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const report = use(SaveFailureReport);
  const fail = report ?? setFailure;
  const { t, i18n } = useLingui();

  const send = async ({ id, name }: SavedListing, saved: boolean) => {
    const count = client.readQuery({ query: SavedCountQuery })?.savedCount ?? 0;
    const optimistic = (on: boolean): Change => ({
      __typename: 'SavePropertyPayload',
      property: { __typename: 'Property', id, isSaved: on },
      savedCount: Math.max(0, count + (on ? 1 : -1)),
      errors: [],
    });
    const failed = saved ? t`We couldn't save ${name}. Please try again.` : t`We couldn't remove ${name} from your saved listings. Please try again.`;
    try {
      const change = saved
        ? (
            await save({
              variables: { id },
              optimisticResponse: { saveProperty: optimistic(true) },
              update: (cache, { data }) => {
                applyChange(cache, id, data?.saveProperty);
              },
            })
          ).data?.saveProperty
        : (
            await unsave({
              variables: { id },
              optimisticResponse: { unsaveProperty: optimistic(false) },
              update: (cache, { data }) => {
                applyChange(cache, id, data?.unsaveProperty);
              },
            })
          ).data?.unsaveProperty;
      const [refused] = change?.errors ?? [];
      if (refused) fail(translateProblem(i18n, refused));
    } catch {
      // Apollo has already rolled the optimistic change back; the heart shows the truth again.
      fail(failed);
    }
  };

  const toggle = (listing: SavedListing) => {
    setFailure(null);
    const earlier = presses.get(listing.id);
    const wanted = !(earlier ? earlier.wanted : listing.isSaved);
    const entry = { wanted, queue: (earlier?.queue ?? Promise.resolve()).then(() => send(listing, wanted)) };
    presses.set(listing.id, entry);
    return entry.queue.finally(() => {
      if (presses.get(listing.id) === entry) presses.delete(listing.id);
    });
  };

  return { toggle, failure };
}

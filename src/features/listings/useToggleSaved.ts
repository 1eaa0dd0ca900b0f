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

/** Whether the listing is saved as the cache has it now, with the changes on their way. */
const IsSavedFragment = graphql(`
  fragment ToggleSaved_property on Property {
    id
    isSaved
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

export function useToggleSaved() {
  const client = useApolloClient();
  const [save] = useMutation(SavePropertyMutation);
  const [unsave] = useMutation(UnsavePropertyMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const report = use(SaveFailureReport);
  const fail = report ?? setFailure;
  const { t, i18n } = useLingui();

  const toggle = async ({ id, name, isSaved: rendered }: SavedListing) => {
    setFailure(null);
    // A second press can come before the first one's change has rendered (two presses held before
    // the app ran are replayed a task apart): it undoes the change on its way, as the user meant.
    const isSaved =
      client.cache.readFragment({ fragment: IsSavedFragment, from: { __typename: 'Property', id }, optimistic: true, returnPartialData: true })?.isSaved ??
      rendered;
    const count = client.readQuery({ query: SavedCountQuery })?.savedCount ?? 0;
    const optimistic = (saved: boolean): Change => ({
      __typename: 'SavePropertyPayload',
      property: { __typename: 'Property', id, isSaved: saved },
      savedCount: Math.max(0, count + (saved ? 1 : -1)),
      errors: [],
    });
    const failed = isSaved ? t`We couldn't remove ${name} from your saved listings. Please try again.` : t`We couldn't save ${name}. Please try again.`;
    try {
      const change = isSaved
        ? (
            await unsave({
              variables: { id },
              optimisticResponse: { unsaveProperty: optimistic(false) },
              update: (cache, { data }) => {
                applyChange(cache, id, data?.unsaveProperty);
              },
            })
          ).data?.unsaveProperty
        : (
            await save({
              variables: { id },
              optimisticResponse: { saveProperty: optimistic(true) },
              update: (cache, { data }) => {
                applyChange(cache, id, data?.saveProperty);
              },
            })
          ).data?.saveProperty;
      const [refused] = change?.errors ?? [];
      if (refused) fail(translateProblem(i18n, refused));
    } catch {
      // Apollo has already rolled the optimistic change back; the heart shows the truth again.
      fail(failed);
    }
  };

  return { toggle, failure };
}

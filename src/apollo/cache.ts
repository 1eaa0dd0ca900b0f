import { InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

interface MessagePage {
  edges: ReadonlyArray<{ cursor: string }>;
  pageInfo: { hasPreviousPage?: boolean; startCursor?: string | null };
}

function mergeMessagePages(existing: MessagePage | undefined, incoming: MessagePage): MessagePage {
  if (!existing) return incoming;
  const byCursor = new Map<string, { cursor: string }>();
  for (const edge of [...existing.edges, ...incoming.edges]) byCursor.set(edge.cursor, edge);
  const edges = [...byCursor.values()].sort((a, b) => Number(a.cursor) - Number(b.cursor));
  const first = (page: MessagePage) => Number(page.edges[0]?.cursor ?? Infinity);
  const oldest = first(incoming) < first(existing) ? incoming : existing;
  return { ...incoming, edges, pageInfo: { ...incoming.pageInfo, hasPreviousPage: oldest.pageInfo.hasPreviousPage, startCursor: oldest.pageInfo.startCursor } };
}

export function createCache({ resultCaching = true }: { resultCaching?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({
    resultCaching,
    typePolicies: {
      Query: {
        fields: {
          // One list per filter and order; "see more" pages append to it. A search seen before is
          // read back from here, so revisiting it shows the list at once.
          properties: relayStylePagination(['filter', 'sort']),
          // 'Show more conversations' appends a page; the first page, asked again, starts the list
          // afresh (a new message moves its conversation to the top).
          conversations: {
            keyArgs: false,
            merge(existing: { edges: readonly unknown[] } | undefined, incoming: { edges: readonly unknown[] }, { args }) {
              return existing && typeof args?.after === 'string' ? { ...incoming, edges: [...existing.edges, ...incoming.edges] } : incoming;
            },
          },
          // A property already seen anywhere (a search card, an earlier visit) is one normalised
          // Property:{id} object: point property(id) at it, so the property page can render
          // whatever fields the card already brought before the network answers. A null from
          // the server ("not found") is kept as null, never turned into a dangling reference.
          property: {
            read(existing: unknown, { args, toReference }) {
              if (existing !== undefined) return existing;
              const id: unknown = args?.id;
              return typeof id === 'string' ? toReference({ __typename: 'Property', id }) : undefined;
            },
          },
        },
      },
      Conversation: {
        fields: {
          // One thread, whatever page was asked for: the latest messages, earlier pages and the one
          // just sent are joined by cursor (message ids increase), oldest first.
          messages: { keyArgs: false, merge: mergeMessagePages },
        },
      },
      // Landlords and coordinates belong to their property and have no identity of their own.
      Landlord: { keyFields: false },
      Coordinates: { keyFields: false },
      // A university's name is unique among CampusNest's cities.
      University: { keyFields: ['name'] },
    },
  });
}

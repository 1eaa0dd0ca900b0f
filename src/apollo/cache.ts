import { InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // One list per filter and order; "see more" pages append to it. A search seen before is
          // read back from here, so revisiting it shows the list at once.
          properties: relayStylePagination(['filter', 'sort']),
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
      // Landlords and coordinates belong to their property and have no identity of their own.
      Landlord: { keyFields: false },
      Coordinates: { keyFields: false },
      // A university's name is unique among CampusNest's cities.
      University: { keyFields: ['name'] },
    },
  });
}

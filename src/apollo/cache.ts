import { InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // One list per filter; "see more" pages append to it.
          properties: relayStylePagination(['filter']),
        },
      },
      // Landlords and coordinates belong to their property and have no identity of their own.
      Landlord: { keyFields: false },
      Coordinates: { keyFields: false },
    },
  });
}

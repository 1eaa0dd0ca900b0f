/**
 * Apollo's cache policies (src/apollo/cache.ts): what a page gets from the cache alone, before
 * any network answer, after the user has seen a search or a property.
 */
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../src/apollo/client';
import { createApiContext } from '../../src/api/createContext';
import { loadSampleCatalog } from '../../src/apollo/sampleCatalog';
import { setLatencyScale } from '../../src/api/latency';
import { graphql } from '../../src/gql';

const SearchCards = graphql(`
  query TestCacheSearch($filter: PropertyFilter) {
    properties(filter: $filter, first: 24) {
      totalCount
      edges {
        node { id name price city university images }
      }
    }
  }
`);

const PropertyHeader = graphql(`
  query TestCachePropertyHeader($id: ID!) {
    property(id: $id) { id name price city university }
  }
`);

const PropertyFull = graphql(`
  query TestCachePropertyFull($id: ID!) {
    property(id: $id) { id name description landlord { name } }
  }
`);

function client() {
  setLatencyScale(0);
  return createApolloClient(createApiContext({ catalog: loadSampleCatalog, log: () => undefined }));
}

describe('the Apollo cache', () => {
  it('answers a property query from a search card without asking the backend', async () => {
    const apollo = client();
    const { data } = await apollo.query({ query: SearchCards, variables: { filter: { city: 'Berlin' } } });
    const card = data!.properties.edges[0]!.node;

    const header = apollo.readQuery({ query: PropertyHeader, variables: { id: card.id } });
    expect(header?.property).toEqual({ __typename: 'Property', id: card.id, name: card.name, price: card.price, city: card.city, university: card.university });
  });

  it('does not pretend to have fields the card never brought', async () => {
    const apollo = client();
    const { data } = await apollo.query({ query: SearchCards, variables: { filter: { city: 'Rome' } } });
    const id = data!.properties.edges[0]!.node.id;
    expect(apollo.readQuery({ query: PropertyFull, variables: { id } })).toBeNull();
    // …and a cache-first query fetches them, then the header is still served from the same object.
    const full = await apollo.query({ query: PropertyFull, variables: { id }, fetchPolicy: 'cache-first' });
    expect(full.data?.property?.description).toEqual(expect.any(String));
    expect(apollo.readQuery({ query: PropertyHeader, variables: { id } })?.property?.id).toBe(id);
  });

  it('keeps "not found" as null instead of pointing at a property that does not exist', async () => {
    const apollo = client();
    const { data } = await apollo.query({ query: PropertyHeader, variables: { id: 'no-such-property' } });
    expect(data?.property).toBeNull();
    expect(apollo.readQuery({ query: PropertyHeader, variables: { id: 'no-such-property' } })).toEqual({ property: null });
  });

  it('reads nothing for a property never seen, so the page goes to the backend', () => {
    const apollo = client();
    expect(apollo.readQuery({ query: PropertyHeader, variables: { id: 'never-seen' } })).toBeNull();
  });

  it('serves a search seen before from the cache, per filter', async () => {
    const apollo = client();
    const first = await apollo.query({ query: SearchCards, variables: { filter: { city: 'Paris' } } });
    const again = apollo.readQuery({ query: SearchCards, variables: { filter: { city: 'Paris' } } });
    expect(again?.properties.edges.map((edge) => edge.node.id)).toEqual(first.data!.properties.edges.map((edge) => edge.node.id));
    expect(again?.properties.totalCount).toBe(first.data!.properties.totalCount);
    expect(apollo.readQuery({ query: SearchCards, variables: { filter: { city: 'Rome' } } })).toBeNull();
  });
});

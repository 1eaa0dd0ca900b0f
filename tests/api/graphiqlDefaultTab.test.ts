/** The example GraphiQL opens with must run, and so must the sign-up flow it shows in comments. */
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadNodeSchema } from '../../scripts/data/nodeBackend';
import { createApolloClient } from '../../src/apollo/client';
import { defaultQuery } from '../../src/pages/graphiql/defaultTab';
import { createSchemaFetcher } from '../../src/pages/graphiql/fetcher';
import { expectedSearch } from './expectedSearch';
import { createTestApi } from './harness';

const schema = loadNodeSchema();

/** The commented-out operations, as a developer gets them by uncommenting (Ctrl+/ removes "# "). */
function uncommentedExample(): string {
  const lines = defaultQuery.trimEnd().split('\n');
  const start = lines.findIndex((line) => line.startsWith('# mutation'));
  return lines
    .slice(start)
    .map((line) => {
      expect(line).toMatch(/^#( |$)/);
      return line.slice(2);
    })
    .join('\n');
}

describe("GraphiQL's default tab", () => {
  it('is a properties query for Berlin, six to a page, with what a card shows and the rental terms', async () => {
    const api = createTestApi();
    const fetcher = createSchemaFetcher({ client: createApolloClient(api.context), schema });
    const result = await fetcher({ query: defaultQuery });
    expect(result.errors).toBeUndefined();
    const { properties } = result.data as {
      properties: { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: { node: Record<string, unknown> }[] };
    };
    const berlin = expectedSearch({ city: 'berlin' });
    expect(berlin.length).toBeGreaterThan(0);
    expect(properties.totalCount).toBe(berlin.length);
    expect(properties.edges.map(({ node }) => node.id)).toEqual(berlin.slice(0, 6).map((property) => property.id));
    for (const { node } of properties.edges) {
      expect(Object.keys(node).sort()).toEqual([
        'address',
        'amenities',
        'availableFrom',
        'bathrooms',
        'bedrooms',
        'billsIncluded',
        'deposit',
        'id',
        'images',
        'minStayMonths',
        'name',
        'price',
        'roomType',
        'totalMonthly',
        'university',
      ]);
      expect(node.availableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(node.address).toMatch(/Berlin/);
    }
  });

  it('shows the three sign-up mutations in comments, valid against the schema once uncommented', () => {
    const example = parse(uncommentedExample());
    expect(example.definitions.map((definition) => ('name' in definition ? definition.name?.value : undefined))).toEqual(['SendCode', 'VerifyCode', 'SignUp']);
    expect(validate(schema, example)).toEqual([]);
  });
});

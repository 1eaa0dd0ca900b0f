import { GraphQLError } from 'graphql';
import { simulateLatency } from '../latency';
import type { QueryResolvers } from '../generated/resolvers';
import { decodeCursor, encodeCursor } from '../rules/cursor';
import { filterProblems, normalizeFilter } from '../rules/filters';

export const MAX_PAGE_SIZE = 100;

function invalid(field: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'INVALID_INPUT', field } });
}

export const propertyQueries: Pick<QueryResolvers, 'properties' | 'property'> = {
  async properties(_parent, { filter, first, after }, { catalog }) {
    const normalized = normalizeFilter(filter);
    const [problem] = filterProblems(normalized);
    if (problem) throw invalid(`filter.${problem[0]}`, problem[1]);
    const limit = first;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw invalid('first', `first must be between 1 and ${MAX_PAGE_SIZE}.`);
    }
    const cursor = after == null ? null : decodeCursor(after);
    if (after != null && cursor === null) throw invalid('after', 'after is not a cursor from this API.');

    await simulateLatency('properties');
    const page = await (await catalog()).search({ filter: normalized, after: cursor, first: limit });
    const edges = page.edges.map(({ node, cursor: position }) => ({ node, cursor: encodeCursor(position) }));
    return {
      edges,
      totalCount: page.totalCount,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
    };
  },

  async property(_parent, { id }, { catalog }) {
    await simulateLatency('property');
    return (await catalog()).get(id);
  },
};

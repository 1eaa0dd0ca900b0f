import { GraphQLError } from 'graphql';
import { distanceMetres } from '../../lib/geo';
import { addDays, utcToday } from '../../lib/calendarDate';
import { staysEndingAfter } from '../../lib/bookingRules';
import { totalMonthly } from '../../lib/listingTerms';
import { simulateLatency } from '../latency';
import type { PropertyResolvers, QueryResolvers } from '../generated/resolvers';
import { decodeCursor, encodeCursor } from '../rules/cursor';
import { filterProblems, normalizeFilter, sortProblem } from '../rules/filters';
import { propertyForViewer } from './landlord';

export const MAX_PAGE_SIZE = 100;

function invalid(field: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'INVALID_INPUT', field } });
}

export const propertyQueries: Pick<QueryResolvers, 'properties' | 'property' | 'universities'> = {
  async properties(_parent, { filter, sort, first, after }, { catalog, store }) {
    const normalized = normalizeFilter(filter);
    const [problem] = filterProblems(normalized);
    if (problem) throw invalid(`filter.${problem[0]}`, problem[1]);
    const sortError = sortProblem(sort, normalized);
    if (sortError) throw invalid('sort', sortError);
    const limit = first;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw invalid('first', `first must be between 1 and ${MAX_PAGE_SIZE}.`);
    }
    const decoded = after == null ? null : decodeCursor(after);
    if (after != null && decoded === null) throw invalid('after', 'after is not a cursor from this API.');
    if (decoded !== null && decoded.order !== sort) throw invalid('after', 'after is a cursor of another sort order.');

    await simulateLatency('properties');
    const { moveIn, moveOut } = normalized;
    // Without a move-out the stay is the move-in's night: the place must be free on that day.
    const booked = moveIn === null ? null : await store.bookings.bookedListings({ moveIn, moveOut: moveOut ?? addDays(moveIn, 1) });
    const page = await (
      await catalog()
    ).search({ filter: normalized, order: sort, after: decoded?.cursor ?? null, first: limit, ...(booked ? { booked } : {}) });
    const edges = page.edges.map(({ node, cursor }) => ({ node, cursor: encodeCursor(sort, cursor) }));
    return {
      edges,
      totalCount: page.totalCount,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
    };
  },

  async property(_parent, { id }, context) {
    await simulateLatency('property');
    return propertyForViewer(context, id);
  },

  async universities(_parent, { city, name }, { catalog }) {
    const match = normalizeFilter({ city, university: name });
    const [problem] = filterProblems(match);
    if (problem) throw invalid(problem[0] === 'university' ? 'name' : problem[0], problem[1]);
    return (await catalog()).universities({ city: match.city, name: match.university });
  },
};

/** Each listing carries its university's campus, so these need nothing beyond the record but its booked periods (the store's). */
export const propertyFields: Pick<PropertyResolvers, 'universityDetails' | 'distanceKm' | 'totalMonthly' | 'bookedPeriods'> = {
  universityDetails: (property) => ({ name: property.university, city: property.city, campus: property.universityCampus }),
  // The distance the DISTANCE sort orders by: whole metres.
  distanceKm: (property) => distanceMetres(property.coordinates, property.universityCampus) / 1000,
  totalMonthly: (property) => totalMonthly(property),
  bookedPeriods: (property, _args, { store, now }) =>
    property.acceptedStays ? staysEndingAfter(property.acceptedStays, utcToday(now())) : store.bookings.booked(property.id, utcToday(now())),
};

import { GraphQLError } from 'graphql';
import { SEARCH_TEXT_MAX_LENGTH } from '../../lib/search';
import type { QueryResolvers } from '../generated/resolvers';
import { suggestPlaces, SUGGESTIONS_MAX_FIRST } from '../rules/suggestions';

export const suggestionQueries: Pick<QueryResolvers, 'suggestions'> = {
  // No simulated latency: suggestions follow typing, and the boxes already wait for a pause.
  async suggestions(_parent, { text, first }, { catalog }) {
    if (!Number.isInteger(first) || first < 1 || first > SUGGESTIONS_MAX_FIRST) {
      throw new GraphQLError(`first must be between 1 and ${SUGGESTIONS_MAX_FIRST}.`, { extensions: { code: 'INVALID_INPUT', field: 'first' } });
    }
    const trimmed = text.trim();
    // Nothing to match, and no reason to load the catalogue.
    if (trimmed === '' || trimmed.length > SEARCH_TEXT_MAX_LENGTH) return [];
    return suggestPlaces(await (await catalog()).places(), text, first);
  },
};

/**
 * The `Date` scalar: a calendar date as ISO text, YYYY-MM-DD, strictly (src/lib/calendarDate.ts).
 * Strings in and out, never JavaScript Dates, so no time zone can move a day. A malformed date is
 * refused while the request's values are read, before any resolver runs, as INVALID_INPUT.
 */
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { parseCalendarDate, type CalendarDate } from '../../lib/calendarDate';

function invalidDate(value: unknown): GraphQLError {
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;
  return new GraphQLError(`Date must be a real calendar date written YYYY-MM-DD, such as 2027-09-01, not ${shown}.`, {
    extensions: { code: 'INVALID_INPUT' },
  });
}

function toDate(value: unknown): CalendarDate {
  const date = typeof value === 'string' ? parseCalendarDate(value) : null;
  if (date === null) throw invalidDate(value);
  return date;
}

export const DateScalar = new GraphQLScalarType<CalendarDate, CalendarDate>({
  name: 'Date',
  description: 'A calendar date without a time of day or a time zone, in ISO 8601 form: YYYY-MM-DD, such as 2027-09-01.',
  // A stored date is already checked; serializing checks again so a bad record fails loudly, not on a page.
  serialize: toDate,
  parseValue: toDate,
  parseLiteral(node: ValueNode) {
    if (node.kind !== Kind.STRING) throw invalidDate(node.kind);
    return toDate(node.value);
  },
});

/**
 * Why a listing cannot take a stay (src/lib/bookingRules.ts DateProblem), in the reader's
 * language: what the 'Book' panel says beside the dates, and what it says when the API refuses.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { DateProblem, ListingTerms } from '../../lib/bookingRules';
import { formatCount, formatDate } from '../../i18n/format';

export function dateProblemText(i18n: I18n, problem: DateProblem, terms: ListingTerms): string {
  const { locale } = i18n;
  switch (problem) {
    case 'MOVE_OUT_NOT_AFTER_MOVE_IN':
      return i18n._(msg`Move-out must be after move-in.`);
    case 'IN_THE_PAST':
      return i18n._(msg`The move-in date has passed.`);
    case 'TOO_FAR_AHEAD':
      return i18n._(msg`Requests can be made at most 2 years ahead.`);
    case 'BEFORE_AVAILABLE': {
      const from = formatDate(locale, terms.availableFrom);
      return i18n._(msg({ message: `The place is free from ${from}.`, comment: 'Why dates cannot be booked: the move-in is too early' }));
    }
    case 'AFTER_AVAILABLE': {
      const until = formatDate(locale, terms.availableUntil ?? terms.availableFrom);
      return i18n._(msg({ message: `The place is free until ${until}.`, comment: 'Why dates cannot be booked: the move-out is too late' }));
    }
    case 'TOO_SHORT': {
      const months = terms.minStayMonths;
      const shown = formatCount(locale, months);
      return i18n._(msg({ message: plural(months, { one: `The shortest stay is ${shown} month.`, other: `The shortest stay is ${shown} months.` }) }));
    }
    case 'TOO_LONG': {
      const months = terms.maxStayMonths ?? 0;
      const shown = formatCount(locale, months);
      return i18n._(msg({ message: plural(months, { one: `The longest stay is ${shown} month.`, other: `The longest stay is ${shown} months.` }) }));
    }
    case 'BOOKED':
      return i18n._(msg({ message: 'Someone has booked some of these dates.', comment: 'Why dates cannot be booked: another stay was accepted' }));
  }
}

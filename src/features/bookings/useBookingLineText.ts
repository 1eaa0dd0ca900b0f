import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BookingChange } from '../../gql/graphql';
import { formatAmount, formatCount, formatDate } from '../../i18n/format';

export interface BookingLineFields {
  change: BookingChange;
  moveIn: string;
  moveOut: string;
  months: number;
  total: number;
  note: string;
}

/**
 * A request to book's line in a conversation, worded in the reader's language from its kind and
 * figures (the message's text is the English one mail carries), with the student's or landlord's
 * own note below as they wrote it.
 */
export function useBookingLineText(): (line: BookingLineFields) => string {
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  return (line) => {
    const from = formatDate(locale, line.moveIn);
    const to = formatDate(locale, line.moveOut);
    const { months } = line;
    const count = formatCount(locale, months);
    const amount = formatAmount(locale, line.total);
    const dates = t({ message: `${from} – ${to}`, comment: 'A stay from its move-in to its move-out day' });
    const length = t({ message: plural(months, { one: `${count} month`, other: `${count} months` }), comment: 'A stay’s length' });
    const sum = t({ message: `${amount} in all`, comment: 'A stay’s total: rent, bills and deposit' });
    const stay = `${dates} · ${length} · ${sum}`;
    const said = ((): string => {
      switch (line.change) {
        case 'REQUESTED':
          return t({ message: `Request to book: ${stay}. The landlord has 48 hours to answer.`, comment: 'A line in a conversation: the student asked to book' });
        case 'ACCEPTED':
          return t({ message: `Request accepted: ${stay}. These dates are now booked.`, comment: 'A line in a conversation: the landlord accepted' });
        case 'DECLINED':
          return t({ message: `Request declined: ${stay}.`, comment: 'A line in a conversation: the landlord declined' });
        case 'DECLINED_FOR_OVERLAP':
          return t({
            message: `Request declined: ${stay}. The landlord accepted another request for some of these dates.`,
            comment: 'A line in a conversation: declined as another request for the same nights was accepted',
          });
        case 'CANCELLED':
          return t({ message: `Request cancelled by the student: ${stay}.`, comment: 'A line in a conversation: the student cancelled' });
        case 'EXPIRED':
          return t({ message: `Request expired unanswered after 48 hours: ${stay}.`, comment: 'A line in a conversation: the landlord did not answer in time' });
      }
    })();
    return line.note ? `${said}\n\n${line.note}` : said;
  };
}

import { useLingui } from '@lingui/react/macro';
import type { BookingChange } from '../../gql/graphql';
import { useStayText, type StayFigures } from './useStayText';

export interface BookingLineFields extends StayFigures {
  change: BookingChange;
  note: string;
}

/**
 * A request to book's line in a conversation, worded in the reader's language from its kind and
 * figures (the message's text is the English one mail carries), the stay as the lists word it,
 * with the student's or landlord's own note below as they wrote it.
 */
export function useBookingLineText(): (line: BookingLineFields) => string {
  const { t } = useLingui();
  const stayText = useStayText();
  return (line) => {
    const stay = stayText(line);
    const said = ((): string => {
      switch (line.change) {
        case 'REQUESTED':
          return t({
            message: `Request to book: ${stay}. The landlord has 48 hours to answer.`,
            comment: 'A line in a conversation: the student asked to book',
          });
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
          return t({
            message: `Request expired unanswered after 48 hours: ${stay}.`,
            comment: 'A line in a conversation: the landlord did not answer in time',
          });
      }
    })();
    return line.note ? `${said}\n\n${line.note}` : said;
  };
}

/**
 * The lines a request's changes post in the pair's conversation: kept as their kind and figures
 * (store/bookingLineRecord.ts), which the conversation's page words in each reader's language,
 * and as plain English text, which mail and the account's export carry (the app keeps no language
 * per user, so mail is in English).
 */
import type { BookingSummary, Stay } from '../../lib/bookingRules';
import { MESSAGE_MAX_LENGTH } from '../../lib/messageText';
import type { BookingChange, BookingLineRecord } from '../store/bookingLineRecord';

export type { BookingChange };

type Described = Stay &
  Pick<BookingSummary, 'months' | 'total'> & {
    message?: string;
    reply?: string;
  };

/** The change's kind and figures, with the student's message (a request) or the landlord's (a decline). */
export function bookingLineRecord({ moveIn, moveOut, months, total, message = '', reply = '' }: Described, change: BookingChange): BookingLineRecord {
  const note = change === 'REQUESTED' ? message : change === 'DECLINED' ? reply : '';
  return { change, moveIn, moveOut, months, total, note };
}

const stayText = ({ moveIn, moveOut, months, total }: BookingLineRecord) =>
  `${moveIn} to ${moveOut} (${months} ${months === 1 ? 'month' : 'months'}, €${total} in all)`;

/** The line in English: the message's text, and what mail says. */
export function bookingLineText(line: BookingLineRecord): string {
  const withNote = (text: string) => (line.note ? `${text}\n\n${line.note}` : text);
  switch (line.change) {
    case 'REQUESTED':
      return withNote(`Request to book: ${stayText(line)}. The landlord has 48 hours to answer.`);
    case 'ACCEPTED':
      return `Request accepted: ${stayText(line)}. These dates are now booked.`;
    case 'DECLINED':
      return withNote(`Request declined: ${stayText(line)}.`);
    case 'DECLINED_FOR_OVERLAP':
      return `Request declined: ${stayText(line)}. The landlord accepted another request for some of these dates.`;
    case 'CANCELLED':
      return `Request cancelled by the student: ${stayText(line)}.`;
    case 'EXPIRED':
      return `Request expired unanswered after 48 hours: ${stayText(line)}.`;
  }
}

/**
 * A text cut to what a message may hold: a note of the full 5,000 characters after the line's own
 * words would not fit. The note stays whole in the line's kind and figures, which the thread shows.
 */
function fitted(text: string): string {
  if (text.length <= MESSAGE_MAX_LENGTH) return text;
  const cut = text.slice(0, MESSAGE_MAX_LENGTH - 1);
  // Never half a character: a lone surrogate is not text a message may hold.
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

/** The line as a message keeps it: its English text (within a message's length) and its kind. */
export function bookingLine(booking: Described, change: BookingChange): { text: string; booking: BookingLineRecord } {
  const record = bookingLineRecord(booking, change);
  return { text: fitted(bookingLineText(record)), booking: record };
}

/**
 * The lines a request's changes post in the pair's conversation, and mail: plain text in English,
 * as the conversation keeps every message (one text for both sides, whatever their languages).
 */
import type { BookingSummary, Stay } from '../../lib/bookingRules';

export type BookingChange = 'REQUESTED' | 'ACCEPTED' | 'DECLINED' | 'DECLINED_FOR_OVERLAP' | 'CANCELLED' | 'EXPIRED';

type Described = Stay &
  Pick<BookingSummary, 'months' | 'total'> & {
    message?: string;
    reply?: string;
  };

const stayText = ({ moveIn, moveOut, months, total }: Described) => `${moveIn} to ${moveOut} (${months} ${months === 1 ? 'month' : 'months'}, €${total} in all)`;

export function bookingLine(booking: Described, change: BookingChange): string {
  const withText = (line: string, text: string | undefined) => (text ? `${line}\n\n${text}` : line);
  switch (change) {
    case 'REQUESTED':
      return withText(`Request to book: ${stayText(booking)}. The landlord has 48 hours to answer.`, booking.message);
    case 'ACCEPTED':
      return `Request accepted: ${stayText(booking)}. These dates are now booked.`;
    case 'DECLINED':
      return withText(`Request declined: ${stayText(booking)}.`, booking.reply);
    case 'DECLINED_FOR_OVERLAP':
      return `Request declined: ${stayText(booking)}. The landlord accepted another request for some of these dates.`;
    case 'CANCELLED':
      return `Request cancelled by the student: ${stayText(booking)}.`;
    case 'EXPIRED':
      return `Request expired unanswered after 48 hours: ${stayText(booking)}.`;
  }
}

/**
 * A request to book's change as its conversation keeps it (docs/product.md#bookings): its kind and
 * the stay's figures, which each reader's page words in their own language, beside the message's
 * English text (what mail, the export and the list's preview show, and what a message kept before
 * lines had a kind still shows alone).
 */
import { parseCalendarDate } from '../../lib/calendarDate';
import { MESSAGE_MAX_LENGTH } from '../../lib/messageText';
import { isObject } from './shapes';

export const BOOKING_CHANGES = ['REQUESTED', 'ACCEPTED', 'DECLINED', 'DECLINED_FOR_OVERLAP', 'CANCELLED', 'EXPIRED'] as const;
export type BookingChange = (typeof BOOKING_CHANGES)[number];

export interface BookingLineRecord {
  change: BookingChange;
  moveIn: string;
  moveOut: string;
  months: number;
  total: number;
  /** The student's message with a request, the landlord's with a decline; '' without one. */
  note: string;
}

const isDate = (value: unknown): value is string => typeof value === 'string' && parseCalendarDate(value) === value;
const isAmount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isChange = (value: unknown): value is BookingChange => typeof value === 'string' && (BOOKING_CHANGES as readonly string[]).includes(value);

/** A kept line's kind and figures, or null where there is none or it does not fit (the message then reads as its text). */
export function toBookingLine(value: unknown): BookingLineRecord | null {
  if (!isObject(value)) return null;
  const { change, moveIn, moveOut, months, total, note } = value;
  if (!isChange(change) || !isDate(moveIn) || !isDate(moveOut) || !isAmount(months) || !isAmount(total)) return null;
  if (typeof note !== 'string' || note.length > MESSAGE_MAX_LENGTH) return null;
  return { change, moveIn, moveOut, months, total, note };
}

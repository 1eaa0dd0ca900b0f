/**
 * Runtime checks for the bookings key (storageKeys.bookings), which anyone can edit: a request
 * that does not fit is dropped. An edit can still make two accepted stays overlap; the search and
 * the listing's booked periods read them as they are, and accepting refuses any further overlap.
 */
import { parseCalendarDate } from '../../lib/calendarDate';
import { MESSAGE_MAX_LENGTH } from '../../lib/messageText';
import type { BookingRecord } from './bookings';
import { isObject } from './shapes';

export const NO_BOOKINGS: BookingRecord[] = [];

const isText = (value: unknown, max = 500): value is string => typeof value === 'string' && value.length <= max;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isAmount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isDate = (value: unknown): value is string => typeof value === 'string' && parseCalendarDate(value) === value;
const STATUSES = new Set(['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED']);

function toBooking(value: unknown): BookingRecord | null {
  if (!isObject(value)) return null;
  const {
    id,
    conversationId,
    listingId,
    listingName,
    landlordId,
    studentId,
    studentName,
    message,
    reply,
    status,
    declinedForOverlap,
    createdAt,
    expiresAt,
    decidedAt,
    moveIn,
    moveOut,
  } = value;
  const { months, rent, bills, deposit, total, expiryTold = false } = value;
  if (
    !isText(id, 100) ||
    id === '' ||
    !isText(listingId, 100) ||
    !isText(listingName) ||
    !isText(landlordId, 100) ||
    !isText(studentId, 100) ||
    !isText(studentName) ||
    !isText(conversationId, 100)
  )
    return null;
  if (
    !isText(message, MESSAGE_MAX_LENGTH) ||
    !isText(reply, MESSAGE_MAX_LENGTH) ||
    typeof status !== 'string' ||
    !STATUSES.has(status) ||
    typeof declinedForOverlap !== 'boolean'
  )
    return null;
  if (!isTime(createdAt) || !isTime(expiresAt) || !(decidedAt === null || isTime(decidedAt)) || !isDate(moveIn) || !isDate(moveOut) || moveOut <= moveIn)
    return null;
  if (!isAmount(months) || !isAmount(rent) || !isAmount(bills) || !isAmount(deposit) || !isAmount(total) || typeof expiryTold !== 'boolean') return null;
  return {
    id,
    listingId,
    listingName,
    landlordId,
    studentId,
    studentName,
    conversationId,
    message,
    reply,
    status: status as BookingRecord['status'],
    declinedForOverlap,
    createdAt,
    expiresAt,
    decidedAt,
    moveIn,
    moveOut,
    months,
    rent,
    bills,
    deposit,
    total,
    // Kept only once told, so a request stored before the mark existed reads back unchanged.
    ...(expiryTold ? { expiryTold } : {}),
  };
}

export function toBookings(value: unknown): BookingRecord[] {
  if (!Array.isArray(value)) return NO_BOOKINGS;
  const bookings = value.map(toBooking).filter((booking) => booking !== null);
  return bookings.length === 0 ? NO_BOOKINGS : bookings;
}

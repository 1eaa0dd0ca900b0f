/**
 * Runtime checks for the bookings key (storageKeys.bookings), which anyone can edit: a request
 * that does not fit is dropped. An edit can still make two accepted stays overlap; the search and
 * the listing's booked periods read them as they are, and accepting refuses any further overlap.
 */
import { MESSAGE_MAX_LENGTH } from '../../lib/messageText';
import type { BookingRecord } from './bookings';
import { readBookingTerms } from './bookingTerms';
import { isObject } from './shapes';

export const NO_BOOKINGS: BookingRecord[] = [];

const isText = (value: unknown, max = 500): value is string => typeof value === 'string' && value.length <= max;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const STATUSES = new Set(['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED']);

function toBooking(value: unknown): BookingRecord | null {
  if (!isObject(value)) return null;
  const { id, conversationId, listingId, listingName, landlordId, studentId, studentName, message, reply, status, declinedForOverlap } = value;
  const { createdAt, expiresAt, decidedAt, expiryTold = false } = value;
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
  if (!isTime(createdAt) || !isTime(expiresAt) || !(decidedAt === null || isTime(decidedAt)) || typeof expiryTold !== 'boolean') return null;
  const terms = readBookingTerms(value);
  if (terms === null) return null;
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
    ...terms,
    // Kept only once told, so a request stored before the mark existed reads back unchanged.
    ...(expiryTold ? { expiryTold } : {}),
  };
}

export function toBookings(value: unknown): BookingRecord[] {
  if (!Array.isArray(value)) return NO_BOOKINGS;
  const bookings = value.map(toBooking).filter((booking) => booking !== null);
  return bookings.length === 0 ? NO_BOOKINGS : bookings;
}

/**
 * A request to book as the store takes it (NewBooking), for the store's tests: a listing's stay by
 * a student, with made-up money and the hold the rules give it from `createdAt`.
 */
import type { NewBooking } from '../../src/api/store/bookings';
import { BOOKING_HOLD_MS } from '../../src/lib/bookingRules';
import { stayMonths } from '../../src/lib/listingTerms';

interface Stay {
  listingId: string;
  listingName: string;
  studentId: string;
  moveIn: string;
  moveOut: string;
  createdAt: number;
  /** As the rules count them, unless the test says otherwise. */
  months?: number;
}

export function newBooking({ listingId, listingName, studentId, moveIn, moveOut, createdAt, months = stayMonths(moveIn, moveOut) }: Stay): NewBooking {
  return {
    listingId,
    listingName,
    landlordId: 'landlord-1',
    studentId,
    studentName: 'Ana',
    conversationId: 'c1',
    message: '',
    moveIn,
    moveOut,
    months,
    rent: 6000,
    bills: 0,
    deposit: 600,
    total: 6600,
    createdAt,
    expiresAt: createdAt + BOOKING_HOLD_MS,
  };
}

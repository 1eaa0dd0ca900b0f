/** A request's terms as the bookings key keeps them: each read back, and a request whose terms do not fit dropped. */
import { describe, expect, it } from 'vitest';
import { toBookings } from '../../src/api/store/bookingShapes';
import { BOOKING_TERM_FIELDS, readBookingTerms } from '../../src/api/store/bookingTerms';

const terms = { moveIn: '2027-09-01', moveOut: '2028-03-01', months: 6, rent: 3900, bills: 480, deposit: 1300, total: 5680 };
const stored = {
  id: 'b1',
  conversationId: 'c1',
  listingId: 'l1',
  listingName: 'Spree View Rooms',
  landlordId: 'u1',
  studentId: 'u2',
  studentName: 'Ana',
  message: '',
  reply: '',
  status: 'PENDING',
  declinedForOverlap: false,
  createdAt: 0,
  expiresAt: 1,
  decidedAt: null,
  ...terms,
};

describe("a request's terms in the bookings key", () => {
  it('are read back, each of them', () => {
    const [booking] = toBookings([stored]);
    for (const field of BOOKING_TERM_FIELDS) expect(booking?.[field], field).toBe(terms[field]);
  });

  it.each([
    ['a date that is no calendar date', { moveIn: '2027-02-30' }],
    ['moving out before moving in', { moveOut: '2027-08-01' }],
    ['moving out the day of moving in', { moveOut: '2027-09-01' }],
    ['a negative amount', { deposit: -1 }],
    ['a fraction', { rent: 3900.5 }],
    ['an amount as text', { total: '5680' }],
    ['a missing term', { months: undefined }],
  ])('drop the request with %s', (_, change) => {
    expect(readBookingTerms({ ...terms, ...change })).toBeNull();
    expect(toBookings([{ ...stored, ...change }])).toEqual([]);
  });
});

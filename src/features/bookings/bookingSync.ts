/**
 * Other tabs of the same browser follow the requests to book: in the browser mode both sides'
 * requests live in this browser's storage, and a change to their key fires a `storage` event in
 * every other tab, which refetches the student's list, the landlord's requests and a listing's page
 * where they are on screen. A server's data fires no event: there the conversations' live stream,
 * which carries each request's line, calls `refetchBookings` (src/app/layout/Header.tsx).
 */
import type { ApolloClient } from '@apollo/client';
import { storageKeys } from '../../lib/deviceStorage';

/** The operations that show requests or booked dates (their documents' names), refetched only while active. */
const SHOWING_BOOKINGS = ['MyBookings', 'BookingRequests', 'PropertyPage'];

/** Refetches the student's list, the landlord's requests and a listing's page, where they are on screen. */
export function refetchBookings(client: ApolloClient): void {
  void client.refetchQueries({ include: SHOWING_BOOKINGS }).catch(() => {
    // The page keeps what it shows; the next change or a reload tries again.
  });
}

export function startBookingSync(client: ApolloClient, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.bookings) refetchBookings(client);
  };
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener('storage', onStorage);
  };
}

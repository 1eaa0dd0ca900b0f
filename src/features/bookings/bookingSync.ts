/**
 * Other tabs of the same browser follow the requests to book: in the browser mode both sides'
 * requests live in this browser's storage, and a change to their key fires a `storage` event in
 * every other tab, which refetches the student's list, the landlord's requests and a listing's page
 * where they are on screen (a server's data fires no event: its pages show changes on their next load).
 */
import type { ApolloClient } from '@apollo/client';
import { storageKeys } from '../../lib/deviceStorage';

/** The operations that show requests or booked dates (their documents' names), refetched only while active. */
const SHOWING_BOOKINGS = ['MyBookings', 'BookingRequests', 'PropertyPage'];

export function startBookingSync(client: ApolloClient, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.bookings) return;
    void client.refetchQueries({ include: SHOWING_BOOKINGS }).catch(() => {
      // The page keeps what it shows; the next change or a reload tries again.
    });
  };
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener('storage', onStorage);
  };
}

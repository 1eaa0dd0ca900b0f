import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { CheckIcon } from '../../components/icons';
import { CardList, ListStates } from '../../components/ListStates';
import { ActionLink } from '../../components/MessagePanel';
import { ListPage, PageHeading } from '../../components/PageHeading';
import { graphql } from '../../gql';
import { BookingRow } from './BookingRow';

export const MyBookingsQuery = graphql(`
  query MyBookings {
    myBookings {
      id
      ...BookingRow_booking
    }
  }
`);

/** /bookings (docs/product.md#bookings): the student's requests to book, the latest first, with where each stands. */
export default function BookingsPage() {
  const { data, error, refetch, networkStatus } = useDeferredValue(
    useQuery(MyBookingsQuery, { notifyOnNetworkStatusChange: true, fetchPolicy: 'cache-and-network' }),
  );
  const { t } = useLingui();
  // The hours left are read against the moment the page opened; the list is read afresh on each visit.
  const [now] = useState(() => Date.now());
  const bookings = data?.myBookings;
  const results = (
    <ListStates
      count={bookings?.length}
      error={error}
      errorTitle={t`We couldn't load your bookings.`}
      onRetry={() => void refetch().catch(() => undefined)}
      retrying={networkStatus === NetworkStatus.refetch}
      rowHeight="120px"
      empty={
        <EmptyState icon={<CheckIcon size={40} />} title={t`No booking requests yet`}>
          <p>
            <Trans>Pick your dates on a listing's page and press 'Request to book': your requests and the landlords' answers show here.</Trans>
          </p>
          <ActionLink to="/search">
            <Trans>Browse properties</Trans>
          </ActionLink>
        </EmptyState>
      }
    >
      <CardList>
        {bookings?.map((booking) => (
          <li key={booking.id}>
            <BookingRow booking={booking} now={now} />
          </li>
        ))}
      </CardList>
    </ListStates>
  );
  return (
    <ListPage>
      <title>{t`Bookings · CampusNest`}</title>
      <PageHeading>
        <h1>
          <Trans context="Title of the student's requests to book">Bookings</Trans>
        </h1>
        <p role="status">{bookings ? '' : t`Loading...`}</p>
      </PageHeading>
      <section aria-label={t({ message: 'Bookings', context: "Title of the student's requests to book" })}>{results}</section>
    </ListPage>
  );
}

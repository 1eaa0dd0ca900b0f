import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { CheckIcon } from '../../components/icons';
import { ActionLink } from '../../components/MessagePanel';
import { ListPage, PageHeading } from '../../components/PageHeading';
import { pulse, Skeleton } from '../../components/Skeleton';
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

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const SkeletonList = styled(List)`
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

/** /bookings (docs/product.md#bookings): the student's requests to book, the latest first, with where each stands. */
export default function BookingsPage() {
  const { data, error, refetch, networkStatus } = useDeferredValue(useQuery(MyBookingsQuery, { notifyOnNetworkStatusChange: true, fetchPolicy: 'cache-and-network' }));
  const { t } = useLingui();
  // The hours left are read against the moment the page opened; the list is read afresh on each visit.
  const [now] = useState(() => Date.now());
  const bookings = data?.myBookings;
  let results;
  if (error && !bookings) {
    results = (
      <ErrorState title={t`We couldn't load your bookings.`} onRetry={() => void refetch().catch(() => undefined)} retrying={networkStatus === NetworkStatus.refetch} error={error} />
    );
  } else if (!bookings) {
    results = (
      <SkeletonList aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton $height="120px" $radius="16px" />
          </li>
        ))}
      </SkeletonList>
    );
  } else if (bookings.length === 0) {
    results = (
      <EmptyState icon={<CheckIcon size={40} />} title={t`No booking requests yet`}>
        <p>
          <Trans>Pick your dates on a listing's page and press 'Request to book': your requests and the landlords' answers show here.</Trans>
        </p>
        <ActionLink to="/search">
          <Trans>Browse properties</Trans>
        </ActionLink>
      </EmptyState>
    );
  } else {
    results = (
      <List>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingRow booking={booking} now={now} />
          </li>
        ))}
      </List>
    );
  }
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

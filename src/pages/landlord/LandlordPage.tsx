import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useRef, useState } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { TagIcon } from '../../components/icons';
import { ActionLink } from '../../components/MessagePanel';
import { ListPage, PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import type { FieldProblem } from '../../components/useFormErrors';
import { useListingStatus } from '../../features/landlord/useListingStatus';
import { graphql } from '../../gql';
import { plainList } from '../../styles/plainList';
import { theme } from '../../styles/theme';
import { BookingRequestsSection } from './BookingRequestsSection';
import { ListingRow } from './ListingRow';
import { useDeleteListing } from './useDeleteListing';

export const MyListingsQuery = graphql(`
  query MyListings {
    myListings {
      id
      ...ListingRow_listing
    }
  }
`);

const Heading = styled(PageHeading)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h1:focus { outline: none; }
`;

const Rows = styled.ul`
  ${plainList}
  display: grid;
  gap: 1rem;
`;

const Announcement = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
  color: ${theme.colors.success};
  &:empty { margin: 0; }
`;

const RowSkeleton = styled(Skeleton)`
  display: block;
  height: 140px;
`;

/** /landlord (docs/product.md#landlords): the signed-in user's listings, published or not. */
export default function LandlordPage() {
  const { data, error, refetch, networkStatus } = useDeferredValue(useQuery(MyListingsQuery, { notifyOnNetworkStatusChange: true }));
  const { change, busy } = useListingStatus();
  const removal = useDeleteListing();
  const [problems, setProblems] = useState<Record<string, FieldProblem | null>>({});
  const [deleted, setDeleted] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  const listings = data?.myListings;

  let content;
  if (error && !listings) {
    content = (
      <ErrorState
        title={t`We couldn't load your listings.`}
        onRetry={() => void refetch().catch(() => undefined)}
        retrying={networkStatus === NetworkStatus.refetch}
      />
    );
  } else if (!listings) {
    content = (
      <Rows aria-busy="true" aria-label={t`Loading your listings`}>
        {[0, 1].map((index) => (
          <li key={index}>
            <RowSkeleton />
          </li>
        ))}
      </Rows>
    );
  } else if (listings.length === 0) {
    content = (
      <EmptyState icon={<TagIcon size={40} />} title={t`You have no listings yet`}>
        <p>
          <Trans>Add your place and students looking for a home near their university will find it.</Trans>
        </p>
        <ActionLink to="/landlord/new">
          <Trans>Add a listing</Trans>
        </ActionLink>
      </EmptyState>
    );
  } else {
    content = (
      <Rows>
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingRow
              listing={listing}
              busy={busy === listing.id || removal.busy === listing.id}
              problem={problems[listing.id] ?? null}
              onStatusChange={(id, published) => {
                void change(id, published).then((problem) => {
                  setProblems((current) => ({ ...current, [id]: problem }));
                });
              }}
              onDelete={(id, name) => {
                void removal.deleteListing(id).then((problem) => {
                  setProblems((current) => ({ ...current, [id]: problem }));
                  if (problem) return;
                  setDeleted(name);
                  // The row and its focused button are gone: focus goes to the page's heading.
                  heading.current?.focus();
                });
              }}
            />
          </li>
        ))}
      </Rows>
    );
  }

  return (
    <ListPage>
      <title>{t`Your listings · CampusNest`}</title>
      <Heading>
        <h1 ref={heading} tabIndex={-1}>
          <Trans>Your listings</Trans>
        </h1>
        {listings && listings.length > 0 ? (
          <ActionLink to="/landlord/new">
            <Trans>Add a listing</Trans>
          </ActionLink>
        ) : null}
      </Heading>
      <BookingRequestsSection />
      <Announcement role="status">{deleted ? t`${deleted} was deleted.` : null}</Announcement>
      {content}
    </ListPage>
  );
}

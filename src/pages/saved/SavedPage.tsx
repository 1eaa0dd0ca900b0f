import { NetworkStatus } from '@apollo/client';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { HeartIcon } from '../../components/icons';
import { ActionLink } from '../../components/MessagePanel';
import { ListPage, PageHeading } from '../../components/PageHeading';
import { SessionQuery } from '../../features/auth/session';
import { CardGrid } from '../../features/listings/cardStyles';
import { PropertyCard } from '../../features/listings/PropertyCard';
import { PropertyCardSkeletons } from '../../features/listings/PropertyCardSkeleton';
import { SaveFailureReport } from '../../features/listings/useToggleSaved';
import { graphql } from '../../gql';
import { theme } from '../../styles/theme';
import { formatCount } from '../../i18n/format';

export const SavedPropertiesQuery = graphql(`
  query SavedProperties {
    savedProperties {
      id
      ...PropertyCard_property
    }
  }
`);

const MAX_SKELETONS = 6;

const Hint = styled.p`
  margin: 0 0 1.5rem;
  color: ${theme.colors.muted};
  a { font-weight: 600; }
`;

const Failure = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
  font-weight: 600;
`;

/** /saved (docs/product.md#saved-listings): the saved listings as cards; un-hearting one removes it. */
export default function SavedPage() {
  const { data: session } = useQuery(SessionQuery);
  const { data, loading, error, refetch, networkStatus } = useDeferredValue(useQuery(SavedPropertiesQuery, { notifyOnNetworkStatusChange: true }));
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { t, i18n } = useLingui();
  const countText = (count: number) => {
    const shown = formatCount(i18n.locale, count);
    return t({ message: plural(count, { one: `${shown} saved listing`, other: `${shown} saved listings` }) });
  };
  const listings = data?.savedProperties;

  // A removed card takes the focused heart with it: focus moves to the title rather than the page's start.
  const shown = listings?.length ?? 0;
  useLayoutEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, [shown]);

  let results;
  if (error && !listings) {
    results = (
      <ErrorState
        title={t`We couldn't load your saved listings.`}
        onRetry={() => void refetch().catch(() => undefined)}
        retrying={networkStatus === NetworkStatus.refetch}
      />
    );
  } else if (!listings) {
    const skeletons = Math.min(Math.max(session?.savedCount ?? 1, 1), MAX_SKELETONS);
    results = <PropertyCardSkeletons count={skeletons} />;
  } else if (listings.length === 0) {
    results = (
      <EmptyState icon={<HeartIcon size={40} />} title={t`No saved listings yet`}>
        <p>
          <Trans>Tap the heart on a listing to keep it here and compare it with others later.</Trans>
        </p>
        <ActionLink to="/search">
          <Trans>Browse properties</Trans>
        </ActionLink>
      </EmptyState>
    );
  } else {
    results = (
      <CardGrid>
        {listings.map((listing, index) => (
          <li key={listing.id}>
            <PropertyCard property={listing} eager={index < 3} />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <ListPage>
      <title>{t`Saved listings · CampusNest`}</title>
      <PageHeading>
        <h1 ref={heading} tabIndex={-1}>
          <Trans>Saved listings</Trans>
        </h1>
        <p role="status">{listings ? countText(listings.length) : loading ? t`Loading...` : ''}</p>
      </PageHeading>
      {session && !session.me ? (
        <Hint>
          <Trans>
            Kept in this browser. <Link to="/login">Log in</Link> or <Link to="/signup">sign up</Link> to keep them with your account.
          </Trans>
        </Hint>
      ) : null}
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <SaveFailureReport value={setFailure}>
        <section aria-label={t`Saved listings`}>{results}</section>
      </SaveFailureReport>
    </ListPage>
  );
}

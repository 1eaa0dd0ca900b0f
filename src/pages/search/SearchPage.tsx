import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { ErrorState } from '../../components/ErrorState';
import { SearchIcon } from '../../components/icons';
import { graphql } from '../../gql';
import { CardGrid } from './cardStyles';
import { FilterPanel, type FilterChange } from './FilterPanel';
import { PropertyCard } from './PropertyCard';
import { PropertyCardSkeleton } from './PropertyCardSkeleton';
import { readFilters, searchTitle, toPropertyFilter } from '../../features/search/searchFilters';

export const PAGE_SIZE = 24;
export const SKELETON_COUNT = 6;
/** Cards in the first row at desktop width get their photo without lazy loading. */
const EAGER_IMAGES = 3;

export const SearchPropertiesQuery = graphql(`
  query SearchProperties($filter: PropertyFilter, $first: Int, $after: String) {
    properties(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          ...PropertyCard_property
        }
      }
    }
  }
`);

const Page = styled(Container)`
  padding-top: 2rem;
  padding-bottom: 1rem;
`;

const Heading = styled.div`
  margin-bottom: 1.5rem;
  h1 { margin: 0; font-size: clamp(1.6rem, 4vw, 2.2rem); letter-spacing: -0.01em; overflow-wrap: anywhere; }
  p { margin: 0.25rem 0 0; color: ${theme.colors.muted}; font-weight: 500; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 250px minmax(0, 1fr);
  gap: 2rem;
  @media (max-width: ${theme.breakpoints.md}) { grid-template-columns: minmax(0, 1fr); gap: 1.25rem; }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: 0.5rem;
  padding: 3.5rem 1rem;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  color: ${theme.colors.muted};
  h2 { margin: 0.5rem 0 0; color: ${theme.colors.text}; font-size: 1.3rem; }
  p { margin: 0; }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  margin-top: 2rem;
`;

const MoreError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
`;

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const filter = useMemo(() => toPropertyFilter(filters), [filters]);
  const [resetKey, setResetKey] = useState(0);
  const [moreFailed, setMoreFailed] = useState(false);
  // Deferred, like the layout's session: a page of cards renders in slices, not one blocking pass.
  const { data, loading, error, networkStatus, fetchMore, refetch } = useDeferredValue(
    useQuery(SearchPropertiesQuery, { variables: { filter, first: PAGE_SIZE }, notifyOnNetworkStatusChange: true }),
  );

  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const retrying = networkStatus === NetworkStatus.refetch;
  const connection = data?.properties;
  const showSkeletons = loading && !loadingMore && !connection;
  const title = searchTitle(filters);

  // Router navigations render in a transition, so two boxes committing close together could each
  // start from a stale copy of the URL and drop the other's value; this always holds the newest.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);

  const onChange = ({ key, value, replace }: FilterChange) => {
    const next = new URLSearchParams(latestParams.current);
    if (value === '') next.delete(key);
    else next.set(key, value);
    latestParams.current = next;
    setParams(next, { replace });
  };

  const onClear = () => {
    setResetKey((key) => key + 1);
    latestParams.current = new URLSearchParams();
    setParams(latestParams.current);
  };

  const loadMore = () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    setMoreFailed(false);
    fetchMore({ variables: { after } }).catch(() => {
      // The list so far stays; the button below says what happened and tries again.
      setMoreFailed(true);
    });
  };

  let results;
  if (error && !connection) {
    results = <ErrorState title="We couldn't load the properties." onRetry={() => void refetch().catch(() => undefined)} retrying={retrying} error={error} />;
  } else if (showSkeletons || !connection) {
    results = (
      <CardGrid aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <PropertyCardSkeleton />
          </li>
        ))}
      </CardGrid>
    );
  } else if (connection.edges.length === 0) {
    results = (
      <Empty>
        <SearchIcon size={40} />
        <h2>No properties found</h2>
        <p>Try adjusting your filters or search criteria</p>
      </Empty>
    );
  } else {
    results = (
      <>
        <CardGrid>
          {connection.edges.map((edge, index) => (
            <li key={edge.node.id}>
              <PropertyCard property={edge.node} eager={index < EAGER_IMAGES} />
            </li>
          ))}
        </CardGrid>
        {connection.pageInfo.hasNextPage ? (
          <More>
            {moreFailed ? <MoreError role="alert">We couldn&apos;t load more properties. Please try again.</MoreError> : null}
            <Button type="button" $variant="secondary" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more properties'}
            </Button>
          </More>
        ) : null}
      </>
    );
  }

  const count = connection && !showSkeletons ? connection.totalCount : null;

  return (
    <Page>
      <title>{`${title} · CampusNest`}</title>
      <Heading>
        <h1>{title}</h1>
        {/* docs/product.md#search gives the count text word for word, plural even for one. */}
        <p role="status">{count === null ? (error ? '' : 'Loading...') : `${count} properties found`}</p>
      </Heading>
      <Columns>
        <FilterPanel filters={filters} onChange={onChange} onClear={onClear} resetKey={resetKey} />
        <section aria-label="Results">{results}</section>
      </Columns>
    </Page>
  );
}

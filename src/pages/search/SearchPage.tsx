import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { earlyKey } from '../../components/earlyKey';
import { theme } from '../../styles/theme';
import { formatCount } from '../../i18n/format';
import { searchTitle, sortLabels } from '../../features/search/searchLabels';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { ListPage, PageHeading } from '../../components/PageHeading';
import { SearchIcon } from '../../components/icons';
import { inputStyles } from '../../components/controlStyles';
import { LabelledControl } from '../../components/LabelledControl';
import { useMediaQuery } from '../../components/useMediaQuery';
import { graphql } from '../../gql';
import { CardGrid } from '../../features/listings/cardStyles';
import { PropertyCard } from '../../features/listings/PropertyCard';
import { PropertyCardSkeletons } from '../../features/listings/PropertyCardSkeleton';
import { MapBox } from '../../features/map/MapFrame';
import { SearchMap } from '../../features/map/SearchMap';
import { FilterPanel, type FilterChange } from './FilterPanel';
import { searchQueryVariables } from './searchQueryVariables';
import { MAP_BESIDE_LIST } from './searchLayout';
import { ViewSwitch, type ResultsView } from './ViewSwitch';
import { useNewestParams } from '../../features/search/useNewestParams';
import { readFilters, readSort, sortOptions, type SortChoice } from '../../features/search/searchFilters';

export const SKELETON_COUNT = 6;
/** Cards in the first row at desktop width get their photo without lazy loading. */
const EAGER_IMAGES = 3;
export { MAP_BESIDE_LIST };

export const SearchPropertiesQuery = graphql(`
  query SearchProperties($filter: PropertyFilter, $sort: PropertySort!, $first: Int, $after: String) {
    properties(filter: $filter, sort: $sort, first: $first, after: $after) {
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
          ...SearchMap_property
        }
      }
    }
  }
`);

/** The header's column: its left edge is the header's, at every width. */
const Page = styled(ListPage)`
  @media (max-width: ${theme.breakpoints.md}) { padding-top: 1rem; }
`;

/** On a phone the title and the count share a row when they fit, so the first result is near the top. */
const Heading = styled(PageHeading)`
  @media (max-width: ${theme.breakpoints.md}) {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: 0.75rem;
    margin-bottom: 0.75rem;
    h1 { font-size: 1.4rem; line-height: 1.25; }
    p { margin: 0; }
  }
`;

/**
 * Filters, the list, and on wide screens the map (sticky while the list scrolls). The columns follow
 * the width in CSS, not in script, so that the prerendered page (docs/architecture.md#html-first)
 * has them before the app runs and the map moves into a box already there. Beside the map the
 * filters fold into a bar above the list, which keeps it three cards wide.
 */
const Columns = styled.div`
  display: grid;
  grid-template-columns: 250px minmax(0, 1fr);
  gap: 2rem;
  align-items: start;
  @media (max-width: ${theme.breakpoints.md}) { grid-template-columns: minmax(0, 1fr); gap: 0.75rem; }
  @media ${MAP_BESIDE_LIST} {
    grid-template-columns: minmax(0, 1fr) minmax(300px, 360px);
    grid-template-areas: 'filters map' 'list map';
    gap: 1rem 1.5rem;
    > aside { grid-area: filters; }
    ${CardGrid} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  }
`;

const ListColumn = styled.div`
  @media ${MAP_BESIDE_LIST} { grid-area: list; }
`;

/** Phones choose between the list and the map; wide screens show both. */
const Switch = styled.div`
  @media ${MAP_BESIDE_LIST} { display: none; }
`;

const BESIDE_HEIGHT = 'max(420px, calc(100vh - 12.5rem))';

const Toolbar = styled.div`
  display: flex;
  align-items: end;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
  @media (max-width: ${theme.breakpoints.md}) { margin-bottom: 0.75rem; }
`;

const SortField = styled.div`
  flex: 1 1 auto;
  max-width: 16rem;
  min-width: 0;
`;

const SortSelect = styled.select`
  ${inputStyles}
  font: inherit;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

const MapColumn = styled.div`
  position: sticky;
  top: 5rem;
  display: none;
  @media ${MAP_BESIDE_LIST} { display: block; grid-area: map; }
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
  const sortChoice = readSort(params, filters);
  const variables = useMemo(() => searchQueryVariables(filters, sortChoice), [filters, sortChoice]);
  const { filter, sort } = variables;
  const view: ResultsView = params.get('view') === 'map' ? 'map' : 'list';
  const mapBeside = useMediaQuery(MAP_BESIDE_LIST);
  const [resetKey, setResetKey] = useState(0);
  const [moreFailed, setMoreFailed] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  // Deferred, like the layout's session: a page of cards renders in slices, not one blocking pass.
  const { data, loading, error, networkStatus, fetchMore, refetch } = useDeferredValue(
    useQuery(SearchPropertiesQuery, { variables, notifyOnNetworkStatusChange: true }),
  );
  const showDistance = filters.university !== '';
  const onActiveChange = useCallback((id: string | null) => {
    setActiveId(id);
  }, []);

  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const retrying = networkStatus === NetworkStatus.refetch;
  const connection = data?.properties;
  const showSkeletons = loading && !loadingMore && !connection;
  const { t, i18n } = useLingui();
  const title = searchTitle(i18n, filters);

  // Two boxes committing close together must each start from the other's change, not the rendered URL.
  const latestParams = useNewestParams(params);

  const setParam = (key: string, value: string, replace: boolean) => {
    const next = new URLSearchParams(latestParams.current);
    if (value === '') next.delete(key);
    else next.set(key, value);
    // Distance needs a university: without one the order falls back to recommended, and the URL says so.
    if (key === 'university' && value === '' && next.get('sort') === 'distance') next.delete('sort');
    latestParams.sent(next);
    setParams(next, { replace });
  };

  const onChange = ({ key, value, replace }: FilterChange) => {
    setParam(key, value, replace);
  };

  const onSort = (choice: SortChoice) => {
    setParam('sort', choice === 'recommended' ? '' : choice, false);
  };

  const onView = (next: ResultsView) => {
    setParam('view', next === 'map' ? 'map' : '', true);
  };

  // Clearing the filters keeps the order and the view (not filters), unless the order needed a university.
  const onClear = () => {
    setResetKey((key) => key + 1);
    const next = new URLSearchParams();
    const kept = latestParams.current;
    if (kept.get('sort') && kept.get('sort') !== 'distance') next.set('sort', kept.get('sort')!);
    if (kept.get('view')) next.set('view', kept.get('view')!);
    latestParams.sent(next);
    setParams(next);
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
    results = (
      <ErrorState title={t`We couldn't load the properties.`} onRetry={() => void refetch().catch(() => undefined)} retrying={retrying} error={error} />
    );
  } else if (showSkeletons || !connection) {
    results = <PropertyCardSkeletons count={SKELETON_COUNT} distance={showDistance} />;
  } else if (connection.edges.length === 0) {
    results = (
      <EmptyState icon={<SearchIcon size={40} />} title={t`No properties found`}>
        <p>
          <Trans>Try adjusting your filters or search criteria</Trans>
        </p>
      </EmptyState>
    );
  } else {
    results = (
      <>
        <CardGrid>
          {connection.edges.map((edge, index) => (
            <li key={edge.node.id}>
              <PropertyCard
                property={edge.node}
                eager={index < EAGER_IMAGES}
                showDistance={showDistance}
                active={activeId === edge.node.id}
                onActiveChange={onActiveChange}
              />
            </li>
          ))}
        </CardGrid>
        {connection.pageInfo.hasNextPage ? (
          <More>
            {moreFailed ? (
              <MoreError role="alert">
                <Trans>We couldn&apos;t load more properties. Please try again.</Trans>
              </MoreError>
            ) : null}
            <Button type="button" $variant="secondary" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? t`Loading...` : t`Load more properties`}
            </Button>
          </More>
        ) : null}
      </>
    );
  }

  const count = connection && !showSkeletons ? connection.totalCount : null;
  // The map loads (its own chunk) only when shown: beside the list on wide screens, or when chosen on phones.
  const mapShown = mapBeside || view === 'map';
  const listShown = mapBeside || view === 'list';
  const map =
    mapShown && !(error && !connection) ? (
      <SearchMap
        listings={connection?.edges.map((edge) => edge.node) ?? []}
        totalCount={connection?.totalCount ?? 0}
        city={filters.city}
        university={filters.university}
        searchKey={JSON.stringify([filter, sort])}
        loaded={count !== null}
        activeId={activeId}
        onActiveChange={onActiveChange}
        height={mapBeside ? BESIDE_HEIGHT : 'min(62vh, 520px)'}
      />
    ) : null;

  // docs/product.md#search gives the English count word for word, plural even for one; other languages say one properly.
  const countText = (total: number) => {
    const shown = formatCount(i18n.locale, total);
    return t({
      comment: 'Search results count. English keeps "properties" even for one (product brief).',
      message: plural(total, { one: `${shown} properties found`, other: `${shown} properties found` }),
    });
  };

  return (
    <Page>
      <title>{`${title} · CampusNest`}</title>
      <Heading>
        <h1>{title}</h1>
        <p role="status">{count === null ? (error ? '' : t`Loading...`) : countText(count)}</p>
      </Heading>
      <Columns>
        <FilterPanel filters={filters} onChange={onChange} onClear={onClear} resetKey={resetKey} />
        <ListColumn>
          <Toolbar>
            <SortField {...earlyKey('sort')}>
              <LabelledControl label={t`Sort by`}>
                {(control) => (
                  <SortSelect
                    {...control}
                    value={sortChoice}
                    onChange={(event) => {
                      onSort(event.target.value as SortChoice);
                    }}
                  >
                    {sortOptions(filters).map((choice) => (
                      <option key={choice} value={choice}>
                        {i18n._(sortLabels[choice])}
                      </option>
                    ))}
                  </SortSelect>
                )}
              </LabelledControl>
            </SortField>
            {mapBeside ? null : (
              <Switch {...earlyKey('view')}>
                <ViewSwitch view={view} onChange={onView} />
              </Switch>
            )}
          </Toolbar>
          <section aria-label={t({ message: 'Results', comment: 'The list of search results' })} hidden={!listShown} {...earlyKey('results')}>
            {results}
          </section>
          {mapBeside ? null : map}
        </ListColumn>
        {/* Until the width is known to script (the prerendered page, its hydration), the map's box alone. */}
        <MapColumn>{mapBeside ? map : <MapBox $height={BESIDE_HEIGHT} />}</MapColumn>
      </Columns>
    </Page>
  );
}

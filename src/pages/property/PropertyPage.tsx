import { NetworkStatus } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Container } from '../../components/Container';
import { ErrorState } from '../../components/ErrorState';
import { ChevronLeftIcon } from '../../components/icons';
import { PageSpinner } from '../../components/PageSpinner';
import { SaveButton } from '../../features/listings/SaveButton';
import { ContactForm } from './ContactForm';
import { OwnerCard } from './OwnerCard';
import { PropertyAmenities } from './PropertyAmenities';
import { PropertyDescription } from './PropertyDescription';
import { PropertyGallery } from './PropertyGallery';
import { PropertyLocation } from './PropertyLocation';
import { PropertyNotFound } from './PropertyNotFound';
import { PropertyPageQuery } from './PropertyPageQuery';
import { PropertySummary } from './PropertySummary';
import { Panel } from './sectionStyles';

const Page = styled(Container)`
  padding-top: 1.25rem;
`;

const TopRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
  margin-bottom: 0.75rem;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 44px;
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: 1.5rem;
  margin-top: 1.5rem;
  align-items: start;
  @media (max-width: ${theme.breakpoints.md}) { grid-template-columns: minmax(0, 1fr); }
`;

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Aside = styled(Stack)`
  position: sticky;
  top: 5rem;
  @media (max-width: ${theme.breakpoints.md}) { position: static; }
`;

/**
 * Where the back link leads: the search the user came from (with its filters), or the saved
 * listings when they came from there; else /search.
 */
function backTarget(state: unknown): { to: string; label: string } {
  if (typeof state === 'object' && state !== null && 'backTo' in state) {
    const { backTo } = state;
    if (typeof backTo === 'string' && backTo.startsWith('/search')) return { to: backTo, label: 'Back to search' };
    if (backTo === '/saved') return { to: backTo, label: 'Back to saved listings' };
  }
  return { to: '/search', label: 'Back to search' };
}

export default function PropertyPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const valid = id.trim() !== '';
  // Deferred, like the layout's session: the listing renders in slices, not one blocking pass.
  const { data, loading, error, refetch, networkStatus } = useDeferredValue(
    useQuery(PropertyPageQuery, valid ? { variables: { id }, notifyOnNetworkStatusChange: true } : skipToken),
  );

  if (!valid) return <PropertyNotFound />;
  if (error && !data) {
    return (
      <Page>
        <ErrorState
          title="We couldn't load this property."
          onRetry={() => void refetch().catch(() => undefined)}
          retrying={networkStatus === NetworkStatus.refetch}
          error={error}
        />
      </Page>
    );
  }
  if (loading && !data) return <PageSpinner label="Loading property" />;
  const property = data?.property;
  if (!property) return <PropertyNotFound />;
  const back = backTarget(location.state);

  return (
    <Page>
      <title>{`${property.name} · CampusNest`}</title>
      <TopRow>
        <BackLink to={back.to}>
          <ChevronLeftIcon size={18} />
          {back.label}
        </BackLink>
        <SaveButton property={property} look="labelled" />
      </TopRow>
      <PropertyGallery property={property} />
      <Columns>
        <Stack>
          <Panel aria-label="Overview">
            <PropertySummary property={property} />
          </Panel>
          <PropertyDescription property={property} />
          <PropertyAmenities property={property} />
          <PropertyLocation property={property} />
        </Stack>
        <Aside>
          <OwnerCard property={property} />
          <ContactForm key={property.id} property={property} />
        </Aside>
      </Columns>
    </Page>
  );
}

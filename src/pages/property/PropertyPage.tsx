import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { BookPanel } from './BookPanel';
import { BOOK_SECTION_ID, ContactBar, CONTACT_SECTION_ID } from './ContactBar';
import { ContactForm } from './ContactForm';
import { OwnerBanner } from './OwnerBanner';
import { OwnerCard } from './OwnerCard';
import { PriceBreakdown } from './PriceBreakdown';
import { PropertyAmenities } from './PropertyAmenities';
import { PropertyAvailability } from './PropertyAvailability';
import { PropertyDescription } from './PropertyDescription';
import { PropertyGallery } from './PropertyGallery';
import { PropertyLocation } from './PropertyLocation';
import { PropertyNotFound } from './PropertyNotFound';
import { PropertyPageQuery, propertyPageVariables } from './PropertyPageQuery';
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
  /* The contact bar's button brings the form to the top of the screen. */
  #${CONTACT_SECTION_ID}, #${BOOK_SECTION_ID} { scroll-margin-top: 1rem; }
`;

/**
 * Where the back link leads: the search the user came from (with its filters), or the saved
 * listings when they came from there; else /search.
 */
function backTarget(state: unknown): { to: string; label: MessageDescriptor } {
  if (typeof state === 'object' && state !== null && 'backTo' in state) {
    const { backTo } = state;
    if (typeof backTo === 'string' && backTo.startsWith('/search')) return { to: backTo, label: msg`Back to search` };
    if (backTo === '/saved') return { to: backTo, label: msg`Back to saved listings` };
  }
  return { to: '/search', label: msg`Back to search` };
}

export default function PropertyPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const variables = propertyPageVariables(id);
  const { t, i18n } = useLingui();
  // Deferred, like the layout's session: the listing renders in slices, not one blocking pass.
  const { data, loading, error, refetch, networkStatus } = useDeferredValue(
    useQuery(PropertyPageQuery, variables ? { variables, notifyOnNetworkStatusChange: true } : skipToken),
  );

  if (!variables) return <PropertyNotFound />;
  if (error && !data) {
    return (
      <Page>
        <ErrorState
          title={t`We couldn't load this property.`}
          onRetry={() => void refetch().catch(() => undefined)}
          retrying={networkStatus === NetworkStatus.refetch}
          error={error}
        />
      </Page>
    );
  }
  if (loading && !data) return <PageSpinner label={t`Loading property`} />;
  const property = data?.property;
  if (!property) return <PropertyNotFound id={id} />;
  const back = backTarget(location.state);
  const name = property.name;

  return (
    <Page>
      <title>{t({ message: `${name} · CampusNest`, comment: 'Document title of a listing: its name, then the site' })}</title>
      <TopRow>
        <BackLink to={back.to}>
          <ChevronLeftIcon size={18} />
          {i18n._(back.label)}
        </BackLink>
        <SaveButton property={property} look="labelled" />
      </TopRow>
      <OwnerBanner property={property} />
      <PropertyGallery property={property} />
      <Columns>
        <Stack>
          <Panel aria-label={t({ message: 'Overview', comment: 'The section with the listing name, price and rooms' })}>
            <PropertySummary property={property} />
          </Panel>
          <PriceBreakdown property={property} />
          <PropertyAvailability property={property} />
          <PropertyDescription property={property} />
          <PropertyAmenities property={property} />
          <PropertyLocation property={property} />
        </Stack>
        <Aside>
          <BookPanel key={property.id} property={property} />
          <OwnerCard property={property} />
          <div id={CONTACT_SECTION_ID}>
            <ContactForm key={property.id} property={property} />
          </div>
        </Aside>
      </Columns>
      <ContactBar property={property} />
    </Page>
  );
}

import { NetworkStatus } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { ErrorState } from '../../components/ErrorState';
import { ActionLink, NotFoundBox } from '../../components/MessagePanel';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormErrors } from '../../components/useFormErrors';
import { useListingStatus } from '../../features/landlord/useListingStatus';
import { graphql } from '../../gql';
import { translateProblem } from '../../i18n/problems';
import { utcToday } from '../../lib/calendarDate';
import { theme } from '../../styles/theme';
import type { ListingForm_ListingFragment } from '../../gql/graphql';
import { ListingForm } from './ListingForm';
import { emptyValues, formFieldOf, formFields, formProblems, toInput, valuesOf, type ListingFormValues } from './listingFormValues';
import { useSaveListing } from './useSaveListing';

const UniversitiesQuery = graphql(`
  query ListingFormUniversities {
    universities {
      name
      city
    }
  }
`);

const ListingToEditQuery = graphql(`
  query ListingToEdit($id: ID!) {
    property(id: $id) {
      id
      isMine
      ...ListingForm_listing @unmask
    }
  }
`);

const Page = styled(Container)`
  max-width: 860px;
  padding-top: 1.5rem;
  padding-bottom: 2rem;
  h1 { margin: 0.5rem 0 1.25rem; font-size: clamp(1.6rem, 4vw, 2.1rem); }
  h1:focus { outline: none; }
`;

const Notice = styled.p<{ $tone: 'info' | 'danger' }>`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.md};
  font-weight: 600;
  background: ${({ $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.primarySoft)};
  color: ${({ $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
`;

/** Where a new listing lands after its first save: its edit page, saying it is kept unpublished and why. */
interface SavedState {
  savedUnpublished?: { message: string; field: string | null; code: 'INVALID_INPUT' | null };
}

type Universities = ReadonlyArray<{ name: string; city: string }>;

/** /landlord/new and /landlord/{id}/edit (docs/product.md#landlords). */
export default function ListingFormPage() {
  const { id } = useParams();
  const universities = useQuery(UniversitiesQuery);
  const listing = useQuery(ListingToEditQuery, id === undefined ? skipToken : { variables: { id }, notifyOnNetworkStatusChange: true });
  const { t } = useLingui();
  const editing = id !== undefined;
  const failed = universities.error ?? listing.error;
  if (failed && !(universities.data && (!editing || listing.data))) {
    return (
      <Page>
        <ErrorState
          title={t`We couldn't load the listing form.`}
          onRetry={() => {
            void universities.refetch().catch(() => undefined);
            if (editing) void listing.refetch().catch(() => undefined);
          }}
          retrying={listing.networkStatus === NetworkStatus.refetch}
          error={failed}
        />
      </Page>
    );
  }
  if (!universities.data || (editing && !listing.data)) return <PageSpinner label={t`Loading the listing form`} />;
  const property = listing.data?.property;
  if (editing && (!property || !property.isMine)) {
    return (
      <NotFoundBox>
        <title>{t`Listing not found · CampusNest`}</title>
        <h1>
          <Trans>Listing not found</Trans>
        </h1>
        <p>
          <Trans>None of your listings has this address.</Trans>
        </p>
        <ActionLink to="/landlord">
          <Trans>Back to your listings</Trans>
        </ActionLink>
      </NotFoundBox>
    );
  }
  return <LoadedForm key={id ?? 'new'} listing={property ?? null} universities={universities.data.universities} />;
}

function LoadedForm({ listing: fields, universities }: { listing: ListingForm_ListingFragment | null; universities: Universities }) {
  const editing = fields !== null;
  const [values, setValues] = useState<ListingFormValues>(() => (fields ? valuesOf(fields) : emptyValues('Berlin', utcToday())));
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, problems, check, showServerErrors, clear } = useFormErrors(formFields);
  const { create, update, saving } = useSaveListing();
  const status = useListingStatus();
  const navigate = useNavigate();
  const location = useLocation();
  const { t, i18n } = useLingui();
  const saved = (location.state as SavedState | null)?.savedUnpublished;
  const universitiesOf = (city: string) => universities.filter((university) => university.city === city).map((university) => university.name);
  const offline = msg`We couldn't save your listing. Check your connection and try again: what you typed is kept.`;

  const submit = async () => {
    setFailure(null);
    if (!check(formProblems(values, universitiesOf, { publishing: !fields || fields.status === 'PUBLISHED' }))) return;
    const input = toInput(values);
    try {
      if (fields) {
        const { data } = await update({ variables: { id: fields.id, input } });
        const errors = data?.updateListing.errors ?? [];
        if (errors.length > 0) {
          const general = showServerErrors(errors, formFieldOf);
          if (general[0]) setFailure(translateProblem(i18n, general[0]));
          return;
        }
        void navigate('/landlord', { state: { saved: fields.id } });
        return;
      }
      const { data } = await create({ variables: { input } });
      const created = data?.createListing.listing;
      if (!created) {
        const general = showServerErrors(data?.createListing.errors ?? [], formFieldOf);
        if (general[0]) setFailure(translateProblem(i18n, general[0]));
        return;
      }
      // Saved; publishing may still be refused (too few photos): the edit page then says why.
      const problem = await status.change(created.id, true);
      if (problem) {
        const state: SavedState = {
          savedUnpublished: { message: problem.message, field: 'photos', code: problem.code === 'INVALID_INPUT' ? 'INVALID_INPUT' : null },
        };
        void navigate(`/landlord/${created.id}/edit`, { replace: true, state });
        return;
      }
      void navigate('/landlord');
    } catch {
      setFailure(i18n._(offline));
    }
  };

  // A sample listing's images have one URL each and no upload to look a thumbnail up by.
  const known = new Map((fields?.photos ?? []).filter((photo) => !photo.srcset).map((photo) => [photo.id, photo.src]));
  const photoProblem = saved && !problems.photos ? { photos: { message: saved.message, code: saved.code } } : {};
  const name = values.name.trim();
  return (
    <Page>
      <title>{editing ? t`Edit ${name} · CampusNest` : t`Add a listing · CampusNest`}</title>
      <Link to="/landlord">
        <Trans>Back to your listings</Trans>
      </Link>
      <h1>{editing ? <Trans>Edit listing</Trans> : <Trans>Add a listing</Trans>}</h1>
      {saved ? (
        <Notice role="status" $tone="info">
          <Trans>Your listing is saved, but not published yet: it stays Unpublished until it has its photos.</Trans>
        </Notice>
      ) : null}
      <ListingForm
        values={values}
        onChange={(next, edited) => {
          setValues(next);
          clear(edited);
        }}
        universitiesOf={universitiesOf}
        problems={{ ...photoProblem, ...problems }}
        formRef={formRef}
        known={known}
        editing={editing}
        saving={saving || status.busy !== null}
        onSubmit={() => void submit()}
        failure={
          failure ? (
            <Notice role="alert" $tone="danger">
              {failure}
            </Notice>
          ) : null
        }
      />
    </Page>
  );
}

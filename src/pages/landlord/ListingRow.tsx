import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { photoAttributes } from '../../components/photoAttributes';
import type { FieldProblem } from '../../components/useFormErrors';
import { graphql } from '../../gql';
import { formatPrice } from '../../i18n/format';
import { translateProblem } from '../../i18n/problems';
import { theme } from '../../styles/theme';
import { DeleteConfirm } from './DeleteConfirm';
import { ListingStatusBadge } from './ListingStatusBadge';

export const ListingRowFragment = graphql(`
  fragment ListingRow_listing on Property {
    id
    name
    price
    city
    cover {
      id
      src
      srcset
    }
    status
  }
`);

const Row = styled.article`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr) auto;
  gap: 1rem;
  align-items: center;
  padding: 0.75rem;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  @media (max-width: ${theme.breakpoints.sm}) {
    grid-template-columns: 96px minmax(0, 1fr);
  }
`;

const Cover = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.colors.skeleton};
  display: grid;
  place-items: center;
  color: ${theme.colors.muted};
  font-size: 0.85rem;
  text-align: center;
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const Details = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
  h2 { margin: 0; font-size: 1.1rem; overflow-wrap: anywhere; }
  p { margin: 0; color: ${theme.colors.muted}; }
`;

const Price = styled.p`
  && { color: ${theme.colors.price}; font-weight: 700; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: flex-end;
  @media (max-width: ${theme.breakpoints.sm}) {
    grid-column: 1 / -1;
    justify-content: flex-start;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    font-weight: 600;
  }
`;

const DeleteButton = styled(Button)`
  && { color: ${theme.colors.danger}; }
`;

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;

interface ListingRowProps {
  listing: FragmentType<typeof ListingRowFragment>;
  busy: boolean;
  problem: FieldProblem | null;
  onStatusChange: (id: string, published: boolean) => void;
  onDelete: (id: string, name: string) => void;
}

/** The cover is 160 CSS px wide, 96 on a phone: the smallest kept width serves both. */
const COVER_SIZES = '(max-width: 640px) 96px, 160px';

/** One of 'Your listings': cover, name, price, status, and 'Edit', 'Unpublish' or 'Publish', 'View' and 'Delete'. */
export function ListingRow({ listing, busy, problem, onStatusChange, onDelete }: ListingRowProps) {
  const { data, complete } = useFragment({ fragment: ListingRowFragment, fragmentName: 'ListingRow_listing', from: listing });
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  if (!complete) return null;
  const name = data.name;
  const published = data.status === 'PUBLISHED';
  const problemId = `listing-${data.id}-problem`;
  return (
    <Row aria-labelledby={`listing-${data.id}-name`}>
      <Cover>
        {data.cover ? (
          <img {...photoAttributes(data.cover, COVER_SIZES)} alt={t`Photo of ${name}`} width={800} height={600} loading="lazy" />
        ) : (
          <Trans>No photos yet</Trans>
        )}
      </Cover>
      <Details>
        <h2 id={`listing-${data.id}-name`}>{name}</h2>
        <Price>
          {formatPrice(i18n.locale, data.price)}
          <span>{t({ message: '/month', comment: 'After a monthly rent, as in €459/month' })}</span>
        </Price>
        <p>{data.city}</p>
        <ListingStatusBadge published={published} />
      </Details>
      <Actions>
        <Link to={`/landlord/${data.id}/edit`} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Link>
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          aria-describedby={problem ? problemId : undefined}
          aria-label={published ? t`Unpublish ${name}` : t`Publish ${name}`}
          onClick={() => {
            onStatusChange(data.id, !published);
          }}
        >
          {published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
        </Button>
        <Link to={`/property/${data.id}`} state={{ backTo: '/landlord' }} aria-label={t`View ${name}`}>
          <Trans>View</Trans>
        </Link>
        <DeleteButton
          ref={deleteButton}
          type="button"
          $variant="ghost"
          data-action="delete"
          disabled={busy}
          aria-label={t`Delete ${name}`}
          aria-expanded={confirming}
          onClick={() => {
            setConfirming(true);
          }}
        >
          <Trans>Delete</Trans>
        </DeleteButton>
      </Actions>
      {confirming ? (
        <DeleteConfirm
          name={name}
          busy={busy}
          onConfirm={() => {
            onDelete(data.id, name);
          }}
          onCancel={() => {
            setConfirming(false);
            deleteButton.current?.focus();
          }}
        />
      ) : null}
      {problem ? (
        <Problem id={problemId} role="alert">
          {translateProblem(i18n, problem)}
        </Problem>
      ) : null}
    </Row>
  );
}

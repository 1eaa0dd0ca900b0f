import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import type { FieldProblem } from '../../components/useFormErrors';
import { useListingStatus } from '../../features/landlord/useListingStatus';
import { graphql } from '../../gql';
import { translateProblem } from '../../i18n/problems';
import { theme } from '../../styles/theme';

export const OwnerBannerFragment = graphql(`
  fragment OwnerBanner_property on Property {
    id
    status
    isMine
  }
`);

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-bottom: 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.text};
  p { margin: 0; flex: 1 1 16rem; font-weight: 600; }
  a { font-weight: 600; }
`;

const Problem = styled.p`
  && { flex-basis: 100%; color: ${theme.colors.danger}; }
`;

/** What the owner of a listing sees on its page: whether students see it, 'Publish' when they do not, and 'Edit'. */
export function OwnerBanner({ property }: { property: FragmentType<typeof OwnerBannerFragment> }) {
  const { data, complete } = useFragment({ fragment: OwnerBannerFragment, fragmentName: 'OwnerBanner_property', from: property });
  const { change, busy } = useListingStatus();
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const { t, i18n } = useLingui();
  if (!complete || !data.isMine) return null;
  const published = data.status === 'PUBLISHED';
  return (
    <Banner aria-label={t`Your listing`}>
      <p>{published ? <Trans>This is your listing. Students can find it.</Trans> : <Trans>This listing is unpublished: only you can see it.</Trans>}</p>
      {published ? null : (
        <Button
          type="button"
          disabled={busy !== null}
          onClick={() => {
            void change(data.id, true).then(setProblem);
          }}
        >
          <Trans>Publish</Trans>
        </Button>
      )}
      <Link to={`/landlord/${data.id}/edit`}>
        <Trans>Edit</Trans>
      </Link>
      {problem ? <Problem role="alert">{translateProblem(i18n, problem)}</Problem> : null}
    </Banner>
  );
}

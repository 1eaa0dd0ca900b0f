import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

const Badge = styled.span<{ $published: boolean }>`
  justify-self: start;
  padding: 0.15rem 0.6rem;
  border-radius: ${theme.radius.pill};
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ $published }) => ($published ? theme.colors.success : theme.colors.muted)};
  background: ${({ $published }) => ($published ? theme.colors.successSoft : theme.colors.background)};
  border: 1px solid currentColor;
`;

/** 'Published' or 'Unpublished'. */
export function ListingStatusBadge({ published }: { published: boolean }) {
  return <Badge $published={published}>{published ? <Trans>Published</Trans> : <Trans>Unpublished</Trans>}</Badge>;
}

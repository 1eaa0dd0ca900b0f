import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { photoAttributes } from '../../components/photoAttributes';
import { useBookingLineText } from '../../features/bookings/useBookingLineText';
import { graphql } from '../../gql';
import type { ConversationRow_ConversationFragment } from '../../gql/graphql';
import { formatDateTime } from '../../i18n/format';
import { messageStart } from '../../lib/messageText';
import { theme } from '../../styles/theme';

export const ConversationRowFragment = graphql(`
  fragment ConversationRow_conversation on Conversation {
    id
    listingName
    otherName
    myRole
    lastMessageStart
    lastBookingLine {
      change
      moveIn
      moveOut
      months
      total
      note
    }
    lastMessageAt
    unread
    listing {
      id
      cover {
        id
        src
        srcset
      }
    }
  }
`);

const Row = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: 0.85rem;
  align-items: center;
  padding: 0.75rem;
  min-height: 44px;
  background: ${({ $unread }) => ($unread ? theme.colors.primarySoft : theme.colors.surface)};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  color: ${theme.colors.text};
  text-decoration: none;
  border-left: 4px solid ${({ $unread }) => ($unread ? theme.colors.primary : 'transparent')};
  &:hover { box-shadow: ${theme.shadow.hover}; }
`;

const Cover = styled.div`
  width: 72px;
  aspect-ratio: 1;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.colors.skeleton};
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.15rem 0.75rem;
  justify-content: space-between;
`;

const Title = styled.h2<{ $unread: boolean }>`
  margin: 0;
  font-size: 1rem;
  font-weight: ${({ $unread }) => ($unread ? 800 : 600)};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.85rem;
`;

const Start = styled.p`
  margin: 0.2rem 0 0;
  color: ${theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const UnreadBadge = styled.span`
  display: inline-block;
  margin-left: 0.4rem;
  padding: 0 0.45rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.primary};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  vertical-align: middle;
`;

/** One conversation in /messages: the listing's cover and name, who it is with, the latest message's start and time. */
export function ConversationRow({ conversation }: { conversation: FragmentType<ConversationRow_ConversationFragment> }) {
  const { data, complete } = useFragment({ fragment: ConversationRowFragment, from: conversation });
  const { i18n } = useLingui();
  const bookingLineText = useBookingLineText();
  if (!complete) return null;
  const cover = data.listing?.cover;
  // A request to book's line in the reader's language, cut as the server cuts the English start.
  const start = data.lastBookingLine ? messageStart(bookingLineText(data.lastBookingLine)) : data.lastMessageStart;
  const other = data.otherName;
  return (
    <Row to={`/messages/${encodeURIComponent(data.id)}`} $unread={data.unread}>
      <Cover>{cover ? <img {...photoAttributes(cover, '72px')} alt="" loading="lazy" /> : null}</Cover>
      <div>
        <Top>
          <Title $unread={data.unread}>
            {data.listingName}
            {data.unread ? (
              <UnreadBadge>
                <Trans context="A conversation with messages not read yet">Unread</Trans>
              </UnreadBadge>
            ) : null}
          </Title>
          <Meta>
            <time dateTime={data.lastMessageAt}>{formatDateTime(i18n.locale, data.lastMessageAt)}</time>
          </Meta>
        </Top>
        <Meta>
          {other === '' ? (
            <Trans>With a deleted user</Trans>
          ) : data.myRole === 'STUDENT' ? (
            <Trans>With {other}, the landlord</Trans>
          ) : (
            <Trans>With {other}, a student</Trans>
          )}
        </Meta>
        <Start>{start}</Start>
      </div>
    </Row>
  );
}

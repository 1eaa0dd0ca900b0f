import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { ErrorState } from '../../components/ErrorState';
import { ChevronLeftIcon } from '../../components/icons';
import { ActionLink, NotFoundBox } from '../../components/MessagePanel';
import { PageSpinner } from '../../components/PageSpinner';
import { writeUnreadCount } from '../../features/messages/unreadCount';
import { graphql } from '../../gql';
import { theme } from '../../styles/theme';
import { ReplyForm } from './ReplyForm';
import { ThreadMessages } from './ThreadMessages';

export const ThreadQuery = graphql(`
  query Thread($id: ID!) {
    conversation(id: $id) {
      id
      listingName
      otherName
      myRole
      unread
      listing {
        id
      }
      messages(last: 50) {
        edges {
          cursor
          node {
            id
            ...MessageItem_message
          }
        }
        pageInfo {
          hasPreviousPage
          startCursor
        }
      }
    }
  }
`);

const MarkReadMutation = graphql(`
  mutation MarkConversationRead($id: ID!) {
    markConversationRead(id: $id) {
      conversation {
        id
        unread
      }
      unreadConversationCount
      errors {
        code
      }
    }
  }
`);

const Page = styled(Container)`
  padding-top: 1.5rem;
  padding-bottom: 1.5rem;
  max-width: 860px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 44px;
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
`;

const Heading = styled.header`
  margin: 0.5rem 0 1.5rem;
  h1 { margin: 0; font-size: clamp(1.4rem, 4vw, 1.9rem); overflow-wrap: anywhere; }
  p { margin: 0.25rem 0 0; color: ${theme.colors.muted}; }
  a { font-weight: 600; }
`;

/** /messages/{id}: the thread, oldest first, and the reply box; opening it marks it read. */
export default function ThreadPage() {
  const { id = '' } = useParams();
  const { data, error, refetch, networkStatus } = useDeferredValue(
    useQuery(ThreadQuery, { variables: { id }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true }),
  );
  const [markRead] = useMutation(MarkReadMutation, {
    update(cache, { data: answer }) {
      if (answer) writeUnreadCount(cache, answer.markConversationRead.unreadConversationCount);
    },
  });
  const { t } = useLingui();
  const conversation = data?.conversation;
  const unread = conversation?.unread === true;

  useEffect(() => {
    if (unread) void markRead({ variables: { id } }).catch(() => undefined);
  }, [unread, id, markRead]);

  const back = (
    <Back to="/messages">
      <ChevronLeftIcon size={18} />
      <Trans>All messages</Trans>
    </Back>
  );

  if (error && !data) {
    return (
      <Page>
        {back}
        <ErrorState
          title={t`We couldn't load this conversation.`}
          onRetry={() => void refetch().catch(() => undefined)}
          retrying={networkStatus === NetworkStatus.refetch}
          error={error}
        />
      </Page>
    );
  }
  if (!data) return <PageSpinner label={t`Loading conversation`} />;
  if (!conversation) {
    return (
      <Page>
        <title>{t`Conversation not found. · CampusNest`}</title>
        <NotFoundBox>
          <h1>
            <Trans>Conversation not found.</Trans>
          </h1>
          <ActionLink to="/messages">
            <Trans>All messages</Trans>
          </ActionLink>
        </NotFoundBox>
      </Page>
    );
  }
  const other = conversation.otherName;
  const listingName = conversation.listingName;
  return (
    <Page>
      <title>{t`${listingName} · Messages · CampusNest`}</title>
      {back}
      <Heading>
        <h1>{conversation.listing ? <Link to={`/property/${encodeURIComponent(conversation.listing.id)}`}>{listingName}</Link> : listingName}</h1>
        <p>
          {other === '' ? (
            <Trans>With a deleted user</Trans>
          ) : conversation.myRole === 'STUDENT' ? (
            <Trans>With {other}, the landlord</Trans>
          ) : (
            <Trans>With {other}, a student</Trans>
          )}
        </p>
      </Heading>
      <ThreadMessages conversationId={conversation.id} messages={conversation.messages} />
      {/* An erased account reads nothing any more: a reply would reach no one. */}
      {other === '' ? (
        <p>
          <Trans>This user has deleted their account: replies can no longer be sent.</Trans>
        </p>
      ) : (
        <ReplyForm conversationId={conversation.id} />
      )}
    </Page>
  );
}

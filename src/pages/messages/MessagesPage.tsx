import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { MailIcon } from '../../components/icons';
import { ActionLink } from '../../components/MessagePanel';
import { ListPage, PageHeading } from '../../components/PageHeading';
import { pulse, Skeleton } from '../../components/Skeleton';
import { graphql } from '../../gql';
import { ConversationRow } from './ConversationRow';

export const ConversationsQuery = graphql(`
  query Conversations($after: String) {
    conversations(first: 20, after: $after) {
      edges {
        cursor
        node {
          id
          ...ConversationRow_conversation
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const SkeletonList = styled(List)`
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const More = styled.div`
  margin-top: 1.25rem;
  text-align: center;
`;

/** /messages (docs/product.md#messages): the user's conversations, the latest message first, as student or landlord. */
export default function MessagesPage() {
  const { data, error, refetch, networkStatus, fetchMore } = useDeferredValue(useQuery(ConversationsQuery, { notifyOnNetworkStatusChange: true, fetchPolicy: 'cache-and-network' }));
  const { t } = useLingui();
  const page = data?.conversations;

  let results;
  if (error && !page) {
    results = (
      <ErrorState title={t`We couldn't load your messages.`} onRetry={() => void refetch().catch(() => undefined)} retrying={networkStatus === NetworkStatus.refetch} error={error} />
    );
  } else if (!page) {
    results = (
      <SkeletonList aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton $height="96px" $radius="16px" />
          </li>
        ))}
      </SkeletonList>
    );
  } else if (page.edges.length === 0) {
    results = (
      <EmptyState icon={<MailIcon size={40} />} title={t`No messages yet`}>
        <p>
          <Trans>Write to a landlord from a listing's page: your conversation and their replies show here.</Trans>
        </p>
        <ActionLink to="/search">
          <Trans>Browse properties</Trans>
        </ActionLink>
      </EmptyState>
    );
  } else {
    results = (
      <>
        <List>
          {page.edges.map((edge) => (
            <li key={edge.node.id}>
              <ConversationRow conversation={edge.node} />
            </li>
          ))}
        </List>
        {page.pageInfo.hasNextPage ? (
          <More>
            <Button
              type="button"
              $variant="secondary"
              disabled={networkStatus === NetworkStatus.fetchMore}
              onClick={() => void fetchMore({ variables: { after: page.pageInfo.endCursor } }).catch(() => undefined)}
            >
              {networkStatus === NetworkStatus.fetchMore ? t`Loading...` : t`Show more conversations`}
            </Button>
          </More>
        ) : null}
      </>
    );
  }

  return (
    <ListPage>
      <title>{t`Messages · CampusNest`}</title>
      <PageHeading>
        <h1>
          <Trans context="Title of the conversations page">Messages</Trans>
        </h1>
        <p role="status">{page ? '' : t`Loading...`}</p>
      </PageHeading>
      <section aria-label={t({ message: 'Messages', context: 'Title of the conversations page' })}>{results}</section>
    </ListPage>
  );
}

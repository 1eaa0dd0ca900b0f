import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { MailIcon } from '../../components/icons';
import { CardList, ListStates } from '../../components/ListStates';
import { ActionLink } from '../../components/MessagePanel';
import { ListPage, PageHeading } from '../../components/PageHeading';
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

const More = styled.div`
  margin-top: 1.25rem;
  text-align: center;
`;

/** /messages (docs/product.md#messages): the user's conversations, the latest message first, as student or landlord. */
export default function MessagesPage() {
  const { data, error, refetch, networkStatus, fetchMore } = useDeferredValue(
    useQuery(ConversationsQuery, { notifyOnNetworkStatusChange: true, fetchPolicy: 'cache-and-network' }),
  );
  const { t } = useLingui();
  const page = data?.conversations;

  const results = (
    <ListStates
      count={page?.edges.length}
      error={error}
      errorTitle={t`We couldn't load your messages.`}
      onRetry={() => void refetch().catch(() => undefined)}
      retrying={networkStatus === NetworkStatus.refetch}
      rowHeight="96px"
      empty={
        <EmptyState icon={<MailIcon size={40} />} title={t`No messages yet`}>
          <p>
            <Trans>Write to a landlord from a listing's page: your conversation and their replies show here.</Trans>
          </p>
          <ActionLink to="/search">
            <Trans>Browse properties</Trans>
          </ActionLink>
        </EmptyState>
      }
    >
      <CardList>
        {page?.edges.map((edge) => (
          <li key={edge.node.id}>
            <ConversationRow conversation={edge.node} />
          </li>
        ))}
      </CardList>
      {page?.pageInfo.hasNextPage ? (
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
    </ListStates>
  );

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

import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { graphql } from '../../gql';
import type { ThreadQuery } from '../../gql/graphql';
import { MessageItem } from './MessageItem';

const EarlierMessagesQuery = graphql(`
  query EarlierMessages($id: ID!, $before: String!) {
    conversation(id: $id) {
      id
      messages(last: 50, before: $before) {
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

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.9rem;
`;

const Earlier = styled.div`
  text-align: center;
  margin-bottom: 1rem;
`;

type Messages = NonNullable<ThreadQuery['conversation']>['messages'];

/**
 * The messages, oldest first, with a button for older pages (the cache joins them: src/apollo/cache.ts).
 * The page's query selects them itself rather than through a fragment of this component's: one
 * level less, under the server's depth limit (docs/security.md).
 */
export function ThreadMessages({ conversationId, messages }: { conversationId: string; messages: Messages }) {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const { t } = useLingui();
  const { edges, pageInfo } = messages;
  const loadEarlier = async () => {
    if (!pageInfo.startCursor) return;
    setLoading(true);
    try {
      await client.query({ query: EarlierMessagesQuery, variables: { id: conversationId, before: pageInfo.startCursor }, fetchPolicy: 'network-only' });
    } catch {
      // The button stays for another try.
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      {pageInfo.hasPreviousPage ? (
        <Earlier>
          <Button type="button" $variant="secondary" disabled={loading} onClick={() => void loadEarlier()}>
            {loading ? t`Loading...` : <Trans>Show earlier messages</Trans>}
          </Button>
        </Earlier>
      ) : null}
      <List aria-label={t`Messages in this conversation`}>
        {edges.map((edge) => (
          <MessageItem key={edge.node.id} message={edge.node} />
        ))}
      </List>
    </>
  );
}

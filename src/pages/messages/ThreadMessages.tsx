import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { graphql } from '../../gql';
import type { ThreadMessages_ConversationFragment } from '../../gql/graphql';
import { MessageItem } from './MessageItem';

/** The thread's messages as the page shows them: the query reads them, sending a message appends to them. */
export const ThreadMessagesFragment = graphql(`
  fragment ThreadMessages_conversation on Conversation {
    id
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
`);

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

/** The messages, oldest first, with a button for older pages (the cache joins them: src/apollo/cache.ts). */
export function ThreadMessages({ conversation }: { conversation: FragmentType<ThreadMessages_ConversationFragment> }) {
  const { data, complete } = useFragment({ fragment: ThreadMessagesFragment, fragmentName: 'ThreadMessages_conversation', from: conversation });
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const { t } = useLingui();
  if (!complete) return null;
  const { edges, pageInfo } = data.messages;
  const loadEarlier = async () => {
    if (!pageInfo.startCursor) return;
    setLoading(true);
    try {
      await client.query({ query: EarlierMessagesQuery, variables: { id: data.id, before: pageInfo.startCursor }, fetchPolicy: 'network-only' });
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

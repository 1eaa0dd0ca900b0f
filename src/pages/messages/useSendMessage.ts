import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const SendMessageMutation = graphql(`
  mutation SendMessage($conversationId: ID!, $text: String!) {
    sendMessage(conversationId: $conversationId, text: $text) {
      message {
        id
        ...MessageItem_message
      }
      conversation {
        id
        lastMessageStart
        lastMessageAt
      }
      errors {
        code
        message
        field
        retryAfterSeconds
      }
    }
  }
`);

/** sendMessage, with the message added to the end of the thread the page shows. */
export function useSendMessage(conversationId: string) {
  return useMutation(SendMessageMutation, {
    update(cache, { data }) {
      const message = data?.sendMessage.message;
      if (!message) return;
      // Added at the thread's end; the field's merge (src/apollo/cache.ts) keeps it when the page reloads the thread.
      cache.modify<{ messages: { edges: readonly unknown[] } }>({
        id: cache.identify({ __typename: 'Conversation', id: conversationId }),
        fields: {
          messages(existing, { toReference }) {
            if (!('edges' in existing)) return existing;
            const node = toReference({ __typename: 'Message', id: message.id });
            return { ...existing, edges: [...existing.edges, { __typename: 'MessageEdge', cursor: message.id, node }] };
          },
        },
      });
    },
  });
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ThreadMessagesFragment } from './ThreadMessages';

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
      const id = cache.identify({ __typename: 'Conversation', id: conversationId });
      const thread = cache.readFragment({ id, fragment: ThreadMessagesFragment, fragmentName: 'ThreadMessages_conversation' });
      if (!thread) return;
      cache.writeFragment({
        id,
        fragment: ThreadMessagesFragment,
        fragmentName: 'ThreadMessages_conversation',
        data: { ...thread, messages: { ...thread.messages, edges: [...thread.messages.edges, { __typename: 'MessageEdge', cursor: message.id, node: message }] } },
      });
    },
  });
}

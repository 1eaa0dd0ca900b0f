import { graphql } from '../../src/gql';

export const Conversations = graphql(`
  query TestConversations($first: Int, $after: String) {
    unreadConversationCount
    conversations(first: $first, after: $after) {
      edges {
        cursor
        node { id listingName myRole otherName lastMessageStart lastBookingLine { change note } lastMessageAt unread listing { id name images } }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const Thread = graphql(`
  query TestThread($id: ID!, $last: Int, $before: String, $after: String) {
    conversation(id: $id) {
      id
      myRole
      otherName
      unread
      messages(last: $last, before: $before, after: $after) {
        edges { cursor node { id text senderRole senderName isMine sentAt } }
        pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
      }
    }
  }
`);

export const UnreadCount = graphql(`
  query TestUnreadConversationCount {
    unreadConversationCount
  }
`);

export const SendMessage = graphql(`
  mutation TestSendMessage($conversationId: ID!, $text: String!) {
    sendMessage(conversationId: $conversationId, text: $text) {
      message { id text senderRole senderName isMine }
      conversation { id lastMessageStart unread }
      errors { code message field retryAfterSeconds }
    }
  }
`);

export const MarkRead = graphql(`
  mutation TestMarkConversationRead($id: ID!) {
    markConversationRead(id: $id) {
      conversation { id unread }
      unreadConversationCount
      errors { code message field }
    }
  }
`);

import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';

/**
 * How many of the signed-in user's conversations hold unread messages: the header's 'Messages 2'.
 * Its own query rather than the session's, so that visitors and prerendered pages never ask.
 */
export const UnreadConversationsQuery = graphql(`
  query UnreadConversations {
    unreadConversationCount
  }
`);

/** What a mutation answered as the new count, shown in the header at once. */
export function writeUnreadCount(cache: ApolloCache, count: number): void {
  cache.writeQuery({ query: UnreadConversationsQuery, data: { unreadConversationCount: count } });
}

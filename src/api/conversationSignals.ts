/**
 * What wakes a user's live subscriptions (resolvers/conversationEvents.ts): a message written in
 * one of their conversations, through this server or another. A server implements it over
 * PostgreSQL's LISTEN/NOTIFY (src/server/live/conversationSignals.ts); the browser's own backend
 * has none, its other tabs follow through storage events instead (features/messages/conversationSync.ts).
 */
export interface ConversationSignals {
  /** Calls `wake` after each message written in one of `userId`'s conversations; returns the stop. */
  watch(userId: string, wake: () => void): () => void;
}

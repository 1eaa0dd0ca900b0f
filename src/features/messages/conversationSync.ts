/**
 * Other tabs of the same browser follow a conversation (docs/architecture.md#conversations): in the
 * browser mode both sides' messages live in this browser's storage, and a change to its key fires a
 * `storage` event in every other tab; a tab that sends or reads says so on a BroadcastChannel too
 * (a server's data fires no event). Either refetches the header's count, the list and the thread
 * where they are on screen. In server mode, messages from anywhere arrive live (liveConversations.ts).
 */
import type { ApolloClient } from '@apollo/client';
import { storageKeys } from '../../lib/deviceStorage';

export const CONVERSATIONS_CHANNEL = 'campusnest:conversations';

/** The operations that show conversations (their documents' names), refetched only while active. */
const SHOWING_CONVERSATIONS = ['UnreadConversations', 'Conversations', 'Thread'];

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CONVERSATIONS_CHANNEL);
}

/** The channel this tab listens on; posting on it reaches every other tab but not this one. */
let tabChannel: BroadcastChannel | null = null;

/** Refetches the header's count, the list and the thread, where they are on screen; false when that failed. */
export function refetchConversations(client: ApolloClient): Promise<boolean> {
  return client.refetchQueries({ include: SHOWING_CONVERSATIONS }).then(
    () => true,
    // The page keeps what it shows; the next change or a reload tries again.
    () => false,
  );
}

export function startConversationSync(client: ApolloClient, target: Window = window, channel: BroadcastChannel | null = openChannel()): () => void {
  tabChannel = channel;
  const refetch = () => {
    void refetchConversations(client);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.conversations) refetch();
  };
  target.addEventListener('storage', onStorage);
  channel?.addEventListener('message', refetch);
  return () => {
    target.removeEventListener('storage', onStorage);
    if (tabChannel === channel) tabChannel = null;
    channel?.close();
  };
}

/** Tells the other tabs that this one sent or read a message. */
export function announceConversationChange(): void {
  tabChannel?.postMessage('changed');
}

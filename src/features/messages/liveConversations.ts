/**
 * Server mode's live conversations (docs/architecture.md#conversations): one subscription to the
 * signed-in user's new messages. Each event sets the header's count and refetches the list and the
 * thread where they are on screen. A stream that ends (the network dropped, the server closed or
 * ended it after its lifetime) is opened again with the cursor of the last event seen, and the
 * server sends everything written since: nothing is lost while away. A hidden tab holds no stream:
 * over HTTP/1.1 a browser keeps at most six connections to a site, and a stream in each of six
 * background tabs would leave none for the page in front; back in view, it resumes from its cursor.
 * Every change of a request to book posts a line in the pair's conversation, so the same stream
 * tells the pages that show requests (`onBookingLine`) when the other side acted.
 */
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { refetchConversations } from './conversationSync';
import { writeUnreadCount } from './unreadCount';

export const ConversationEventsSubscription = graphql(`
  subscription ConversationEvents($after: String) {
    conversationEvents(after: $after) {
      cursor
      unreadConversationCount
      message {
        id
        bookingLine {
          change
        }
      }
    }
  }
`);

/** Waits before opening a stream again after a failure: doubling from 1 s, at most 30 s. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

export interface LiveConversationsOptions {
  /** A message that is a request to book's line arrived (the other side, or this user elsewhere, changed a request). */
  onBookingLine?: () => void;
}

export function startLiveConversations(client: ApolloClient, target: Window = window, { onBookingLine }: LiveConversationsOptions = {}): () => void {
  let cursor: string | null = null;
  let stopped = false;
  let delay = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let current: { unsubscribe(): void } | null = null;
  const hidden = () => target.document.visibilityState === 'hidden';
  // An event whose refetch failed (the network went as it arrived) is past the cursor: the refetch is owed.
  let owed = false;
  const refresh = () => {
    void refetchConversations(client).then((done) => {
      owed = !done;
    });
  };

  const open = () => {
    clearTimeout(retry);
    current?.unsubscribe();
    let received = false;
    const again = (failed: boolean) => {
      current = null;
      if (stopped || hidden()) return;
      // A stream that ended after its lifetime is opened again at once; a failure waits.
      const wait = failed || !received ? delay : 0;
      if (failed || !received) delay = Math.min(delay * 2, LAST_RETRY_MS);
      retry = setTimeout(open, wait);
    };
    current = client.subscribe({ query: ConversationEventsSubscription, variables: { after: cursor } }).subscribe({
      next: ({ data, error }) => {
        if (error || !data) {
          current?.unsubscribe();
          again(true);
          return;
        }
        received = true;
        delay = FIRST_RETRY_MS;
        const event = data.conversationEvents;
        // The first stream's first event: a request may have changed between the page's load and now.
        const first = cursor === null;
        cursor = event.cursor;
        writeUnreadCount(client.cache, event.unreadConversationCount);
        // A new stream's first event, or a message: what is on screen may be behind.
        refresh();
        if (first || event.message?.bookingLine) onBookingLine?.();
      },
      error: () => {
        again(true);
      },
      complete: () => {
        again(false);
      },
    });
  };

  const pause = () => {
    clearTimeout(retry);
    current?.unsubscribe();
    current = null;
  };
  // Back online: a stream that looks open may be dead, and a retry may be far off; start again now.
  const onOnline = () => {
    if (hidden()) return;
    open();
    if (owed) refresh();
  };
  const onVisibility = () => {
    if (hidden()) {
      pause();
      return;
    }
    open();
    // What was read elsewhere meanwhile changed the count without a message to replay.
    if (cursor !== null) refresh();
  };
  target.addEventListener('online', onOnline);
  target.document.addEventListener('visibilitychange', onVisibility);
  if (!hidden()) open();
  return () => {
    stopped = true;
    pause();
    target.removeEventListener('online', onOnline);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}

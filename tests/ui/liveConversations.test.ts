/**
 * The app's side of live conversations (src/features/messages/liveConversations.ts), over a client
 * whose subscriptions the test drives: each event writes the header's count and refetches what is
 * on screen; a stream that fails is reopened after a wait with the cursor of the last event, one
 * that ends (its lifetime) at once, and any at once when the browser is back online.
 */
import type { ApolloClient } from '@apollo/client';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiveConversations } from '../../src/features/messages/liveConversations';

interface Opened {
  after: string | null;
  events: Subject<{
    data?: { conversationEvents: { cursor: string; unreadConversationCount: number; message: { id: string; bookingLine?: { change: string } | null } | null } };
    error?: Error;
  }>;
}

function fakeClient() {
  const opened: Opened[] = [];
  const counts: number[] = [];
  const refetchQueries = vi.fn(() => Promise.resolve([]));
  const client = {
    subscribe: ({ variables }: { variables: { after: string | null } }) => {
      const events: Opened['events'] = new Subject();
      opened.push({ after: variables.after, events });
      return events;
    },
    refetchQueries,
    cache: {
      writeQuery: ({ data }: { data: { unreadConversationCount: number } }) => {
        counts.push(data.unreadConversationCount);
      },
    },
  };
  // Only the three members the module uses are there: the cast says so, once.
  return { client: client as unknown as ApolloClient, opened, counts, refetchQueries };
}

const event = (cursor: string, unreadConversationCount: number, message: boolean) => ({
  data: { conversationEvents: { cursor, unreadConversationCount, message: message ? { id: cursor } : null } },
});

describe('live conversations in the app', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("calls onBookingLine on the first stream's first event and for a request to book's line, not for other messages", () => {
    const { client, opened } = fakeClient();
    const onBookingLine = vi.fn();
    const stop = startLiveConversations(client, window, { onBookingLine });
    opened[0]!.events.next(event('5', 0, false));
    expect(onBookingLine).toHaveBeenCalledTimes(1);
    opened[0]!.events.next(event('6', 1, true));
    opened[0]!.events.next(event('6', 0, false));
    expect(onBookingLine).toHaveBeenCalledTimes(1);
    opened[0]!.events.next({
      data: { conversationEvents: { cursor: '7', unreadConversationCount: 1, message: { id: '7', bookingLine: { change: 'ACCEPTED' } } } },
    });
    expect(onBookingLine).toHaveBeenCalledTimes(2);
    stop();
  });

  it('writes the count and refetches on each event, and resumes from the last cursor after a failure, an end and a return online', () => {
    const { client, opened, counts, refetchQueries } = fakeClient();
    const stop = startLiveConversations(client, window);
    expect(opened.map((stream) => stream.after)).toEqual([null]);

    opened[0]!.events.next(event('5', 2, false));
    opened[0]!.events.next(event('6', 3, true));
    expect(counts).toEqual([2, 3]);
    expect(refetchQueries).toHaveBeenCalledTimes(2);

    // The network fails: a second later, from cursor 6.
    opened[0]!.events.error(new Error('network'));
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(opened.map((stream) => stream.after)).toEqual([null, '6']);

    // A stream that sent events and ended (its lifetime) is reopened at once.
    opened[1]!.events.next(event('9', 1, true));
    opened[1]!.events.complete();
    vi.advanceTimersByTime(0);
    expect(opened.at(-1)!.after).toBe('9');

    // Back online: reopened now, not at the next retry.
    window.dispatchEvent(new Event('online'));
    expect(opened.at(-1)!.after).toBe('9');
    expect(opened).toHaveLength(4);

    stop();
    opened.at(-1)!.events.error(new Error('network'));
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('online'));
    expect(opened).toHaveLength(4);
  });

  it('holds no stream while the tab is hidden, and resumes from its cursor when shown', () => {
    const { client, opened, refetchQueries } = fakeClient();
    let visibility: DocumentVisibilityState = 'visible';
    const visibilityState = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const stop = startLiveConversations(client, window);
    opened[0]!.events.next(event('4', 0, false));
    expect(opened[0]!.events.observed).toBe(true);

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    // Closed: nobody reads the stream any more.
    expect(opened[0]!.events.observed).toBe(false);
    // Hidden: neither a retry nor a return online opens one.
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('online'));
    expect(opened).toHaveLength(1);

    refetchQueries.mockClear();
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(opened.map((stream) => stream.after)).toEqual([null, '4']);
    expect(refetchQueries).toHaveBeenCalledTimes(1);
    stop();
    visibilityState.mockRestore();
  });

  it('waits longer after each failure in a row, up to 30 seconds', () => {
    const { client, opened } = fakeClient();
    const stop = startLiveConversations(client, window);
    const waits: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) {
      opened.at(-1)!.events.error(new Error('network'));
      const before = opened.length;
      let waited = 0;
      while (opened.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    stop();
  });
});

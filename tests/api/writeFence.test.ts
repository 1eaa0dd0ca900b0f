import { afterEach, describe, expect, it, vi } from 'vitest';
import { stampKey } from '../../src/lib/deviceStorage';
import { FENCE_WAIT_MS, fenced, type LocalCopy, type StampBook } from '../../src/api/store/writeFence';

const KEY = 'campusnest:v1:bookings';
const LOCK = 'campusnest:bookings';

/**
 * Chromium's localStorage as tabs see it: one stored area, and each tab's own copy, which learns of
 * another tab's write only when `deliver()` hands it the writes still on their way, in order (as the
 * `storage` event does).
 */
function browser() {
  const stored = new Map<string, string>();
  const counters = new Map<string, number>();
  const stamps: StampBook = {
    read: (lock) => Promise.resolve(counters.get(lock) ?? 0),
    write: (lock, stamp) => {
      counters.set(lock, stamp);
      return Promise.resolve();
    },
  };
  const tabs: Array<{ copy: Map<string, string>; inbox: Array<[string, string]>; listeners: Set<() => void> }> = [];
  function tab() {
    const self = { copy: new Map(stored), inbox: [] as Array<[string, string]>, listeners: new Set<() => void>() };
    tabs.push(self);
    const copy: LocalCopy = {
      getItem: (key) => self.copy.get(key) ?? null,
      setItem(key, value) {
        self.copy.set(key, value);
        stored.set(key, value);
        for (const other of tabs) if (other !== self) other.inbox.push([key, value]);
      },
      onChange(listener) {
        self.listeners.add(listener);
        return () => self.listeners.delete(listener);
      },
    };
    const deliver = () => {
      for (const [key, value] of self.inbox.splice(0)) {
        self.copy.set(key, value);
        for (const listener of [...self.listeners]) listener();
      }
    };
    return { copy, deliver, listening: () => self.listeners.size };
  }
  return { stamps, tab, stored };
}

/** The step of a read-modify-write: appends `entry` to the list the tab reads, and says what it read. */
const append = (copy: LocalCopy, entry: string) => () => {
  const list = JSON.parse(copy.getItem(KEY) ?? '[]') as string[];
  copy.setItem(KEY, JSON.stringify([...list, entry]));
  return list;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the write fence over a lagging localStorage', () => {
  it('makes the next holder wait for the last write to reach its copy, so that it reads it', async () => {
    const { stamps, tab, stored } = browser();
    const a = tab();
    const b = tab();
    expect(await fenced(LOCK, KEY, append(a.copy, 'accepted by A'), stamps, a.copy)).toEqual([]);
    // B holds the lock now, but A's write has not reached B's copy: B waits instead of reading [].
    let read: string[] | undefined;
    const step = fenced(LOCK, KEY, append(b.copy, 'accepted by B'), stamps, b.copy).then((list) => (read = list));
    await vi.waitFor(() => {
      expect(b.listening()).toBe(1);
    });
    expect(read).toBeUndefined();
    b.deliver();
    await step;
    expect(read).toEqual(['accepted by A']);
    expect(JSON.parse(stored.get(KEY)!)).toEqual(['accepted by A', 'accepted by B']);
    expect(stored.get(stampKey(KEY))).toBe('2');
    expect(b.listening()).toBe(0);
  });

  it('without the fence, the same lag loses the first write (what the fence is for)', () => {
    const { tab, stored } = browser();
    const a = tab();
    const b = tab();
    append(a.copy, 'accepted by A')();
    append(b.copy, 'accepted by B')();
    expect(JSON.parse(stored.get(KEY)!)).toEqual(['accepted by B']);
  });

  it('does not wait when the copy already holds the last write, nor stamp a step that wrote nothing', async () => {
    const { stamps, tab, stored } = browser();
    const a = tab();
    const b = tab();
    await fenced(LOCK, KEY, append(a.copy, 'one'), stamps, a.copy);
    b.deliver();
    expect(await fenced(LOCK, KEY, () => b.copy.getItem(KEY), stamps, b.copy)).toBe('["one"]');
    expect(b.listening()).toBe(0);
    expect(stored.get(stampKey(KEY))).toBe('1');
    expect(await stamps.read(LOCK)).toBe(1);
  });

  it('reads what it has after the wait when the last write never arrives (its tab closed between its two writes)', async () => {
    vi.useFakeTimers();
    const { stamps, tab } = browser();
    const b = tab();
    await stamps.write(LOCK, 5);
    let read: string[] | undefined;
    const step = fenced(LOCK, KEY, append(b.copy, 'late'), stamps, b.copy).then((list) => (read = list));
    await vi.advanceTimersByTimeAsync(FENCE_WAIT_MS - 1);
    expect(read).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await step;
    expect(read).toEqual([]);
    // The next stamp passes the counter, so that the tabs agree again.
    expect(b.copy.getItem(stampKey(KEY))).toBe('6');
    expect(await stamps.read(LOCK)).toBe(6);
  });

  it('leaves the lock alone to order tabs when the counters cannot be read or written', async () => {
    const { tab } = browser();
    const a = tab();
    const refusing: StampBook = { read: () => Promise.reject(new Error('blocked')), write: () => Promise.reject(new Error('blocked')) };
    expect(await fenced(LOCK, KEY, append(a.copy, 'one'), refusing, a.copy)).toEqual([]);
    expect(a.copy.getItem(KEY)).toBe('["one"]');
  });

  it('goes on without the counters when IndexedDB never answers, after the wait, so that the lock is released', async () => {
    vi.useFakeTimers();
    const { tab } = browser();
    const a = tab();
    const silent: StampBook = { read: () => new Promise(() => undefined), write: () => new Promise(() => undefined) };
    let read: string[] | undefined;
    const step = fenced(LOCK, KEY, append(a.copy, 'one'), silent, a.copy).then((list) => (read = list));
    await vi.advanceTimersByTimeAsync(FENCE_WAIT_MS);
    // The write is made once the read gives up; the stamp's write then has its own wait.
    expect(a.copy.getItem(KEY)).toBe('["one"]');
    expect(read).toBeUndefined();
    await vi.advanceTimersByTimeAsync(FENCE_WAIT_MS);
    await step;
    expect(read).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

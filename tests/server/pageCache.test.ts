/** The rendered-page cache (src/server/pages/pageCache.ts): kept for its time, bounded, one render per burst; and the render slots. */
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../src/server/pages/pageCache';
import { RenderAbandoned, RenderBusy, RenderSlots } from '../../src/server/pages/renderSlots';

const page = (html: string, status = 200) => ({ page: { status, html, body: 'rendered' as const }, keep: true });

describe('the page cache', () => {
  it('keeps a page for its time, then renders it again', async () => {
    const clock = { now: 0 };
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1_000_000, now: () => clock.now });
    let renders = 0;
    const render = () => Promise.resolve(page(`render ${++renders}`));
    expect((await cache.get('a', render)).html).toBe('render 1');
    clock.now = 999;
    expect((await cache.get('a', render)).html).toBe('render 1');
    clock.now = 1000;
    expect((await cache.get('a', render)).html).toBe('render 2');
  });

  it('forgets every page when the listings change, and does not keep a render begun before', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    let renders = 0;
    const render = () => Promise.resolve(page(`render ${++renders}`));
    expect((await cache.get('a', render)).html).toBe('render 1');
    cache.clear();
    expect((await cache.get('a', render)).html).toBe('render 2');
    let finish: () => void = () => undefined;
    const slow = () =>
      new Promise<ReturnType<typeof page>>((resolve) => {
        finish = () => {
          resolve(page('before the change'));
        };
      });
    const early = cache.get('b', slow);
    cache.clear();
    finish();
    expect((await early).html).toBe('before the change');
    expect((await cache.get('b', render)).html).toBe('render 3');
  });

  it('renders a page asked for by many at once only once', async () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1_000_000 });
    let renders = 0;
    let finish: () => void = () => undefined;
    const render = () =>
      new Promise<ReturnType<typeof page>>((resolve) => {
        renders += 1;
        finish = () => {
          resolve(page('one'));
        };
      });
    const asked = Promise.all(Array.from({ length: 10 }, () => cache.get('a', render)));
    finish();
    expect((await asked).map((answer) => answer.html)).toEqual(Array(10).fill('one'));
    expect(renders).toBe(1);
  });

  it('keeps nothing a render says not to keep (an outage), and nothing that failed', async () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1_000_000 });
    let renders = 0;
    const outage = () => Promise.resolve({ page: { status: 503, html: `down ${++renders}`, body: 'rendered' as const }, keep: false });
    await cache.get('a', outage);
    expect((await cache.get('a', outage)).html).toBe('down 2');
    await expect(cache.get('b', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect((await cache.get('b', () => Promise.resolve(page('fine')))).html).toBe('fine');
  });

  it('stays within its bytes, the least recently used page going first', async () => {
    // Each page is 100 characters (200 bytes) plus its one-character key (2 bytes).
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 500 });
    const renders: string[] = [];
    const render = (key: string) => () => {
      renders.push(key);
      return Promise.resolve(page(key.repeat(100)));
    };
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    await cache.get('a', render('a'));
    await cache.get('c', render('c'));
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    expect(renders).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('the render slots', () => {
  it('run a few at once, the rest in order, and refuse at once when the line is full', async () => {
    const slots = new RenderSlots(2, 1);
    const started: string[] = [];
    const finishers = new Map<string, () => void>();
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finishers.set(name, () => {
          resolve(name);
        });
      });
    const a = slots.run(task('a'));
    const b = slots.run(task('b'));
    const c = slots.run(task('c'));
    await expect(slots.run(task('d'))).rejects.toBeInstanceOf(RenderBusy);
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    finishers.get('a')!();
    expect(await a).toBe('a');
    await expect.poll(() => started).toEqual(['a', 'b', 'c']);
    finishers.get('b')!();
    finishers.get('c')!();
    expect(await Promise.all([b, c])).toEqual(['b', 'c']);
    // Every slot is free again.
    const e = slots.run(task('e'));
    const f = slots.run(task('f'));
    await expect.poll(() => started).toEqual(['a', 'b', 'c', 'e', 'f']);
    finishers.get('e')!();
    finishers.get('f')!();
    await Promise.all([e, f]);
  });

  it('drop a waiting render whose request left, so that it holds no place in the line', async () => {
    const slots = new RenderSlots(1, 1);
    let finish!: () => void;
    const running = slots.run(
      () =>
        new Promise<string>((resolve) => {
          finish = () => {
            resolve('running');
          };
        }),
    );
    const left = new AbortController();
    const leaving = slots.run(() => Promise.resolve('never'), left.signal);
    left.abort();
    await expect(leaving).rejects.toBeInstanceOf(RenderAbandoned);
    // Its place in the line is free again, and it never runs.
    const next = slots.run(() => Promise.resolve('next'));
    finish();
    expect(await Promise.all([running, next])).toEqual(['running', 'next']);
    await expect(slots.run(() => Promise.resolve('x'), AbortSignal.abort())).resolves.toBe('x');
  });
});

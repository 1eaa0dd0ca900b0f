/**
 * An async iterator fed by pushes, for a subscription's events: unlike an async generator, its
 * `return()` ends it at once even while nothing is waiting to be sent, so a client that leaves (or
 * a server that closes) frees the subscription without waiting for its next event.
 */
export class EventQueue<T> implements AsyncIterableIterator<T> {
  private readonly items: T[] = [];
  private waiting: ((result: IteratorResult<T, undefined>) => void) | null = null;
  private ended = false;

  /** `onEnd` runs once, however the queue ends. */
  constructor(private readonly onEnd: () => void) {}

  get closed(): boolean {
    return this.ended;
  }

  push(item: T): void {
    if (this.ended) return;
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = null;
      waiting({ value: item, done: false });
    } else this.items.push(item);
  }

  /** Ends the queue once what was pushed has been taken. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd();
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.({ value: undefined, done: true });
  }

  next(): Promise<IteratorResult<T, undefined>> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve({ value: item, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<T, undefined>> {
    this.items.length = 0;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/**
 * At most a few page renders at once (docs/server.md#rendered-pages), and a bounded line of them
 * waiting their turn. A render holds its Apollo cache, its React tree and its markup until it is
 * done: many of them interleaved fill the server's small heap and leave it collecting garbage
 * more than rendering. When the line is full the request is not rendered at all
 * (RenderBusy): the server answers the app's shell with the page's status and head at once, and the
 * browser renders the page, rather than keeping the request waiting for seconds.
 */
export class RenderBusy extends Error {
  constructor() {
    super('every render slot is taken and the line is full');
    this.name = 'RenderBusy';
  }
}

export class RenderSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) throw new RenderBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so a newcomer cannot take it first.
      if (next) next();
      else this.running -= 1;
    }
  }
}

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

/** The request left (its connection closed) while its render waited in line: nobody is left to render it for. */
export class RenderAbandoned extends Error {
  constructor() {
    super('the request left while its render waited');
    this.name = 'RenderAbandoned';
  }
}

export class RenderSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  /**
   * Runs `task` in a slot. With `abandoned`, a task still waiting when it aborts leaves the line
   * (RenderAbandoned): a client that gave up, such as a load generator stopping with requests in
   * flight, would otherwise keep the line full for the clients after it.
   */
  async run<T>(task: () => Promise<T>, abandoned?: AbortSignal): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) throw new RenderBusy();
      if (abandoned?.aborted) throw new RenderAbandoned();
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          abandoned?.removeEventListener('abort', leave);
          resolve();
        };
        const leave = () => {
          const place = this.waiting.indexOf(turn);
          if (place >= 0) this.waiting.splice(place, 1);
          reject(new RenderAbandoned());
        };
        abandoned?.addEventListener('abort', leave, { once: true });
        this.waiting.push(turn);
      });
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

/**
 * At most a few page renders at once (docs/server.md#rendered-pages); the others wait their turn in
 * order. A render holds its Apollo cache, its React tree and its markup until it is done: thirty-two
 * of them interleaved filled the server's small heap (128 MB) and left it collecting garbage more
 * than rendering, while one at a time would leave the database's answers idle. A waiting request
 * holds nothing but its place.
 */
export class RenderSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly slots: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
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

/**
 * Rendered anonymous pages, kept for a few seconds (docs/server.md#rendered-pages): every visitor
 * gets the same page for a URL in a language, since pages are rendered for an anonymous visitor
 * whoever asks, so one render serves everyone who asks for it meanwhile, and a burst of requests
 * for one page renders it once. Nothing per user is ever in it. Bounded in bytes, the least
 * recently used page going first; a page is kept only if its render found the database there.
 */
export interface CachedPage {
  status: number;
  html: string;
  /** Whether the body was rendered, or the page is the shell (the app renders it in the browser). */
  body: 'rendered' | 'shell';
}

export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; until: number }>();
  private readonly pending = new Map<string, Promise<{ page: CachedPage; keep: boolean }>>();
  private bytes = 0;
  /** Bumped by clear(): a render that began before is answered but not kept. */
  private generation = 0;

  constructor(private readonly options: PageCacheOptions) {}

  private get now(): number {
    return (this.options.now ?? performance.now.bind(performance))();
  }

  /** The page under `key`, rendered by `render` unless a fresh copy is kept or already being rendered. */
  async get(key: string, render: () => Promise<{ page: CachedPage; keep: boolean }>): Promise<CachedPage> {
    const kept = this.entries.get(key);
    if (kept && kept.until > this.now) {
      // Most recently used last, so the oldest is first to go.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.page;
    }
    if (kept) this.remove(key);
    let rendering = this.pending.get(key);
    if (!rendering) {
      const generation = this.generation;
      rendering = render().finally(() => {
        if (this.pending.get(key) === rendering) this.pending.delete(key);
      });
      this.pending.set(key, rendering);
      void rendering.then(
        ({ page, keep }) => {
          if (keep && generation === this.generation) this.keep(key, page);
        },
        () => undefined,
      );
    }
    return (await rendering).page;
  }

  /** Forgets every page, and every render under way: the listings changed (a landlord's edit). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  private keep(key: string, page: CachedPage): void {
    const size = page.html.length * 2 + key.length * 2;
    if (size > this.options.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { page, until: this.now + this.options.ttlMs });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.page.html.length * 2 + key.length * 2;
  }
}

import { readBound } from "../../../../shared/serving/bounds";
import { byteLengthOf, documentBytes } from "./document-bytes";

/**
 * Rendered pages, kept in the app's store (shared by every handler's VM; module state is not) until content changes.
 * A page is kept as Go bytes, which pass from the store to the response untouched; as a JS string it would be
 * converted twice per request.
 *
 * Memory is bounded in bytes (PAGE_CACHE_MB, shared/serving/bounds.ts), in two pools: `pages` holds the site's own pages at
 * their own addresses, which content bounds; `tail` holds what any visitor can ask for without end (search results,
 * not-found pages, other spellings of an address, a crawl file's text for a client that takes no gzip) in a quarter
 * of the budget, so a flood of those never pushes the site's pages out. Each pool evicts the least recently used
 * pages, approximately: it fills one generation to half its budget, then drops the generation before it; a page read
 * from the older generation moves to the newer one. A page in use therefore stays, and a pool never holds more than
 * its budget. See decision 082.
 */

/** What the cache needs of PocketBase's store (a Map stands in for it in unit tests). */
export interface Store {
  get(key: string): unknown;
  has?(key: string): boolean;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** Sets the value made by `make` unless the key has one; either way returns the key's value. Atomic. */
  getOrSet(key: string, make: () => unknown): unknown;
  keys(): string[];
}

export type Pool = "pages" | "tail";
/** How long visitors wait for a render another request is doing before they take it over: it died, or it is stuck. */
const RENDER_WAIT_MS = 120_000;
const POOLS: readonly Pool[] = ["pages", "tail"];
/** The tail's share of the budget. */
const TAIL_SHARE = 0.25;

export interface RenderedPage {
  status: number;
  noindex: boolean;
  /** No cache may keep it, the browser's included (shared/pages/view.ts, isPrivatePage). */
  noStore: boolean;
  /** The visit counts for a route rule (a page removed on purpose): counted on every request, cached or not. */
  counted: boolean;
  /** The document in its parts, in order (render.ts; a 301's is its location). */
  html: readonly string[];
}

export interface CachedPage {
  status: number;
  noindex: boolean;
  noStore: boolean;
  counted: boolean;
  /** The document as bytes (document-bytes.ts; once kept, as Go's), for e.blob. */
  body: unknown;
  /** The same document gzipped once (pages/gzip.ts), once a second visitor asked for it; undefined until then. */
  gzip?: unknown;
}

const PREFIX = "page|";
const FLIGHT = `${PREFIX}flight|`;
const generationKey = (pool: Pool) => `${PREFIX}${pool}|gen`;
const bytesKey = (pool: Pool, generation: number) => `${PREFIX}${pool}|bytes|${generation}`;
const entryKey = (pool: Pool, generation: number, key: string) => `${PREFIX}${pool}|${generation}|${key}`;

/** A page as the store keeps it: its flags in one string, then its bytes, then its gzipped bytes once made. */
type Entry = [string, unknown] | [string, unknown, unknown];

const generation = (store: Store, pool: Pool) => Number(store.get(generationKey(pool)) ?? 0);

/** Flags as `status|noindex|counted|noStore`, read without destructuring (an iterator per read in the JS engine). */
function fromEntry(entry: Entry): CachedPage {
  const flags = String(entry[0]);
  const at = flags.indexOf("|");
  return {
    status: Number(at < 0 ? flags : flags.slice(0, at)),
    noindex: flags.charAt(at + 1) === "1",
    counted: flags.charAt(at + 3) === "1",
    noStore: flags.charAt(at + 5) === "1",
    body: entry[1],
    gzip: entry[2] ?? undefined,
  };
}

export class PageCache {
  constructor(
    private readonly store: Store,
    /** The whole budget in bytes; 0 keeps nothing. */
    private readonly budget: number,
  ) {}

  private poolBudget(pool: Pool): number {
    return Math.floor(this.budget * (pool === "tail" ? TAIL_SHARE : 1 - TAIL_SHARE));
  }

  /** The page kept for `key`, moved to its pool's newer generation when it was found in the older one. */
  get(key: string): CachedPage | undefined {
    for (let i = 0; i < POOLS.length; i++) {
      const pool = POOLS[i] as Pool;
      const current = generation(this.store, pool);
      const fresh = this.store.get(entryKey(pool, current, key)) as Entry | undefined;
      if (fresh) return fromEntry(fresh);
      const old = this.store.get(entryKey(pool, current - 1, key)) as Entry | undefined;
      if (old) {
        this.add(pool, current, key, old);
        return fromEntry(old);
      }
    }
    return undefined;
  }

  /**
   * Keeps a page in a pool: a big page like a small one (an article of two megabytes is a page of four), as long as it
   * fits in a generation, half the pool; a larger one is served, never kept.
   */
  keep(pool: Pool, key: string, page: CachedPage): void {
    const size = byteLengthOf(page.body) + key.length;
    if (size > this.poolBudget(pool) / 2) return;
    const flags = `${page.status}|${page.noindex ? 1 : 0}|${page.counted ? 1 : 0}|${page.noStore ? 1 : 0}`;
    this.add(pool, generation(this.store, pool), key, [flags, page.body]);
  }

  /**
   * Adds a kept page's gzipped bytes beside it, counted in its pool's budget. A page no longer kept (evicted, or the
   * content changed meanwhile) is left so.
   */
  keepGzip(key: string, gzip: unknown): void {
    for (const pool of POOLS) {
      const current = generation(this.store, pool);
      const entry = this.store.get(entryKey(pool, current, key)) as Entry | undefined;
      if (!entry) continue;
      if (entry[2] == null) this.add(pool, current, key, [entry[0], entry[1], gzip], byteLengthOf(gzip));
      return;
    }
  }

  private add(
    pool: Pool,
    current: number,
    key: string,
    entry: Entry,
    added = byteLengthOf(entry[1]) + byteLengthOf(entry[2]) + key.length,
  ): void {
    this.store.set(entryKey(pool, current, key), entry);
    const counted = Number(this.store.get(bytesKey(pool, current)) ?? 0) + added;
    this.store.set(bytesKey(pool, current), counted);
    // Two generations of half the budget each: the pool never holds more than its budget.
    if (counted > this.poolBudget(pool) / 2) this.rotate(pool, current);
  }

  /** Starts a new generation; the one before the current goes. */
  private rotate(pool: Pool, current: number): void {
    this.store.set(generationKey(pool), current + 1);
    const dropped = `${PREFIX}${pool}|${current - 1}|`;
    for (const key of this.store.keys()) if (key.startsWith(dropped)) this.store.remove(key);
    this.store.remove(bytesKey(pool, current - 1));
  }

  /** Forgets every page (content changed). */
  clear(): void {
    for (const key of this.store.keys()) if (key.startsWith(PREFIX) && !key.startsWith(FLIGHT)) this.store.remove(key);
  }

  /** Bytes kept in each pool, both generations. */
  size(pool: Pool): number {
    const current = generation(this.store, pool);
    return Number(this.store.get(bytesKey(pool, current)) ?? 0) + Number(this.store.get(bytesKey(pool, current - 1)) ?? 0);
  }

  /**
   * A burst of misses for one page renders it once (issue 32): the first request renders (`render`, which keeps what it
   * may; a render ends within its request, in the microtasks PocketBase's JS engine runs before the handler returns),
   * the others wait for its page, polling the cache, however long the render takes. A render that has not landed after
   * `waitMs` (RENDER_WAIT_MS: its request died) is taken over; a page that cannot be kept, or a renderer that failed,
   * leaves them to render it themselves.
   */
  once(
    key: string,
    render: () => Promise<CachedPage>,
    wait: { sleep: (ms: number) => void; now: () => number; waitMs?: number },
  ): Promise<CachedPage> {
    const flight = `${FLIGHT}${key}`;
    const token = `${wait.now()}:${Math.random()}`;
    if (this.store.getOrSet(flight, () => token) === token) {
      const landed = () => this.store.remove(flight);
      // Another render may have landed between this request's miss and its flight: its page is the answer.
      const kept = this.get(key);
      if (kept) {
        landed();
        return Promise.resolve(kept);
      }
      try {
        return render().then(
          (page) => {
            landed();
            return page;
          },
          (error: unknown) => {
            landed();
            throw error;
          },
        );
      } catch (error) {
        landed();
        return Promise.reject(error);
      }
    }
    const until = wait.now() + (wait.waitMs ?? RENDER_WAIT_MS);
    while (wait.now() < until) {
      wait.sleep(5);
      const kept = this.get(key);
      if (kept) return Promise.resolve(kept);
      if (this.store.get(flight) === undefined) break;
    }
    // The render may have landed between the last look and the flight's end.
    const kept = this.get(key);
    return kept ? Promise.resolve(kept) : render();
  }
}

/**
 * PocketBase's app store as the cache's Store, made once per VM: its methods are taken off the Go object once, as each
 * read of a method from the JS engine wraps it anew (the app, and so its store, is one for the process).
 */
let made: Store | undefined;
export function appStore(app: CoreApp): Store {
  if (made) return made;
  const store = app.store();
  const { get, set, remove, getOrSet, getAll, has } = store;
  made = {
    get: (key) => get(key),
    has: (key) => has(key),
    set: (key, value) => set(key, value),
    remove: (key) => remove(key),
    getOrSet: (key, make) => getOrSet(key, make),
    keys: () => Object.keys(getAll() as Record<string, unknown>),
  };
  return made;
}

/** The cache's budget from PAGE_CACHE_MB. */
function pageCacheBytes(): number {
  return readBound("pageCacheMb", (name) => $os.getenv(name)) * 1024 * 1024;
}

/** The app's page cache, made once per VM (its budget too: the environment is fixed for the process). */
let cache: PageCache | undefined;
export const pageCache = (app: CoreApp) => (cache ??= new PageCache(appStore(app), pageCacheBytes()));

/** Forgets every rendered page. */
export function forgetPages(app: CoreApp): void {
  pageCache(app).clear();
}

/** A rendered page as the cache serves it: its HTML as bytes. */
export function asCached(page: RenderedPage): CachedPage {
  return {
    status: page.status,
    noindex: page.noindex,
    noStore: page.noStore,
    counted: page.counted,
    body: documentBytes(page.html),
  };
}

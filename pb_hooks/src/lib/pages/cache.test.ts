import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache, type Store } from "./cache";

function mapStore(): Store & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: (key) => map.get(key),
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    getOrSet: (key, make) => {
      if (!map.has(key)) map.set(key, make());
      return map.get(key);
    },
    keys: () => [...map.keys()],
  };
}

const page = (bytes: number, status = 200): CachedPage => ({
  status,
  noindex: false,
  noStore: false,
  counted: false,
  body: new Uint8Array(bytes),
});

const KB = 1024;

describe("PageCache", () => {
  it("keeps a page with its flags", () => {
    const cache = new PageCache(mapStore(), 1024 * KB);
    cache.keep("pages", "/work", { ...page(10), status: 404, noindex: true, counted: true });
    expect(cache.get("/work")).toMatchObject({ status: 404, noindex: true, counted: true, noStore: false });
    expect(cache.get("/news")).toBeUndefined();
  });

  it("keeps a page's gzipped bytes beside it, counted in its pool's budget, once, and only for a page it holds", () => {
    const cache = new PageCache(mapStore(), 1024 * KB);
    cache.keep("pages", "/work", { ...page(10 * KB), noindex: true });
    expect(cache.get("/work")?.gzip).toBeUndefined();
    const before = cache.size("pages");
    const gzip = new Uint8Array(2 * KB);
    cache.keepGzip("/work", gzip);
    expect(cache.get("/work")).toMatchObject({ status: 200, noindex: true, gzip });
    expect(cache.size("pages")).toBe(before + 2 * KB);
    // Once made, kept: a second gzip (another request's) changes nothing.
    cache.keepGzip("/work", new Uint8Array(KB));
    expect(cache.get("/work")?.gzip).toBe(gzip);
    expect(cache.size("pages")).toBe(before + 2 * KB);
    // A page gone (content changed) is not brought back by its gzip.
    cache.clear();
    cache.keepGzip("/work", gzip);
    expect(cache.get("/work")).toBeUndefined();
  });

  it("never holds more than its budget, however many pages arrive", () => {
    const store = mapStore();
    const cache = new PageCache(store, 1024 * KB);
    for (let n = 0; n < 5000; n++) cache.keep("tail", `/junk/${n}`, page(20 * KB));
    for (let n = 0; n < 5000; n++) cache.keep("pages", `/page/${n}`, page(20 * KB));
    expect(cache.size("tail")).toBeLessThanOrEqual(256 * KB);
    expect(cache.size("pages")).toBeLessThanOrEqual(768 * KB);
    const kept = [...store.map.values()].filter(Array.isArray).length;
    expect(kept * 20 * KB).toBeLessThanOrEqual(1024 * KB);
  });

  it("keeps a page in use while a flood of others passes through the tail", () => {
    const cache = new PageCache(mapStore(), 1024 * KB);
    cache.keep("pages", "/news", page(30 * KB));
    for (let n = 0; n < 2000; n++) {
      cache.keep("tail", `/search?q=${n}`, page(30 * KB));
      if (n % 100 === 0) expect(cache.get("/news"), `after ${n}`).toBeDefined();
    }
    expect(cache.get("/news")).toBeDefined();
  });

  it("keeps the pages in use when the pool itself overflows, and lets the others go", () => {
    const cache = new PageCache(mapStore(), 1024 * KB);
    for (let n = 0; n < 500; n++) {
      cache.keep("pages", `/news/${n}`, page(10 * KB));
      cache.get("/news/0");
    }
    expect(cache.get("/news/0")).toBeDefined();
    expect(cache.get("/news/1")).toBeUndefined();
  });

  it("serves a page too large to keep without keeping it", () => {
    const cache = new PageCache(mapStore(), 1024 * KB);
    cache.keep("tail", "/huge", page(200 * KB));
    expect(cache.get("/huge")).toBeUndefined();
  });

  it("keeps nothing with a budget of 0", () => {
    const cache = new PageCache(mapStore(), 0);
    cache.keep("pages", "/", page(1));
    expect(cache.get("/")).toBeUndefined();
  });

  it("forgets every page at once", () => {
    const store = mapStore();
    const cache = new PageCache(store, 1024 * KB);
    cache.keep("pages", "/", page(10));
    cache.keep("tail", "/x", page(10));
    cache.clear();
    expect(cache.get("/")).toBeUndefined();
    expect(cache.get("/x")).toBeUndefined();
    expect(cache.size("pages")).toBe(0);
  });

  describe("once", () => {
    const clock = () => {
      let now = 0;
      return {
        now: () => now,
        sleep: (ms: number) => {
          now += ms;
        },
      };
    };

    it("renders for the first request and hands its page to those that wait", async () => {
      const store = mapStore();
      const cache = new PageCache(store, 1024 * KB);
      let renders = 0;
      const time = clock();
      // The first request is still rendering when the second asks: its flight is marked, and its page arrives.
      store.set("page|flight|/news", "someone else");
      let polls = 0;
      const render = () => {
        renders++;
        return Promise.resolve(page(1));
      };
      const waiting = cache.once("/news", render, {
        now: time.now,
        sleep: (ms) => {
          time.sleep(ms);
          if (++polls === 3) cache.keep("pages", "/news", page(5));
        },
      });
      expect(renders).toBe(0);
      expect((await waiting).body).toHaveLength(5);
    });

    it("renders itself when the one rendering gives up or takes too long", async () => {
      const store = mapStore();
      const cache = new PageCache(store, 1024 * KB);
      store.set("page|flight|/slow", "someone else");
      const time = clock();
      expect((await cache.once("/slow", () => Promise.resolve(page(7)), { ...time, waitMs: 100 })).body).toHaveLength(7);
      store.set("page|flight|/gone", "someone else");
      const answer = await cache.once("/gone", () => Promise.resolve(page(9)), {
        now: time.now,
        sleep: () => store.remove("page|flight|/gone"),
      });
      expect(answer.body).toHaveLength(9);
    });

    it("answers with the page another render kept between this request's miss and its turn, rendering nothing", async () => {
      const store = mapStore();
      const cache = new PageCache(store, 1024 * KB);
      cache.keep("pages", "/landed", page(4));
      let renders = 0;
      const render = () => {
        renders++;
        return Promise.resolve(page(1));
      };
      expect((await cache.once("/landed", render, clock())).body).toHaveLength(4);
      expect(store.map.has("page|flight|/landed")).toBe(false);
      // Its flight ended while this one waited: the page it kept is the answer too.
      store.set("page|flight|/ended", "someone else");
      const answer = await cache.once("/ended", render, {
        ...clock(),
        sleep: () => {
          cache.keep("pages", "/ended", page(6));
          store.remove("page|flight|/ended");
        },
      });
      expect(answer.body).toHaveLength(6);
      expect(renders).toBe(0);
    });

    it("clears its mark after rendering, even when the render fails or throws", async () => {
      const store = mapStore();
      const cache = new PageCache(store, 1024 * KB);
      await expect(cache.once("/x", () => Promise.reject(new Error("boom")), clock())).rejects.toThrow("boom");
      expect(store.map.has("page|flight|/x")).toBe(false);
      const throwing = () => {
        throw new Error("at once");
      };
      await expect(cache.once("/y", throwing, clock())).rejects.toThrow("at once");
      expect(store.map.has("page|flight|/y")).toBe(false);
    });

    it("marks the flight until the render has ended", async () => {
      const store = mapStore();
      const cache = new PageCache(store, 1024 * KB);
      let finish: (made: CachedPage) => void = () => {};
      const answer = cache.once("/z", () => new Promise<CachedPage>((resolve) => (finish = resolve)), clock());
      expect(store.map.has("page|flight|/z")).toBe(true);
      finish(page(3));
      expect((await answer).body).toHaveLength(3);
      expect(store.map.has("page|flight|/z")).toBe(false);
    });
  });
});

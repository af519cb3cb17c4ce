import { afterEach, describe, expect, it, vi } from "vitest";
import { type Connection, createPreloadQueue, FRESH_MS, MAX_IN_FLIGHT, PRELOAD_DELAY_MS } from "./preload-queue";

/** A clock the test moves, and preloads the test ends. */
function setUp(connection: Connection = {}) {
  let time = 0;
  const timers: { at: number; run: () => void }[] = [];
  const clock = {
    now: () => time,
    setTimeout: (run: () => void, ms: number) => timers.push({ at: time + ms, run }),
  };
  const advance = async (ms: number) => {
    time += ms;
    for (const timer of timers.filter((t) => t.at <= time)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
    await Promise.resolve();
  };
  const started: string[] = [];
  const finish = new Map<string, (fail?: boolean) => void>();
  const run = (href: string) => () => {
    started.push(href);
    return new Promise<void>((resolve, reject) => {
      finish.set(href, (fail) => (fail ? reject(new Error("offline")) : resolve()));
    });
  };
  const queue = createPreloadQueue(
    () => connection,
    clock,
    () => undefined,
  );
  const settle = async () => {
    for (let n = 0; n < 5; n++) await Promise.resolve();
  };
  return { queue, run, started, finish, advance, settle };
}

afterEach(() => vi.restoreAllMocks());

describe("the preload queue", () => {
  it("starts nothing before it is started, nor sooner than a second after it was asked", async () => {
    const { queue, run, started, advance } = setUp();
    queue.ask("/work", run("/work"));
    await advance(PRELOAD_DELAY_MS);
    expect(started).toEqual([]);
    queue.start();
    expect(started).toEqual(["/work"]);
    queue.ask("/news", run("/news"));
    await advance(PRELOAD_DELAY_MS - 1);
    expect(started).toEqual(["/work"]);
    await advance(1);
    expect(started).toEqual(["/work", "/news"]);
  });

  it(`keeps at most ${MAX_IN_FLIGHT} in flight, and starts the next as one ends`, async () => {
    const { queue, run, started, finish, advance, settle } = setUp();
    queue.start();
    for (let n = 0; n < 12; n++) queue.ask(`/project/p${n}`, run(`/project/p${n}`));
    await advance(PRELOAD_DELAY_MS);
    expect(started).toHaveLength(MAX_IN_FLIGHT);
    finish.get("/project/p0")?.();
    await settle();
    expect(started).toHaveLength(MAX_IN_FLIGHT + 1);
    expect(started.at(-1)).toBe(`/project/p${MAX_IN_FLIGHT}`);
  });

  it("preloads an address once while it waits, runs or is fresh, and again once it is not", async () => {
    const { queue, run, started, finish, advance, settle } = setUp();
    queue.start();
    queue.ask("/work", run("/work"));
    queue.ask("/work", run("/work"));
    await advance(PRELOAD_DELAY_MS);
    queue.ask("/work", run("/work"));
    expect(started).toEqual(["/work"]);
    finish.get("/work")?.();
    await settle();
    queue.ask("/work", run("/work"));
    await advance(PRELOAD_DELAY_MS);
    expect(started).toEqual(["/work"]);
    await advance(FRESH_MS);
    queue.ask("/work", run("/work"));
    await advance(PRELOAD_DELAY_MS);
    expect(started).toEqual(["/work", "/work"]);
  });

  it("preloads nothing when the browser asks to save data", async () => {
    const { queue, run, started, advance } = setUp({ saveData: true, effectiveType: "4g" });
    queue.start();
    queue.ask("/work", run("/work"));
    await advance(PRELOAD_DELAY_MS * 10);
    expect(started).toEqual([]);
  });

  it("starts at once on slow-2g, as the spec has it", async () => {
    const { queue, run, started, advance } = setUp({ effectiveType: "slow-2g" });
    queue.start();
    queue.ask("/work", run("/work"));
    await advance(0);
    expect(started).toEqual(["/work"]);
  });

  it("a failure is a warning with the address, and the queue goes on", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { queue, run, started, finish, advance, settle } = setUp();
    queue.start();
    for (const href of ["/a", "/b", "/c", "/d", "/e"]) queue.ask(href, run(href));
    await advance(PRELOAD_DELAY_MS);
    finish.get("/a")?.(true);
    await settle();
    expect(warn).toHaveBeenCalledWith("Error preloading payload for /a", expect.any(Error));
    expect(started).toContain("/e");
  });

  it("an address's data and its page are two preloads, and their failures one warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { queue, run, started, finish, advance, settle } = setUp();
    queue.start();
    queue.ask("/a", run("/a"));
    await advance(PRELOAD_DELAY_MS);
    finish.get("/a")?.(true);
    await settle();
    // Pointed at after it came into view: its page is asked for under its own key, and runs.
    queue.ask("/a", run("page /a"), "page /a");
    await advance(PRELOAD_DELAY_MS);
    expect(started).toEqual(["/a", "page /a"]);
    finish.get("page /a")?.(true);
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("Error preloading payload for /a", expect.any(Error));
  });
});

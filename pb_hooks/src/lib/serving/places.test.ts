import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { placeToken, takePlace, waitForPlace } from "./places";

type Store = Parameters<typeof takePlace>[0];

/** The app's store as places use it (getOrSet, set), over a Map. */
function storeOf(kept = new Map<string, unknown>()): Store {
  return {
    getOrSet: (key: string, make: () => unknown) => {
      if (!kept.has(key)) kept.set(key, make());
      return kept.get(key);
    },
    set: (key: string, value: unknown) => void kept.set(key, value),
  } as unknown as Store;
}

describe("numbered places", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    // PocketBase's global sleep, as the clock moves.
    vi.stubGlobal("sleep", (ms: number) => vi.advanceTimersByTime(ms));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("are taken one per holder, up to their count", () => {
    const kept = new Map<string, unknown>();
    const store = storeOf(kept);
    expect(takePlace(store, "slot", 2, "a")).toBe("slot|0");
    expect(takePlace(store, "slot", 2, "a")).toBe("slot|0");
    expect(takePlace(store, "slot", 2, "b")).toBe("slot|1");
    expect(takePlace(store, "slot", 2, "c")).toBeUndefined();
    kept.delete("slot|0");
    expect(takePlace(store, "slot", 2, "c")).toBe("slot|0");
  });

  it("held past the reclaim time are taken over, and only then", () => {
    const store = storeOf();
    const first = placeToken(Date.now());
    expect(takePlace(store, "slot", 1, first, 30_000)).toBe("slot|0");
    vi.advanceTimersByTime(30_000);
    expect(takePlace(store, "slot", 1, placeToken(Date.now()), 30_000)).toBeUndefined();
    expect(takePlace(store, "slot", 1, "late", undefined)).toBeUndefined();
    vi.advanceTimersByTime(1);
    const second = placeToken(Date.now());
    expect(takePlace(store, "slot", 1, second, 30_000)).toBe("slot|0");
    expect(takePlace(store, "slot", 1, first, 30_000)).toBeUndefined();
  });

  it("are waited for until one frees, until the deadline, or until waiting is not needed", () => {
    let freeAt = Number.POSITIVE_INFINITY;
    const take = () => (Date.now() >= freeAt ? "slot|0" : undefined);
    const start = Date.now();
    expect(waitForPlace(take, start + 100, 25)).toBeUndefined();
    expect(Date.now() - start).toBe(100);
    freeAt = Date.now() + 60;
    expect(waitForPlace(take, Date.now() + 1000, 25)).toBe("slot|0");
    expect(Date.now()).toBe(freeAt + 15);
    freeAt = Number.POSITIVE_INFINITY;
    let looks = 0;
    expect(waitForPlace(take, Date.now() + 1000, 25, () => ++looks === 3)).toBeUndefined();
    expect(looks).toBe(3);
  });
});

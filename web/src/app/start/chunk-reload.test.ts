import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_WINDOW_MS, mayReload } from "./chunk-reload";

const memoryStore = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => values.set(key, value) };
};

describe("mayReload", () => {
  it("reloads a path once, not again within ten seconds, and again after", () => {
    const store = memoryStore();
    expect(mayReload(store, "/contact", 1_000)).toBe(true);
    expect(mayReload(store, "/contact", 1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(mayReload(store, "/contact", 1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it("counts each path on its own", () => {
    const store = memoryStore();
    expect(mayReload(store, "/contact", 1_000)).toBe(true);
    expect(mayReload(store, "/office", 1_500)).toBe(true);
    expect(mayReload(store, "/contact", 2_000)).toBe(false);
  });

  it("never reloads without a store, or with one that refuses", () => {
    expect(mayReload(undefined, "/contact", 1_000)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(mayReload(refusing, "/contact", 1_000)).toBe(false);
  });
});

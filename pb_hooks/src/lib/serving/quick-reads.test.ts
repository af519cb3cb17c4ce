import { describe, expect, it } from "vitest";
import {
  foundQuickSince,
  learnFromRender,
  learnFromSlot,
  QUICK_FOUND_UNDER_MS,
  QUICK_UNDER_MS,
  readsQuickly,
} from "./quick-reads";

type Store = Parameters<typeof readsQuickly>[0];

/** The app's store as the functions use it (get, set, remove), over a Map. */
function storeOf(): Store {
  const kept = new Map<string, unknown>();
  return {
    get: (key: string) => kept.get(key),
    set: (key: string, value: unknown) => void kept.set(key, value),
    remove: (key: string) => void kept.delete(key),
  } as unknown as Store;
}

const SHAPE = "projects?filter=language = ? && slug = ?&perPage=1&skipTotal=1#1";

describe("shapes known to read quickly", () => {
  it("are taught only by the server's render: a quick read in a slot does not teach a shape", () => {
    const store = storeOf();
    expect(readsQuickly(store, SHAPE, 1000)).toBe(false);
    learnFromSlot(store, SHAPE, 1000, 1001);
    expect(readsQuickly(store, SHAPE, 1100)).toBe(false);
    learnFromRender(store, SHAPE, QUICK_FOUND_UNDER_MS, 1000);
    expect(readsQuickly(store, SHAPE, 1100)).toBe(false);
    learnFromRender(store, SHAPE, QUICK_FOUND_UNDER_MS - 1, 1200);
    expect(readsQuickly(store, SHAPE, 1300)).toBe(true);
    expect(readsQuickly(store, `${SHAPE}x`, 1300)).toBe(false);
  });

  it("lost to a slow read in a slot, come back through a render only", () => {
    const store = storeOf();
    learnFromRender(store, SHAPE, 3, 0);
    learnFromSlot(store, SHAPE, 100, 100 + QUICK_UNDER_MS);
    expect(readsQuickly(store, SHAPE, 200)).toBe(false);
    learnFromSlot(store, SHAPE, 300, 301);
    expect(readsQuickly(store, SHAPE, 400)).toBe(false);
    learnFromRender(store, SHAPE, 3, 500);
    expect(readsQuickly(store, SHAPE, 600)).toBe(true);
  });

  it("send one read through a slot after a minute, and keep the others quick while it tests the shape", () => {
    const store = storeOf();
    learnFromRender(store, SHAPE, 5, 5);
    expect(readsQuickly(store, SHAPE, 59_000)).toBe(true);
    // The first read past the minute tests the shape; the next ones, meanwhile, stay quick.
    expect(readsQuickly(store, SHAPE, 61_000)).toBe(false);
    expect(readsQuickly(store, SHAPE, 61_001)).toBe(true);
    expect(foundQuickSince(store, SHAPE, 61_000)).toBe(false);
    // The test was slow: the shape is no longer quick.
    learnFromSlot(store, SHAPE, 61_500, 61_500 + 200);
    expect(readsQuickly(store, SHAPE, 61_800)).toBe(false);
  });

  it("are quick again when the read in the slot was, and say so to the reads waiting since", () => {
    const store = storeOf();
    learnFromRender(store, SHAPE, 5, 5);
    expect(readsQuickly(store, SHAPE, 70_000)).toBe(false);
    learnFromSlot(store, SHAPE, 70_100, 70_104);
    expect(foundQuickSince(store, SHAPE, 70_000)).toBe(true);
    expect(readsQuickly(store, SHAPE, 70_200)).toBe(true);
  });

  it("are not found quick by a render near the bar, and not lost by a read in a slot between the two bars", () => {
    const store = storeOf();
    learnFromRender(store, SHAPE, QUICK_FOUND_UNDER_MS, 0);
    expect(readsQuickly(store, SHAPE, 100)).toBe(false);
    learnFromRender(store, SHAPE, QUICK_FOUND_UNDER_MS - 1, 200);
    expect(readsQuickly(store, SHAPE, 300)).toBe(true);
    learnFromSlot(store, SHAPE, 400, 400 + QUICK_UNDER_MS - 1);
    expect(readsQuickly(store, SHAPE, 500)).toBe(true);
    learnFromSlot(store, SHAPE, 600, 600 + QUICK_UNDER_MS);
    expect(readsQuickly(store, SHAPE, 700)).toBe(false);
  });

  it("stay quick when a slow read in a slot ran beside the read that found them quick later", () => {
    const store = storeOf();
    learnFromSlot(store, SHAPE, 100, 2000);
    learnFromRender(store, SHAPE, 3, 1500);
    learnFromSlot(store, SHAPE, 1000, 1600);
    expect(readsQuickly(store, SHAPE, 1700)).toBe(true);
  });
});

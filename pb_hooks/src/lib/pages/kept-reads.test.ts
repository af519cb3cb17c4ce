import { describe, expect, it } from "vitest";
import { carryReads, keepRead, keptRead, READ_MAX_CHARS, READ_PLACES, type ReadStore, readKey, readPlaceAt } from "./kept-reads";

/** PocketBase's store, as the kept reads use it. */
function storeOf(): ReadStore & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get: (key) => values.get(key),
    set: (key, value) => values.set(key, value),
    setFunc: (key, fn) => values.set(key, fn(values.get(key))),
  };
}

const projects = readKey("projects", { filter: '(status = "published") && (language = "en")', perPage: 24, offset: 0 });
const offices = readKey("offices", { filter: 'language = "en"', perPage: 0, offset: 0 });
const items = [{ id: "a", title: "Harbour", expand: { services: [{ name: "Film" }] } }];

describe("a render's read, kept", () => {
  it("is read back at the version it was made at, as it was", () => {
    const store = storeOf();
    keepRead(store, projects, "v1", ["projects", "services"], items);
    expect(keptRead(store, projects, "v1")).toEqual(items);
  });

  it("is not read at another version, nor for another read in its place", () => {
    const store = storeOf();
    keepRead(store, projects, "v1", ["projects"], items);
    expect(keptRead(store, projects, "v2")).toBeUndefined();
    expect(keptRead(store, offices, "v1")).toBeUndefined();
    // Another read that falls in the same place takes it.
    const [line] = [...store.values.values()];
    for (let n = 0; n < READ_PLACES; n++) store.set(readPlaceAt(n), line);
    expect(keptRead(store, offices, "v1")).toBeUndefined();
  });

  it("is not kept past READ_MAX_CHARS of JSON, nor in more than READ_PLACES places", () => {
    const store = storeOf();
    keepRead(store, projects, "v1", ["projects"], [{ body: "x".repeat(READ_MAX_CHARS) }]);
    expect(keptRead(store, projects, "v1")).toBeUndefined();
    for (let n = 0; n < 1000; n++) keepRead(store, readKey("news", { offset: n * 12 }), "v1", ["news"], items);
    expect(store.values.size).toBeLessThanOrEqual(READ_PLACES);
  });
});

describe("a kept read over a save", () => {
  it("is carried to the new version when the saved record's collection is none of those it reaches", () => {
    const store = storeOf();
    keepRead(store, projects, "v1", ["projects", "services", "record_image_sizes"], items);
    keepRead(store, offices, "v1", ["offices"], items);
    expect(carryReads(store, "v1", "v2", "news")).toBe(2);
    expect(keptRead(store, projects, "v2")).toEqual(items);
    expect(keptRead(store, offices, "v2")).toEqual(items);
  });

  it("is read anew after a save of its own collection or of one its expands reach", () => {
    const store = storeOf();
    keepRead(store, projects, "v1", ["projects", "services"], items);
    keepRead(store, offices, "v1", ["offices"], items);
    expect(carryReads(store, "v1", "v2", "services")).toBe(1);
    expect(keptRead(store, projects, "v2")).toBeUndefined();
    expect(keptRead(store, offices, "v2")).toEqual(items);
    expect(carryReads(store, "v2", "v3", "offices")).toBe(0);
    expect(keptRead(store, offices, "v3")).toBeUndefined();
  });

  it("is carried only from the version the save replaced", () => {
    const store = storeOf();
    keepRead(store, offices, "v0", ["offices"], items);
    expect(carryReads(store, "v1", "v2", "news")).toBe(0);
    expect(keptRead(store, offices, "v2")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { countOne, hash, TABLE_SIZE, visitorOf } from "./visitor-counts";

const mapStore = () => {
  const map = new Map<string, unknown>();
  return { map, get: (key: string) => map.get(key), set: (key: string, value: unknown) => void map.set(key, value) };
};

describe("visitorOf", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s counts as %s", (ip, who) => expect(visitorOf(ip)).toBe(who));
});

describe("countOne", () => {
  it("counts per visitor and window", () => {
    const store = mapStore();
    expect(countOne(store, "pages", "a", 10_000, 0)).toBe(1);
    expect(countOne(store, "pages", "a", 10_000, 5_000)).toBe(2);
    expect(countOne(store, "pages", "b", 10_000, 5_000)).toBe(1);
    expect(countOne(store, "pages", "a", 10_000, 10_000)).toBe(1);
    expect(countOne(store, "log", "a", 10_000, 10_000)).toBe(1);
  });

  it("keeps visitors whose slots collide apart", () => {
    const store = mapStore();
    // Two visitors hashed to the same slot: found by trying until one collides.
    const first = "visitor-0";
    let second = "";
    for (let n = 1; second === ""; n++)
      if (hash(`visitor-${n}`) % TABLE_SIZE === hash(first) % TABLE_SIZE) second = `visitor-${n}`;
    expect(countOne(store, "pages", first, 1000, 0)).toBe(1);
    expect(countOne(store, "pages", second, 1000, 0)).toBe(1);
    expect(countOne(store, "pages", first, 1000, 0)).toBe(2);
    expect(countOne(store, "pages", second, 1000, 0)).toBe(2);
  });

  it("holds at most its table's size, however many visitors come", () => {
    const store = mapStore();
    let uncounted = 0;
    for (let n = 0; n < 100_000; n++)
      if (countOne(store, "pages", `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, 10_000, 0) === undefined) uncounted++;
    expect(store.map.size).toBeLessThanOrEqual(TABLE_SIZE);
    expect(uncounted).toBeGreaterThan(0);
  });
});

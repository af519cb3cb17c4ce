import { describe, expect, it } from "vitest";
import { entryKey, MAX_ENTRIES, type Positions, parsePositions, remember } from "./scroll-memory";

describe("scroll memory", () => {
  it("reads the router's key from history.state, and nothing else", () => {
    expect(entryKey({ __TSR_key: "abc", key: "abc" })).toBe("abc");
    expect(entryKey({ key: "def" })).toBe("def");
    expect(entryKey(null)).toBeUndefined();
    expect(entryKey({ __TSR_key: 4 })).toBeUndefined();
  });

  it("keeps the newest position per entry, and lets the oldest go past the bound", () => {
    const positions: Positions = new Map();
    for (let n = 0; n < MAX_ENTRIES + 5; n++) remember(positions, `k${n}`, n * 10.4);
    expect(positions.size).toBe(MAX_ENTRIES);
    expect(positions.has("k0")).toBe(false);
    remember(positions, "k5", -20);
    expect(positions.get("k5")).toBe(0);
    expect([...positions.keys()].at(-1)).toBe("k5");
  });

  it("reads what it stored, and anything else as nothing", () => {
    const positions: Positions = new Map([["a", 120]]);
    expect(parsePositions(JSON.stringify([...positions]))).toEqual(positions);
    for (const junk of [null, "", "{", '{"a":1}', '[["a","x"],[1,2],"b"]']) expect(parsePositions(junk).size).toBe(0);
    const flood = JSON.stringify(Array.from({ length: 10_000 }, (_, n) => [`k${n}`, n]));
    expect(parsePositions(flood).size).toBe(MAX_ENTRIES);
  });
});

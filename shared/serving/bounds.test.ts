import { describe, expect, it } from "vitest";
import { BOUNDS, type BoundName, readBound } from "./bounds";

describe("the bounds", () => {
  it.each(Object.entries(BOUNDS))("%s has its default within its range", (_, bound) => {
    expect(bound.default).toBeGreaterThanOrEqual(bound.min);
    expect(bound.default).toBeLessThanOrEqual(bound.max);
  });

  it("reads a setting, or its default, and stops at a typo", () => {
    const env = (values: Record<string, string>) => (name: string) => values[name] ?? "";
    expect(readBound("pageCacheMb", env({}))).toBe(32);
    expect(readBound("pageCacheMb", env({ PAGE_CACHE_MB: " 8 " }))).toBe(8);
    expect(readBound("pageCacheMb", env({ PAGE_CACHE_MB: "0" }))).toBe(0);
    for (const typo of ["32MB", "-1", "1.5", "99999"])
      expect(() => readBound("pageCacheMb", env({ PAGE_CACHE_MB: typo }))).toThrow(
        `PAGE_CACHE_MB must be a whole number from 0 to 4096 (MB), not "${typo}"`,
      );
    // A fixed bound reads no setting.
    expect(readBound("addressBytes" as BoundName, env({ addressBytes: "1" }))).toBe(8192);
  });
});

import { describe, expect, it } from "vitest";
import { countFrom, keptLine, placeOf, readLine, TOTAL_PLACES } from "./list-totals";

describe("countFrom", () => {
  const counted = (count: number, guess?: number) => {
    let lookups = 0;
    const found = countFrom((offset, limit) => {
      lookups++;
      expect(offset).toBeGreaterThanOrEqual(0);
      return Math.max(0, Math.min(limit, count - offset));
    }, guess);
    return { found, lookups };
  };

  it("finds every count from every guess", () => {
    for (let count = 0; count <= 70; count++)
      for (const guess of [undefined, 0, 1, 2, count - 1, count, count + 1, 33, 64, 200].filter((g) => g === undefined || g >= 0))
        expect(counted(count, guess).found, `count ${count}, guess ${guess}`).toBe(count);
  });

  it("confirms a right guess in one lookup and a near one in a few", () => {
    expect(counted(9043, 9043).lookups).toBe(1);
    // The first lookup's two rows say which way the guess is off: the gallop starts there, not with another lookup.
    expect(counted(9044, 9043).lookups).toBe(2);
    expect(counted(9042, 9043).lookups).toBe(3);
  });

  it("counts from nothing in about 2·log2(n) lookups", () => {
    const { found, lookups } = counted(9043);
    expect(found).toBe(9043);
    expect(lookups).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(9043)) + 2);
  });
});

describe("a kept total's line", () => {
  it("reads back for its own key only, marked current at its own version", () => {
    const line = keptLine("v2", 'news\nlanguage = "en"', 9043);
    expect(readLine(line, "v2", 'news\nlanguage = "en"')).toEqual({ total: 9043, current: true });
    expect(readLine(line, "v3", 'news\nlanguage = "en"')).toEqual({ total: 9043, current: false });
    expect(readLine(line, "v2", 'news\nlanguage = "pt"')).toBeUndefined();
    expect(readLine(undefined, "v2", "news")).toBeUndefined();
    expect(readLine("v2\nnews\nnot a number", "v2", "news")).toBeUndefined();
  });

  it("has one of TOTAL_PLACES places", () => {
    const places = new Set(Array.from({ length: 2000 }, (_, n) => placeOf(`news\nfilter ${n}`)));
    expect(places.size).toBe(TOTAL_PLACES);
  });
});

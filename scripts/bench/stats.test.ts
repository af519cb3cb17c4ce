import { describe, expect, it } from "vitest";
import { median } from "./stats";

describe("median", () => {
  it("takes the middle of an odd count, whatever the order", () => {
    expect(median([3200, 900, 1500])).toBe(1500);
  });

  it("takes the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("leaves out runs that produced no value, and says NaN when none did", () => {
    expect(median([Number.NaN, 7, 5])).toBe(6);
    expect(median([])).toBeNaN();
  });
});

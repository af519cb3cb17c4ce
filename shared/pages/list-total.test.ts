import { describe, expect, it } from "vitest";
import { TOTAL_IN_HEADER, TOTAL_PARAM, wantsTotal, withTotalFrom, withTotalInHeader } from "./list-total";

describe("a list's total told in a header", () => {
  it("is asked for by a read that wants a total, and not by one that skips it", () => {
    expect(withTotalInHeader({ filter: 'language = "en"' })).toEqual({
      filter: 'language = "en"',
      skipTotal: true,
      [TOTAL_PARAM]: TOTAL_IN_HEADER,
    });
    expect(withTotalInHeader(undefined)).toEqual({ skipTotal: true, [TOTAL_PARAM]: TOTAL_IN_HEADER });
    expect(withTotalInHeader({ skipTotal: true, sort: "-published_at" })).toEqual({ skipTotal: true, sort: "-published_at" });
    expect(wantsTotal(withTotalInHeader({}))).toBe(true);
    expect(wantsTotal(undefined)).toBe(true);
    expect(wantsTotal({ skipTotal: true })).toBe(false);
  });

  it("fills a body PocketBase did not count, its pages as PocketBase works them out", () => {
    const body = { page: 2, perPage: 12, totalItems: -1, totalPages: -1, items: [] };
    expect(withTotalFrom(body, "25")).toEqual({ ...body, totalItems: 25, totalPages: 3 });
    expect(withTotalFrom(body, "0")).toEqual({ ...body, totalItems: 0, totalPages: 0 });
    expect(withTotalFrom({ ...body, perPage: 0 }, "7")).toMatchObject({ totalItems: 7, totalPages: 1 });
  });

  it("leaves a counted body, a missing or garbled header, and anything not a list as they are", () => {
    const counted = { page: 1, perPage: 12, totalItems: 4, totalPages: 1, items: [] };
    expect(withTotalFrom(counted, "99")).toBe(counted);
    const skipped = { page: 1, perPage: 12, totalItems: -1, totalPages: -1, items: [] };
    expect(withTotalFrom(skipped, null)).toBe(skipped);
    expect(withTotalFrom(skipped, "-3")).toBe(skipped);
    expect(withTotalFrom(skipped, "12abc")).toBe(skipped);
    expect(withTotalFrom(null, "3")).toBeNull();
    expect(withTotalFrom("text", "3")).toBe("text");
  });
});

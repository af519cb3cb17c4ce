import { describe, expect, it } from "vitest";
import { type PageLink, pageLinks } from "./pagination";

const written = (links: PageLink[]) => links.map((l) => ("page" in l ? String(l.page) : `${l.gap.from}-${l.gap.to}`)).join(" ");

describe("pageLinks", () => {
  it("lists every page of a short list", () => {
    expect(written(pageLinks(1, 1))).toBe("1");
    expect(written(pageLinks(2, 5))).toBe("1 2 3 4 5");
  });

  it("shows the first, the last and the current page's neighbours of a long list, with gaps between", () => {
    expect(written(pageLinks(100, 171))).toBe("1 2-98 99 100 101 102-170 171");
    expect(written(pageLinks(1, 171))).toBe("1 2 3-170 171");
    expect(written(pageLinks(171, 171))).toBe("1 2-169 170 171");
  });

  it("shows a page rather than a gap that would stand for it alone", () => {
    expect(written(pageLinks(4, 9))).toBe("1 2 3 4 5 6-8 9");
    expect(written(pageLinks(3, 9))).toBe("1 2 3 4 5-8 9");
  });

  it("never shows more than seven entries", () => {
    for (let last = 1; last <= 40; last++)
      for (let current = 1; current <= last; current++) expect(pageLinks(current, last).length).toBeLessThanOrEqual(7);
  });

  it("shows no pages when the list has none", () => {
    expect(pageLinks(1, 0)).toEqual([{ page: 1 }]);
  });
});

import { describe, expect, it } from "vitest";
import { IMAGE_SIZES, sizesFor } from "./grid-sizes";

describe("sizesFor", () => {
  it("writes one condition where each linear piece begins, widest first, ending with the unconditional narrowest", () => {
    expect(sizesFor((viewport) => (viewport >= 1000 ? { perViewport: 0, px: 900 } : { perViewport: 0.5, px: 10 }))).toBe(
      "(min-width: 1000px) 900px, calc(50vw + 10px)",
    );
  });

  it("finds pieces that begin a pixel apart, and one at the widest width", () => {
    const steps = [700, 701, 733, 2880];
    const layout = (viewport: number) => ({ perViewport: 0, px: steps.filter((step) => viewport >= step).length });
    expect(sizesFor(layout)).toBe(
      "(min-width: 2880px) 4px, (min-width: 733px) 3px, (min-width: 701px) 2px, (min-width: 700px) 1px, 0px",
    );
  });

  it("writes neighbouring pieces that read the same in CSS as one", () => {
    expect(sizesFor((viewport) => ({ perViewport: 0, px: viewport >= 500 ? 100.01 : 100 }))).toBe("100px");
  });
});

describe("IMAGE_SIZES", () => {
  it("follows the container: 100vw less the gutters, capped by the page's 90rem", () => {
    expect(IMAGE_SIZES.cover).toBe("(min-width: 1440px) 1376px, (min-width: 1121px) calc(100vw - 64px), calc(96vw - 19.2px)");
  });

  it("lets an auto-fit grid's few cards grow to fill the row", () => {
    expect(IMAGE_SIZES.newsCard(1)).toBe(IMAGE_SIZES.cover);
    expect(IMAGE_SIZES.featuredCard(4)).toBe(
      "(min-width: 1440px) 672px, (min-width: 1121px) calc(50vw - 48px), (min-width: 984px) calc(47vw - 14.4px), calc(96vw - 19.2px)",
    );
  });
});

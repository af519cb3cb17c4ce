import { describe, expect, it } from "vitest";
import { HASHED_ASSET_CACHE, isUnknownApiPath, REVALIDATE, staticDecision } from "./static-files";

describe("staticDecision", () => {
  it.each([
    ["/", { indexFallback: true, cacheControl: REVALIDATE }],
    ["/work", { indexFallback: true, cacheControl: REVALIDATE }],
    ["/news/some-article", { indexFallback: true, cacheControl: REVALIDATE }],
    ["/assets/index-B1x2y3.js", { indexFallback: false, cacheControl: HASHED_ASSET_CACHE }],
    ["/assets/missing", { indexFallback: false, cacheControl: HASHED_ASSET_CACHE }],
    ["/favicon.ico", { indexFallback: false, cacheControl: REVALIDATE }],
    ["/index.html", { indexFallback: false, cacheControl: REVALIDATE }],
  ])("%s", (path, expected) => {
    expect(staticDecision(path)).toEqual(expected);
  });
});

describe("isUnknownApiPath", () => {
  it.each([
    ["/api", true],
    ["/api/nothing-here", true],
    ["/apiary", false],
    ["/", false],
  ])("%s → %s", (path, expected) => {
    expect(isUnknownApiPath(path)).toBe(expected);
  });
});

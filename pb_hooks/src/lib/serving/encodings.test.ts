import { describe, expect, it } from "vitest";
import { acceptsGzip, compressibleType, gzipsOnTheFly, preferredEncoding } from "./encodings";

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["BR;Q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=0.8, gzip;q=0.8", "br"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["gzip;q=0, br;q=0", null],
    ["*;q=0", null],
    ["identity", null],
    ["deflate", null],
    ["", null],
    [undefined, null],
  ])("%s → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("compressibleType", () => {
  it.each([
    ["/assets/index-abc.js", "text/javascript; charset=utf-8"],
    ["/index.html", "text/html; charset=utf-8"],
    ["/favicon.svg", "image/svg+xml"],
    ["/assets/photo.jpg", undefined],
    ["/assets/inter.woff2", undefined],
    ["/news/an-article", undefined],
    ["/.js", undefined],
  ])("%s → %s", (path, expected) => {
    expect(compressibleType(path)).toBe(expected);
  });
});

describe("gzipsOnTheFly", () => {
  it.each([
    ["/api/collections/news/records", true],
    ["/api/realtime", false],
    ["/api/files/projects/abc/cover.jpg", false],
    ["/api/backups/pb_backup.zip", false],
    ["/assets/index.js", false],
    ["/favicon.svg", false],
    ["/news/some-article", true],
    ["/", true],
    ["/work/_payload.json", true],
    ["/_/", false],
  ])("%s → %s", (path, expected) => {
    expect(gzipsOnTheFly(path)).toBe(expected);
  });
});

describe("acceptsGzip", () => {
  it.each([
    ["gzip, br", true],
    ["br", false],
    ["gzip;q=0, br", false],
    ["*", true],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

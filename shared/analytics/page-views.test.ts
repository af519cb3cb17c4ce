import { describe, expect, it } from "vitest";
import { declinesTracking, isPreviewAddress, referrerHost } from "./page-views";

describe("declinesTracking", () => {
  it.each([
    ["1", null, true],
    [null, "1", true],
    [undefined, true, true],
    ["0", "0", false],
    ["", "", false],
    [null, undefined, false],
    ["unspecified", false, false],
    [["0", "1"], [], true],
    ["0, 1", undefined, true],
    [["0"], ["0"], false],
    ["10", "01", false],
  ])("DNT %j, GPC %j → %s", (dnt, gpc, declines) => {
    expect(declinesTracking(dnt, gpc)).toBe(declines);
  });
});

describe("isPreviewAddress", () => {
  it.each([
    ["https://example.com/news/a?preview=abc", true],
    ["/news/a?utm_source=x&preview=abc#top", true],
    ["/news/a?preview", true],
    ["/news/a?previewed=1", false],
    ["/news/preview", false],
    ["/news/a?q=preview", false],
  ])("%s → %s", (address, preview) => {
    expect(isPreviewAddress(address)).toBe(preview);
  });
});

describe("referrerHost", () => {
  it.each([
    ["https://www.Google.com/search?q=meridian", "google.com"],
    ["http://news.example.co.uk:8080/a/b#c", "news.example.co.uk"],
    ["https://user:secret@example.org/", "example.org"],
    ["https://example.org.", "example.org"],
    ["android-app://com.slack/", ""],
    ["javascript:alert(1)", ""],
    ["https://[::1]/", ""],
    ["https://ex ample.org/", ""],
    ["not an address", ""],
    ["", ""],
  ])("%j → %j", (address, host) => {
    expect(referrerHost(address)).toBe(host);
  });
});

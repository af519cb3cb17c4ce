import { describe, expect, it } from "vitest";
import { isAllowedRichTextUrl, RICH_TEXT_URL, richTextAttribute, richTextLinkRel, srcsetUrls } from "./rich-text-policy";

describe("isAllowedRichTextUrl", () => {
  it.each([
    ["https://example.com", true],
    ["HTTP://example.com", true],
    ["mailto:a@b.c", true],
    ["tel:+351", true],
    ["/work", true],
    ["work/x.html", true],
    ["#top", true],
    ["?page=2", true],
    ["//cdn.example.com/x", true],
    ["javascript:alert(1)", false],
    [" java\tscript:alert(1)", false],
    ["\u0001javascript:alert(1)", false],
    ["vbscript:x", false],
    ["data:text/html,x", false],
    ["ftp://example.com", false],
  ])("%j → %s", (url, allowed) => {
    expect(isAllowedRichTextUrl(url)).toBe(allowed);
  });

  it("gives RICH_TEXT_URL's verdict (DOMPurify's pattern) on every URL, read without its lookahead", () => {
    const urls = [
      ...[
        "http",
        "https",
        "HTTPS",
        "mailto",
        "tel",
        "ftp",
        "javascript",
        "JaVaScRiPt",
        "data",
        "a",
        "a1+.-",
        "1a",
        "+a",
        "-",
      ].flatMap((scheme) => [`${scheme}:`, `${scheme}:x`, `${scheme}://x/y?z#w`, `${scheme}:x:y`, `x${scheme}:`]),
      "",
      ":",
      "::",
      "a b:c",
      "https",
      "https//x",
      "/a:b",
      "?a:b",
      "#a:b",
      "\u0000https:x",
      " \t\njavascript:x",
      "\u00a0javascript:x",
      "java\u2028script:x",
      "https\ufeff:x",
      "ht tp:x",
      "é:x",
    ];
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a browser ignores in a URL (URL_IGNORED)
    const ignored = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000\uFEFF]/g;
    for (const url of urls)
      expect(isAllowedRichTextUrl(url), JSON.stringify(url)).toBe(RICH_TEXT_URL.test(url.replace(ignored, "")));
  });
});

describe("srcsetUrls", () => {
  it.each([
    ["a.jpg", ["a.jpg"]],
    ["a.jpg 1x, b.jpg 2x", ["a.jpg", "b.jpg"]],
    ["a.jpg 800w,b.jpg 1600w", ["a.jpg", "b.jpg"]],
    // As browsers read it: a comma inside a run of non-spaces belongs to the URL.
    ["a.jpg,b.jpg 2x", ["a.jpg,b.jpg"]],
    ["a.jpg, b.jpg 2x", ["a.jpg", "b.jpg"]],
    ["/x?w=1,2 1x, javascript:alert(1) 2x", ["/x?w=1,2", "javascript:alert(1)"]],
    ["  ", []],
  ])("%j → %j", (srcset, urls) => {
    expect(srcsetUrls(srcset)).toEqual(urls);
  });
});

describe("richTextAttribute", () => {
  it.each([
    ["a", "href", "/work", "/work"],
    ["a", "href", "javascript:x", undefined],
    ["a", "target", "_BLANK", "_blank"],
    ["a", "target", "_top", undefined],
    ["a", "onclick", "x", undefined],
    ["p", "style", "color:red", undefined],
    ["p", "class", "sr-only", undefined],
    // Ids and names under the prefix: none becomes a global the page reads, nor collides with the page's own ids.
    ["p", "id", "app", "user-content-app"],
    ["h2", "id", " approach ", "user-content-approach"],
    ["h2", "id", "user-content-approach", "user-content-approach"],
    ["h2", "id", "two words", undefined],
    ["h2", "id", "  ", undefined],
    ["a", "name", "location", "user-content-location"],
    ["img", "name", "x", undefined],
    ["p", "name", "x", undefined],
    // In-page links follow their targets; the top of the page stays the top.
    ["a", "href", "#approach", "#user-content-approach"],
    ["a", "href", "#user-content-approach", "#user-content-approach"],
    ["a", "href", "#", "#"],
    ["a", "href", "#top", "#top"],
    ["a", "href", "/news/x#approach", "/news/x#approach"],
    ["p", "href", "/work", undefined],
    ["h2", "title", "t", "t"],
    ["img", "width", " 800 ", "800"],
    ["img", "width", "100%", undefined],
    ["img", "srcset", "a.jpg 1x, data:x 2x", undefined],
    ["td", "colspan", "2", "2"],
  ])("%s[%s=%j] → %j", (tag, name, value, kept) => {
    expect(richTextAttribute(tag, name, value)).toBe(kept);
  });
});

it("gives only a new-tab link a rel", () => {
  expect(richTextLinkRel("_blank")).toBe("noopener noreferrer");
  expect(richTextLinkRel(undefined)).toBeUndefined();
});

import { describe, expect, it } from "vitest";
import { isSocialLinkUrl, socialLinkHref, socialLinksProblem } from "./social-links";

describe("social links", () => {
  it.each([
    "https://www.instagram.com/meridian",
    "HTTPS://www.linkedin.com/company/meridian",
    "http://example.com",
    "https://example.com?x=1",
    "https://example.com#top",
    "mailto:hello@meridian.example",
    "MAILTO:hello@meridian.example?subject=Hi",
  ])("take %s", (url) => {
    expect(isSocialLinkUrl(url)).toBe(true);
    expect(socialLinkHref(url)).toBe(url);
  });

  it.each([
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " https://example.com",
    "java\tscript:alert(1)",
    "https://exa\u0000mple.com",
    "https://example.com/\u2028",
    "tel:+351210000000",
    "//evil.example",
    "/relative",
    "instagram.com/meridian",
    "https://",
    "https:example.com",
    "https://instagram.com@evil.example/",
    "https:\\\\evil.example",
    "mailto:",
    "",
  ])("refuse %j, and the footers draw it without an address", (url) => {
    expect(isSocialLinkUrl(url)).toBe(false);
    expect(socialLinkHref(url)).toBeUndefined();
  });

  it.each([
    [null, undefined],
    [[], undefined],
    [[{ label: "Instagram", url: "https://instagram.com/x" }], undefined],
    [{ label: "x", url: "https://x.example" }, 'Social links are a list, e.g. [{"label": "Instagram", "url": "https://…"}].'],
    [
      [{ url: "https://x.example" }],
      'Each social link needs a label and an address, e.g. {"label": "Instagram", "url": "https://…"}.',
    ],
    [
      [{ label: "  ", url: "https://x.example" }],
      'Each social link needs a label and an address, e.g. {"label": "Instagram", "url": "https://…"}.',
    ],
    [["https://x.example"], 'Each social link needs a label and an address, e.g. {"label": "Instagram", "url": "https://…"}.'],
    [[{ label: "Vimeo" }], '“Vimeo” needs an address, e.g. {"label": "Instagram", "url": "https://…"}.'],
    [
      [
        { label: "Instagram", url: "https://instagram.com/x" },
        { label: "Bad", url: "data:text/html,x" },
      ],
      "“Bad” needs a full web or mail address, starting with https://, http:// or mailto:.",
    ],
  ])("%j → %j", (value, problem) => {
    expect(socialLinksProblem(value)).toBe(problem);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps editorial markup", () => {
    const html = '<h2>Outcome</h2><p>A <strong>big</strong> <a href="/work">win</a>.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ["<p>hi</p><script>alert(1)</script>", "<p>hi</p>"],
    ['<img src="x.jpg" onerror="alert(1)">', '<img src="x.jpg">'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,hi">x</a>', "<a>x</a>"],
    ['<iframe src="https://example.com"></iframe><p>after</p>', "<p>after</p>"],
    ['<p style="position:fixed">styled</p>', "<p>styled</p>"],
  ])("defuses %s", (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it("stops a new tab from reaching back", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps mail and phone links", () => {
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a><a href="tel:+351">t</a>')).toBe(
      '<a href="mailto:a@b.c">m</a><a href="tel:+351">t</a>',
    );
  });
});

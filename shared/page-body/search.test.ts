import { describe, expect, it } from "vitest";
import { hereOf } from "./links";
import { hitTarget, markedHtml, searchOutcome } from "./search";
import { HOSTILE, searchResults } from "./test-views";

const here = hereOf("/search?q=brand", "https://example.com/search");

describe("snippets and titles: matched words in <mark>, every piece escaped", () => {
  it("marks every second piece", () => {
    expect(markedHtml(["…what a ", "brand", " says"])).toBe("…what a <mark>brand</mark> says");
  });

  it("escapes what an editor wrote, in and out of a mark: no markup from the index reaches the page", () => {
    const html = markedHtml([HOSTILE, HOSTILE, `<mark>`]);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("</title>");
    expect(html.match(/<mark>/g)).toHaveLength(1);
    expect(html).toBe(
      `&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&lt;/title&gt;&lt;/script&gt;<mark>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&lt;/title&gt;&lt;/script&gt;</mark>&lt;mark&gt;`,
    );
  });
});

describe("searchOutcome", () => {
  it("lists each result with its kind, its link, the marked title and snippet", () => {
    const html = searchOutcome(here, { kind: "search", query: "brand" }, searchResults, 2);
    expect(html).toContain(`<p class="search-summary" role="status">3 results for “brand”</p>`);
    expect(html).toContain(
      `<li class="search-result"><p class="eyebrow">Service</p><h2 class="search-result-title"><a href="/work?service=branding"><mark>Brand</mark>ing</a></h2>`,
    );
    expect(html).toContain(
      `<p class="eyebrow">Article · <time datetime="2026-03-12T09:00:00.000Z">12 March 2026</time></p>` +
        `<h2 class="search-result-title"><a href="/news/article-2">A <mark>brand</mark> is a promise</a></h2>` +
        `<p class="search-result-snippet">…what a <mark>brand</mark> says, and what the <mark>brand</mark>’s people do…</p>`,
    );
    expect(html).toContain(`<a href="/project/project-1">Project 1</a>`);
  });

  it("says what to do when nothing is asked, nothing matched, the query is refused or the search failed", () => {
    expect(searchOutcome(here, { kind: "blank" }, undefined, 2)).toContain("Type a word or two");
    const nothing = searchOutcome(here, { kind: "search", query: "zebra" }, { query: "zebra", hits: [], more: false }, 2);
    expect(nothing).toContain("No results for “zebra”");
    expect(nothing).toContain(`<a href="/work">our work</a>`);
    expect(searchOutcome(here, { kind: "problem", problem: "Too long.", query: "x" }, undefined, 2)).toBe(
      `<p class="notice error" role="alert">Too long.</p>`,
    );
    expect(searchOutcome(here, { kind: "search", query: "x" }, undefined, 2)).toContain("Search is not available right now.");
  });

  it("leads each kind to its page", () => {
    expect(hitTarget({ kind: "project", slug: "p" })).toEqual({ to: "/project/p" });
    expect(hitTarget({ kind: "article", slug: "a" })).toEqual({ to: "/news/a" });
    expect(hitTarget({ kind: "service", slug: "s" })).toEqual({ to: "/work", search: { service: "s" } });
  });
});

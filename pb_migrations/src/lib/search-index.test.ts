import { describe, expect, it } from "vitest";
import { BOUNDS } from "../../../shared/serving/bounds";
import { plainText, searchEntry, searchedPart } from "./search-index";

describe("plainText: the words of an editor's HTML", () => {
  it.each([
    ["<p>One <strong>brand</strong>,<br>two&nbsp;words</p>", "One brand , two words"],
    ["<p>Tea &amp; coffee</p><p>&lt;b&gt; is not bold &#169; &#x2014; &eacute;</p>", "Tea & coffee <b> is not bold © — &eacute;"],
    ["<script>alert('no')</script><style>p{}</style>kept<!-- a comment -->", "kept"],
    ["a\u0000b\u0085c \ue000d\ue001", "a b c d"],
    ["<p>\n  spread \t out  </p>", "spread out"],
    ["&#0; &#1114112; &#xFFFFFFFF;", ""],
  ])("%j → %j", (html, text) => {
    expect(plainText(html)).toBe(text);
  });

  // A result's snippet read "Our approach We design…": the heading run into the text after it.
  it.each([
    ["<h2>Our approach</h2><p>We design.</p>", "Our approach — We design."],
    ["<h2>Why <em>us</em>?</h2><p>Because.</p>", "Why us ? Because."],
    ["<h3>“Done.”</h3><p>Said she.</p>", "“Done.” Said she."],
    ["<h2>One</h2><h3>Two</h3><ul><li>three</li></ul>", "One — Two — three"],
    ["<p>Text, then a last heading.</p><h2>The end</h2>", "Text, then a last heading. The end"],
    ["<H2 >Loud</H2 ><p>quiet</p>", "Loud — quiet"],
  ])("a heading set apart from what follows: %j → %j", (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe("searchedPart: the part of a body whose words are indexed", () => {
  it.each([
    ["<p>short</p>", 20, "<p>short</p>"],
    ["<p>one</p><p>two</p>", 15, "<p>one</p><p>tw"],
    ["<p>one</p><a href=x>two</a>", 14, "<p>one</p>"],
    ["<p>a long paragraph of words</p>", 12, "<p>a long pa"],
    ["no tags at all here", 7, "no tags"],
  ])("%j cut at %i → %j", (html, bound, part) => {
    expect(searchedPart(html, bound)).toBe(part);
  });

  it("a body past the bound: its first words are found, the ones past it are not, and the page's author still is", () => {
    const paragraph = "<p>Words of the long article, and more of them.</p>";
    const body = `<p>beginning</p>${paragraph.repeat(Math.ceil(BOUNDS.searchedBodyChars.default / paragraph.length))}<p>farpastthebound</p>`;
    const entry = searchEntry(record("news", { body, author_name: "Ana", title: "T" }));
    expect(entry.body.startsWith("beginning Words")).toBe(true);
    expect(entry.body).not.toContain("farpastthebound");
    expect(entry.body.endsWith(" Ana")).toBe(true);
    expect(entry.body.length).toBeLessThanOrEqual(BOUNDS.searchedBodyChars.default);
  });
});

const record = (collection: string, fields: Record<string, string>) => ({
  collection,
  id: "rec000000000001",
  get: (field: string) => fields[field] ?? "",
});

describe("searchEntry: one record's row", () => {
  it("an article: title, tags as keywords, then excerpt, body and author, with its status and publish time", () => {
    expect(
      searchEntry(
        record("news", {
          slug: "a",
          status: "draft",
          published_at: "",
          title: "Why <canvas> matters",
          tags: "design, culture",
          excerpt: "The excerpt.",
          body: "<p>The body.</p>",
          author_name: "Ana",
        }),
      ),
    ).toEqual({
      collection: "news",
      record: "rec000000000001",
      slug: "a",
      status: "draft",
      published_at: "",
      title: "Why <canvas> matters",
      keywords: "design, culture",
      body: "The excerpt. The body. Ana",
    });
  });

  it("a project: its client as keywords, summary then body", () => {
    expect(
      searchEntry(
        record("projects", {
          slug: "p",
          status: "published",
          published_at: "2026-01-01 00:00:00.000Z",
          title: "P",
          client: "Northwind",
          summary: "Sum.",
          body: "",
        }),
      ),
    ).toMatchObject({ keywords: "Northwind", body: "Sum.", status: "published", published_at: "2026-01-01 00:00:00.000Z" });
  });

  it("a service: published since its creation (visitors see every service), its name as the title", () => {
    expect(
      searchEntry(record("services", { slug: "s", name: "Branding", summary: "Names.", created: "2026-01-01 00:00:00.000Z" })),
    ).toMatchObject({
      status: "published",
      published_at: "2026-01-01 00:00:00.000Z",
      title: "Branding",
      keywords: "",
      body: "Names.",
    });
  });
});

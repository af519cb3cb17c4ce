import { describe, expect, it } from "vitest";
import { plainText, searchEntry } from "./search-index";

describe("plainText: the words of an editor's HTML", () => {
  it.each([
    ["<p>One <strong>brand</strong>,<br>two&nbsp;words</p>", "One brand , two words"],
    [
      "<h2>Tea &amp; coffee</h2><p>&lt;b&gt; is not bold &#169; &#x2014; &eacute;</p>",
      "Tea & coffee <b> is not bold © — &eacute;",
    ],
    ["<script>alert('no')</script><style>p{}</style>kept<!-- a comment -->", "kept"],
    ["a\u0000b\u0085c \ue000d\ue001", "a b c d"],
    ["<p>\n  spread \t out  </p>", "spread out"],
    ["&#0; &#1114112; &#xFFFFFFFF;", ""],
  ])("%j → %j", (html, text) => {
    expect(plainText(html)).toBe(text);
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

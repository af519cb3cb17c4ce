import type { AnyRouteMatch } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { headTags } from "./head-content";

const match = (fields: Partial<AnyRouteMatch>) => ({ status: "success", ...fields }) as AnyRouteMatch;

describe("headTags", () => {
  it("takes the deepest title (first, as the router puts it), one meta per name or property (the deepest wins), then links and head scripts", () => {
    const root = match({
      meta: [{ title: "Root" }, { name: "description", content: "root" }, { property: "og:type", content: "website" }],
      links: [{ rel: "icon", href: "/favicon.svg" }],
    });
    const page = match({
      meta: [{ title: "An article" }, { name: "description", content: "the article" }],
      links: [{ rel: "canonical", href: "https://studio.example/news/a" }],
      headScripts: [{ type: "application/ld+json", children: '{"@type":"Article"}' }],
    });
    expect(headTags([root, page])).toEqual([
      { tag: "title", children: "An article" },
      { tag: "meta", attrs: { property: "og:type", content: "website" } },
      { tag: "meta", attrs: { name: "description", content: "the article" } },
      { tag: "link", attrs: { rel: "icon", href: "/favicon.svg" } },
      { tag: "link", attrs: { rel: "canonical", href: "https://studio.example/news/a" } },
      { tag: "script", attrs: { type: "application/ld+json" }, children: '{"@type":"Article"}' },
    ]);
  });

  it("stops at the first route not yet loaded or not found, and names a tag twice only once", () => {
    const root = match({
      meta: [{ title: "Root" }],
      links: [
        { rel: "icon", href: "/a" },
        { rel: "icon", href: "/a" },
      ],
    });
    const missing = match({ status: "notFound", meta: [{ title: "Not found" }] });
    const after = match({ meta: [{ title: "Never shown" }] });
    expect(headTags([root, missing, after])).toEqual([
      { tag: "title", children: "Not found" },
      { tag: "link", attrs: { rel: "icon", href: "/a" } },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { sizesRelation, withImageSizes } from "./images/sizes-read";
import { queryKeys } from "./pages/view";
import { collections as schema } from "./schema/index";
import { KEPT_APART } from "./schema/kept-apart";
import { COLLECTIONS, type CollectionDeclaration, having, PAGES } from "./site-registry";

// The registry's flags say what a collection's fields are; the schema declares the fields. Each flag is held to them,
// so a flag set without its fields (or fields added without the flag) fails here, not in a hook at run time.
const declared = Object.entries(COLLECTIONS) as [string, CollectionDeclaration][];
const fieldsOf = (name: string) => {
  const found = schema.find((collection) => collection.name === name);
  if (!found) throw new Error(`${name} is in shared/site-registry.ts but no declaration in shared/schema has it`);
  // The values kept apart from a record, off the editors' form (shared/schema/kept-apart.ts), are its own through the
  // relation named for its collection.
  const keptApart = KEPT_APART.filter((kept) => kept.fields.some((field) => field.type === "relation" && field.name === name));
  const kept = keptApart.flatMap((kept) => kept.fields.filter((field) => field.type !== "relation").map((field) => field.name));
  return new Set<string>([...found.fields.map((field) => field.name), ...kept]);
};

describe("the registry's collections and the schema", () => {
  it.each(declared)("%s is declared in the schema", (name) => expect(() => fieldsOf(name)).not.toThrow());

  const facts: [keyof CollectionDeclaration, string[]][] = [
    ["scheduled", ["status", "published_at", "unpublish_at"]],
    ["slug", ["slug"]],
    ["preview", ["preview_url", "preview_token"]],
    ["images", ["image_sizes"]],
    ["inLanguage", ["language"]],
  ];
  it.each(facts)("`%s` is set exactly on the collections with the fields %j", (flag, fields) => {
    const withFields = declared.filter(([name]) => fields.every((field) => fieldsOf(name).has(field))).map(([name]) => name);
    const flagged = declared.filter(([, collection]) => collection[flag]).map(([name]) => name);
    expect(flagged).toEqual(withFields);
  });

  it("the reads that bring images' sizes along know every collection flagged `images`, and only those", () => {
    const sized = declared
      .filter(([name]) => withImageSizes(name, { expand: "" })?.expand === sizesRelation(name))
      .map(([name]) => name);
    expect(sized).toEqual(having((c) => c.images));
  });

  it("a collection of a language's words is in languages and translates nothing itself", () => {
    const words = declared.filter(([, collection]) => collection.words);
    expect(words.map(([name]) => name)).toEqual(["site_translations", "office_translations"]);
    for (const [name, collection] of words) {
      expect(collection.inLanguage, name).toBe(true);
      expect(fieldsOf(name).has("translation_of"), name).toBe(false);
    }
  });

  it("a collection with a page per record has a slug, and one in the feed has pages", () => {
    for (const [name, collection] of declared) {
      if (collection.page) expect(collection.slug, name).toBe(true);
      if (collection.feed) expect(collection.page, name).toBeDefined();
    }
  });

  it("every root a collection refreshes is a collection's name, which the app's keys of its records begin with", () => {
    const collections = declared.map(([name]) => name as string);
    for (const [name, collection] of declared)
      for (const refreshed of collection.refreshes) {
        expect(collections, name).toContain(refreshed);
        expect(queryKeys.records(refreshed)[0]).toBe(refreshed);
      }
    // The app's own keys of a collection's records begin with its name.
    for (const [name, key] of Object.entries({
      site: queryKeys.site(),
      offices: queryKeys.offices(),
      services: queryKeys.services(),
      projects: queryKeys.project("x"),
      news: queryKeys.article("x"),
    }))
      expect(key[0], name).toBe(name);
  });
});

describe("the registry's pages", () => {
  it("names each path and each content kind once", () => {
    const kinds = [...PAGES.map((page) => page.kind), ...declared.flatMap(([, c]) => (c.page ? [c.page.kind] : []))];
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  });

  it("lists only collections it declares, and puts noindex pages out of the sitemap", () => {
    for (const page of PAGES) {
      for (const listed of page.lists) expect(Object.keys(COLLECTIONS), page.path).toContain(listed);
      if ("noindex" in page && page.noindex) expect(page.sitemap, page.path).toBe(false);
    }
  });
});

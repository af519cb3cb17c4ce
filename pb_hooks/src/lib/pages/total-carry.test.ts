import { describe, expect, it } from "vitest";
import { keptLine, placeOf, totalKey } from "./list-totals";
import { carryTotals, fieldsRead, type Saved, totalStays } from "./total-carry";

const RULE = 'status = "published" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)';
const ruleOf = (collection: string) => (collection === "hidden" ? null : RULE);
const update = (collection: string, ...changed: string[]): Saved => ({
  collection,
  updated: true,
  changed: (field) => changed.includes(field),
});
const created = (collection: string): Saved => ({ collection, updated: false, changed: () => true });

describe("the fields a count reads", () => {
  it("are the filter's field names, its words in quotes and the time aside", () => {
    expect(fieldsRead(`${RULE} && language = "en" && tags ~ 'a "tag" && author = x'`)).toEqual(
      new Set(["status", "published_at", "unpublish_at", "language", "tags"]),
    );
    expect(fieldsRead("tags:length > 1 && id != ''")).toEqual(new Set(["tags", "id"]));
  });

  it("are unknown when the filter reads past its own record", () => {
    expect(fieldsRead('services.slug = "film"')).toBeUndefined();
    expect(fieldsRead('@collection.services.slug ?= "film"')).toBeUndefined();
    expect(fieldsRead('@request.auth.id != ""')).toBeUndefined();
  });
});

describe("a kept total over a save", () => {
  const render = totalKey("news", `(${RULE}) && (language = "en")`);
  const api = totalKey("news", 'language = "en" && tags ~ "film"', true);

  it("stays when another collection's record was saved, or an update changed no field it reads", () => {
    expect(totalStays(render, update("news", "title", "body", "author_name"), ruleOf)).toBe(true);
    expect(totalStays(render, created("projects"), ruleOf)).toBe(true);
    expect(totalStays(api, update("news", "title"), ruleOf)).toBe(true);
  });

  it("is counted again after a create or delete in its collection, or a change of a field it or the rule reads", () => {
    expect(totalStays(render, created("news"), ruleOf)).toBe(false);
    expect(totalStays(render, update("news", "status"), ruleOf)).toBe(false);
    expect(totalStays(render, update("news", "language"), ruleOf)).toBe(false);
    expect(totalStays(api, update("news", "tags"), ruleOf)).toBe(false);
    expect(totalStays(api, update("news", "published_at"), ruleOf)).toBe(false);
    expect(totalStays(totalKey("hidden", "id != ''", true), update("news", "title"), ruleOf)).toBe(false);
    expect(totalStays(totalKey("projects", 'services.slug = "film"'), update("services", "name"), ruleOf)).toBe(false);
  });

  it("is carried to the new version in its place, unless the place was taken meanwhile or it is older", () => {
    const values = new Map<string, unknown>();
    const store = {
      get: (key: string) => values.get(key),
      setFunc: (key: string, fn: (old: unknown) => unknown) => void values.set(key, fn(values.get(key))),
    };
    const other = totalKey("news", 'language = "pt"');
    values.set(placeOf(render), keptLine("v1", render, 9043));
    values.set(placeOf(api), keptLine("v1", api, 12));
    values.set(placeOf(other), keptLine("v0", other, 40));
    expect(carryTotals(store, "v1", "v2", update("news", "tags"), ruleOf)).toBe(1);
    expect(values.get(placeOf(render))).toBe(keptLine("v2", render, 9043));
    expect(values.get(placeOf(api))).toBe(keptLine("v1", api, 12));
    expect(values.get(placeOf(other))).toBe(keptLine("v0", other, 40));
    expect(carryTotals(store, "v2", "v3", created("news"), ruleOf)).toBe(0);
    expect(values.get(placeOf(render))).toBe(keptLine("v2", render, 9043));
  });
});

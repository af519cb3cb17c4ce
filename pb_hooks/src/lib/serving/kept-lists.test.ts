import { describe, expect, it } from "vitest";
import { listReadOf, namesIn, readsVisibleFieldsOnly } from "./kept-lists";

describe("the reads a kept list answers", () => {
  it("takes the SDK's parameters, each once, and nothing else", () => {
    expect(listReadOf({ page: "2", perPage: "12", sort: "-published_at", filter: 'language = "en"', skipTotal: "1" })).toEqual({
      page: 2,
      perPage: 12,
      sort: "-published_at",
      filter: 'language = "en"',
      skipTotal: true,
    });
    expect(listReadOf({ perPage: "3", skipTotal: "false" })).toEqual({ page: 1, perPage: 3 });
    expect(listReadOf({ page: "1", perPage: "3", x: "1" })).toBeUndefined();
    expect(listReadOf({ page: ["1", "2"], perPage: "3" })).toBeUndefined();
    expect(listReadOf({ page: "1" })).toBeUndefined();
    for (const page of ["0", "-1", "1.5", "", "01"]) expect(listReadOf({ page, perPage: "3" }), page).toBeUndefined();
    expect(listReadOf({ perPage: "3", skipTotal: "yes" })).toBeUndefined();
    expect(listReadOf({ perPage: "3", fields: "*" })).toBeUndefined();
    expect(listReadOf({ perPage: "3", fields: "title:excerpt(10)" })).toBeUndefined();
  });

  it("reads the names a filter or sort names, not its quoted values", () => {
    expect(namesIn('language = "en" && (tags ~ "a \\"b\\" c" || title = \'x y\') && year > 2020 && featured = true')).toEqual([
      "language",
      "tags",
      "title",
      "year",
      "featured",
    ]);
    expect(namesIn("-published_at,+created")).toEqual(["published_at", "created"]);
    expect(namesIn("@request.auth.id != '' && services.name ?= 'x'")).toEqual(["@request.auth.id", "services.name"]);
  });

  it("keeps only reads of visible fields, by their own names", () => {
    const visible = new Set(["language", "title", "published_at"]);
    expect(readsVisibleFieldsOnly({ page: 1, perPage: 1, filter: 'language = "en"', sort: "-published_at" }, visible)).toBe(true);
    expect(readsVisibleFieldsOnly({ page: 1, perPage: 1, filter: 'translations != ""' }, visible)).toBe(false);
    expect(readsVisibleFieldsOnly({ page: 1, perPage: 1, sort: "translations" }, visible)).toBe(false);
    expect(readsVisibleFieldsOnly({ page: 1, perPage: 1, filter: "@now > published_at" }, visible)).toBe(false);
    expect(readsVisibleFieldsOnly({ page: 1, perPage: 1, filter: 'title.x = "a"' }, visible)).toBe(false);
  });
});

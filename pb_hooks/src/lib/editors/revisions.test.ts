import { describe, expect, it } from "vitest";
import { changedFields } from "./revisions";

describe("changedFields: what a revision says an editor changed", () => {
  it("names the fields whose values differ, text compared as it is and other values as JSON", () => {
    const before = { title: "One", body: "<p>a</p>", tags: ["x"], featured: false, year: 2020 };
    expect(changedFields(before, { ...before })).toEqual([]);
    expect(changedFields(before, { ...before, body: "<p>b</p>", tags: ["x", "y"] })).toEqual(["body", "tags"]);
    expect(changedFields(before, { ...before, tags: ["x"], year: 2021 })).toEqual(["year"]);
  });

  it("tells a field that appeared, went or changed kind from one that stayed", () => {
    expect(changedFields({ a: "" }, { a: "", b: "new" })).toEqual(["b"]);
    expect(changedFields({ a: "1", gone: null }, { a: 1 })).toEqual(["a"]);
    expect(changedFields({ a: null }, {})).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { en } from "../languages/words/en";
import { normaliseTags, readTagParam, tagFilter, taggedCount } from "./tags";

it.each([
  ["Design,  Culture ,design,", "design, culture"],
  ["", ""],
  ["  Motion   Design ", "motion design"],
])("normaliseTags(%j) → %j", (input, output) => {
  expect(normaliseTags(input)).toBe(output);
});

describe("readTagParam", () => {
  it.each([
    [undefined, { tag: undefined }],
    ["design", { tag: "design" }],
    ["web design", { tag: "web design" }],
    ["snake_case", { tag: "snake_case" }],
    ["100%", { tag: "100%" }],
  ] as const)("%j names %j", (value, request) => {
    expect(readTagParam(value)).toEqual(request);
  });

  // Only the stored form names a page: links write it, so anything else is a link nobody made.
  it.each(["", "Design", " design", "design ", "web  design", "a, b", ","])("%j names no page", (value) => {
    expect(readTagParam(value)).toBe("no-page");
  });

  it("takes a tag named twice for no page", () => {
    expect(readTagParam(["design", "culture"])).toBe("no-page");
  });
});

describe("tagFilter", () => {
  it("finds the tag as one whole entry of the list: alone, first, in the middle or last", () => {
    expect(tagFilter("design")).toEqual({
      filter: "(tags = {:tag} || tags ~ {:first} || tags ~ {:middle} || tags ~ {:last})",
      params: { tag: "design", first: "design, %", middle: "%, design, %", last: "%, design" },
    });
  });

  it("writes LIKE's own characters in a tag as themselves", () => {
    expect(tagFilter("100%_\\").params).toEqual({
      tag: "100%_\\",
      first: "100\\%\\_\\\\, %",
      middle: "%, 100\\%\\_\\\\, %",
      last: "%, 100\\%\\_\\\\",
    });
  });
});

it.each([
  [1, "1 article carries this tag."],
  [12, "12 articles carry this tag."],
])("taggedCount(%i)", (count, text) => {
  expect(taggedCount(count, en)).toBe(text);
});

import { describe, expect, it } from "vitest";
import { en } from "../languages/words/en";
import { MARK_CLOSE as C, markedText, MARK_OPEN as O, resultsSummary, type SearchResults } from "./results";

describe("markedText: SQLite's marks into pieces, every second one a matched word", () => {
  it.each([
    ["plain text", ["plain text"]],
    [`a ${O}brand${C} story`, ["a ", "brand", " story"]],
    [`${O}Brand${C} strategy`, ["", "Brand", " strategy"]],
    [`ends with ${O}brand${C}`, ["ends with ", "brand", ""]],
    [`${O}two${C} ${O}words${C}`, ["", "two", " ", "words", ""]],
    [`${O}a${C}${O}b${C}`, ["", "a", "", "b", ""]],
    // Tolerated, never thrown on: a stray close, an open inside a mark, a mark never closed.
    [`stray${C} close`, ["stray close"]],
    [`${O}open ${O}twice${C}`, ["", "open twice", ""]],
    [`left ${O}open`, ["left ", "open"]],
    [`left ${O}`, ["left "]],
    ["", [""]],
  ])("%j → %j", (raw, pieces) => {
    expect(markedText(raw)).toEqual(pieces);
  });

  it("keeps markup as text: pieces are never HTML", () => {
    expect(markedText(`<b>${O}<script>${C}</b>`)).toEqual(["<b>", "<script>", "</b>"]);
  });
});

describe("resultsSummary", () => {
  const results = (count: number, more = false): SearchResults => ({
    query: "brand",
    more,
    hits: Array.from({ length: count }, (_, i) => ({
      kind: "article" as const,
      id: String(i),
      slug: String(i),
      title: [""],
      snippet: [""],
      published_at: "",
    })),
  });
  it.each([
    [results(0), "No results for “brand”"],
    [results(1), "1 result for “brand”"],
    [results(3), "3 results for “brand”"],
    [results(20, true), "The 20 best results for “brand”"],
  ])("%#: %s", (given, summary) => {
    expect(resultsSummary(given, en)).toBe(summary);
  });
});

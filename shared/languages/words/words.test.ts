import { describe, expect, it } from "vitest";
import { en } from "./en";
import { fill } from "./fill";
import { CATALOGUES, wordsFor } from "./index";

/** Every path to a phrase in a catalogue, with the placeholders it names: "news.by" → ["author"]. */
function phrases(words: unknown, at = ""): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (typeof words === "string") found.set(at, [...words.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort());
  else if (Array.isArray(words)) {
    for (const [i, word] of words.entries()) found.set(`${at}[${i}]`, typeof word === "string" ? [] : ["?"]);
  } else if (words && typeof words === "object")
    for (const [key, value] of Object.entries(words))
      for (const [path, names] of phrases(value, at ? `${at}.${key}` : key)) found.set(path, names);
  return found;
}

describe("the interface's catalogues", () => {
  const english = phrases(en);
  for (const [code, words] of Object.entries(CATALOGUES)) {
    it(`${code} has every key of the English one, none empty, with the same placeholders`, () => {
      const these = phrases(words);
      expect([...these.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, names] of english) expect({ path, names: these.get(path) }).toEqual({ path, names });
      for (const [path] of these) expect({ path, empty: readAt(words, path) === "" }).toEqual({ path, empty: false });
    });
  }

  it("a language without a catalogue, or a regional one, reads the nearest", () => {
    expect(wordsFor("pt-br")).toBe(CATALOGUES.pt);
    expect(wordsFor("xx")).toBe(en);
  });

  it("fill puts the values in and leaves an unknown placeholder as it is", () => {
    expect(fill("By {author} {x}", { author: "Ana" })).toBe("By Ana {x}");
  });
});

function readAt(words: unknown, path: string): unknown {
  return path
    .split(/[.[\]]/)
    .filter(Boolean)
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], words);
}

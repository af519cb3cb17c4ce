import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ftsMatch, ftsMatchOf, MAX_QUERY_LENGTH, normaliseQuery, QUERY_PROBLEMS, readSearchParam, typedStart } from "./query";

/**
 * An FTS5 match expression made only of quoted strings (a `"` inside doubled), each maybe a prefix (`*`), one space
 * apart: the only shapes ftsMatch may write. Nothing else of FTS5's query language (OR, NOT, NEAR, parentheses,
 * column filters, `^`, `+`) can appear outside a quoted string.
 */
const QUOTED_ONLY = /^"(?:[^"]|"")*"\*?(?: "(?:[^"]|"")*"\*?)*$/;

/** The words a match expression quotes, unescaped. */
const wordsOf = (match: string) => [...match.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? "").replace(/""/g, '"'));

describe("readSearchParam", () => {
  it.each([
    [undefined, { kind: "blank" }],
    ["", { kind: "blank" }],
    ["   \t\n ", { kind: "blank" }],
    ["brand", { kind: "search", query: "brand" }],
    ["  Brand   identity ", { kind: "search", query: "Brand identity" }],
    ["café\u0000\u0007 menu", { kind: "search", query: "café menu" }],
    ["\ue000marked\ue001", { kind: "search", query: "marked" }],
  ] as const)("%j is %j", (value, request) => {
    expect(readSearchParam(value)).toEqual(request);
  });

  it("a query past the limit is a problem to show, with the query kept for the field", () => {
    const long = "a".repeat(MAX_QUERY_LENGTH + 1);
    expect(readSearchParam(long)).toEqual({ kind: "problem", problem: QUERY_PROBLEMS.tooLong, query: long });
    // Characters, not UTF-16 units: 200 emoji are 200 characters.
    expect(readSearchParam("😀".repeat(MAX_QUERY_LENGTH))).toMatchObject({ kind: "search" });
  });

  it("takes q named twice for no page, as every list parameter", () => {
    expect(readSearchParam(["a", "b"])).toBe("no-page");
  });
});

describe("ftsMatch", () => {
  it.each([
    ["brand", '"brand"*'],
    ["brand identity", '"brand" "identity"*'],
    ['say "hi"', '"say" """hi"""*'],
    ["a OR b", '"a" "OR" "b"*'],
    ["NEAR(a b)", '"NEAR(a" "b)"*'],
    ["* ( ) ^ col:x -y +z", '"*" "(" ")" "^" "col:x" "-y" "+z"*'],
  ])("%j → %s", (query, match) => {
    expect(ftsMatch(query)).toBe(match);
  });

  // Hostile pieces, the FTS5 syntax among them, in any order and number.
  const piece = fc.constantFrom(
    '"',
    "'",
    "*",
    "(",
    ")",
    "OR",
    "AND",
    "NOT",
    "NEAR",
    "NEAR(",
    ":",
    "^",
    "+",
    "-",
    "\\",
    " ",
    "\t",
    "\u0000",
    "\u001f",
    "\u0085",
    "\ue000",
    "\ue001",
    "brand",
    "café",
    "中文",
    "😀",
    "%",
    "_",
  );
  const hostile = fc.oneof(
    fc.string(),
    fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join("")),
  );

  it("any input is blank, a problem, or a query whose match expression is quoted words only, every word kept", () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const request = readSearchParam(input);
        if (request === "no-page") throw new Error("a string is never no page");
        if (request.kind !== "search") return;
        const match = ftsMatch(request.query);
        expect(match).toMatch(QUOTED_ONLY);
        expect(wordsOf(match)).toEqual(request.query.split(" "));
        expect([...request.query].length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      }),
      { numRuns: 500 },
    );
  });

  it("normalising is idempotent and leaves no control character, mark or outer white space", () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const once = normaliseQuery(input);
        expect(normaliseQuery(once)).toBe(once);
        expect(once).toBe(once.trim());
        for (const char of once) {
          const code = char.codePointAt(0) ?? 0;
          expect(code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xe000 || code === 0xe001).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("typedStart: the last word, when the index's vocabulary can stand in for it", () => {
  it.each([
    ["harbour", "harbour"],
    ["copper Harb0ur", "harb0ur"],
    ["shelv", "shelv"],
    // The index's prefix indexes answer two and three characters at once; one goes as a prefix.
    ["sh", null],
    ["copper har", null],
    ["h", null],
    // Not as the tokenizer keeps it: accents are folded, punctuation splits the word.
    ["café", null],
    ["brand-ide", null],
    ['say "hello', null],
    // Earlier words: punctuation only (no token) and words with an ASCII letter are sure; others may be either.
    ["* - harbour", "harbour"],
    ["café harbour", "harbour"],
    ["— harbour", null],
    ["中文 harbour", null],
  ])("%j → %j", (query, start) => {
    expect(typedStart(query)).toBe(start);
  });
});

describe("ftsMatchOf: the last word as the words it starts", () => {
  it.each([
    ["harbour", ["harbour", "harbours"], '("harbour" OR "harbours")'],
    ["copper harb", ["harbour"], '"copper" AND ("harbour")'],
    ['say "hi" shel', ["shelves", "shelving"], '"say" AND """hi""" AND ("shelves" OR "shelving")'],
    // A phrase of no tokens matches nothing beside AND: left out, as FTS5 leaves it out of words side by side.
    ["* - copper harb", ["harbour"], '"copper" AND ("harbour")'],
  ])("%j with %j → %s", (query, words, match) => {
    expect(ftsMatchOf(query, words)).toBe(match);
  });
});

/**
 * What a visitor types into search, read alike by the server (`/api/search` and the first response of `/search`) and
 * the app (which says what is wrong before it asks), and written for SQLite's full-text index (FTS5) by the server.
 *
 * FTS5 has a query language of its own (`"`, `*`, `OR`, `NOT`, `NEAR(…)`, `col:`, `^`, parentheses): a visitor's
 * words are never read as it. Each word is quoted, so every character in it is only text to the tokenizer, which
 * splits it as it split the indexed text. See docs/decisions/archive/042-site-search-in-pocketbases-database.md.
 */

/** The longest search we run, in characters (code points). */
export const MAX_QUERY_LENGTH = 200;

export const QUERY_PROBLEMS = {
  empty: "Type a word to search for.",
  tooLong: `That search is too long: use at most ${MAX_QUERY_LENGTH} characters.`,
} as const;

/**
 * What the `q` parameter asks for: nothing yet (absent, blank: the page shows its prompt), a search, or a problem to
 * show the visitor. A name given twice is no page, as for every list parameter (decision 077).
 */
export type SearchRequest =
  | { kind: "blank" }
  | { kind: "search"; query: string }
  | { kind: "problem"; problem: string; query: string };

/** The private-use characters the server marks matched words with (shared/search/results.ts): never the visitor's. */
const MARKS = new Set([0xe000, 0xe001]);

/** Control characters (C0, DEL, C1) and the marks become spaces; white space runs become one space. */
export function normaliseQuery(input: string): string {
  let out = "";
  for (const char of input) {
    const code = char.codePointAt(0) ?? 0;
    out += code < 0x20 || (code >= 0x7f && code <= 0x9f) || MARKS.has(code) ? " " : char;
  }
  return out.replace(/\s+/g, " ").trim();
}

export function readSearchParam(value: string | string[] | undefined): SearchRequest | "no-page" {
  if (Array.isArray(value)) return "no-page";
  const query = normaliseQuery(value ?? "");
  if (query === "") return { kind: "blank" };
  if ([...query].length > MAX_QUERY_LENGTH) return { kind: "problem", problem: QUERY_PROBLEMS.tooLong, query };
  return { kind: "search", query };
}

/**
 * A normalised query as an FTS5 MATCH expression: every word quoted (a `"` inside doubled), all of them required,
 * the last one also as the start of a longer word, since it may still be being typed ("brand ide" finds "identity").
 * A word of punctuation only becomes a phrase of no tokens, which FTS5 leaves out of the match.
 */
export function ftsMatch(query: string): string {
  const words = query.split(" ").filter(Boolean);
  return words.map((word, i) => `"${word.replace(/"/g, '""')}"${i === words.length - 1 ? "*" : ""}`).join(" ");
}

/** A word with an ASCII letter or digit: one FTS5's tokenizer surely makes a token of. */
const SURE_WORD = /[a-z0-9]/i;
/** A word of ASCII punctuation only: one the tokenizer surely makes no token of. */
const NO_WORD = /^[\x21-\x7e]*$/;

/**
 * The last word of a normalised query when the index's own words can stand in for it as typed (issue 34): ASCII
 * letters and digits only, lowercased, as the index's tokenizer keeps them, and longer than its prefix indexes (two and
 * three characters), which answer a shorter start at once. Null otherwise: that word goes to FTS5 as a prefix. Null as
 * well when an earlier word may or may not make a token (`—`, `中文`): ftsMatchOf joins the words with AND, and FTS5
 * leaves a phrase of no tokens out of words side by side only, while with AND it matches nothing.
 */
export function typedStart(query: string): string | null {
  const words = query.split(" ").filter(Boolean);
  const last = (words.pop() ?? "").toLowerCase();
  if (!/^[a-z0-9]{4,}$/.test(last)) return null;
  return words.every((word) => SURE_WORD.test(word) || NO_WORD.test(word)) ? last : null;
}

/**
 * ftsMatch with its last word as the index's words that start with it (`"brand" AND ("identity" OR "ideas")`), every
 * word quoted, a word of punctuation only left out (typedStart): what ftsMatch finds, read a word at a time. `words`
 * is never empty (a start no word has is ftsMatch's).
 */
export function ftsMatchOf(query: string, words: readonly string[]): string {
  const quoted = (word: string) => `"${word.replace(/"/g, '""')}"`;
  const before = query
    .split(" ")
    .filter(Boolean)
    .slice(0, -1)
    .filter((word) => SURE_WORD.test(word))
    .map(quoted);
  return [...before, `(${words.map(quoted).join(" OR ")})`].join(" AND ");
}

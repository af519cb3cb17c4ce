import type { Words } from "../languages/words/en";
import { fill } from "../languages/words/fill";
/**
 * What `/api/search` answers, and how both sides draw it. Matched words come marked as plain data (every second piece
 * of a `MarkedText`), never as HTML: the app wraps them in `<mark>` elements and the server's page escapes every piece,
 * so nothing an editor wrote reaches a page as markup through the index.
 */

/** Records search finds: their collection, and what a result calls them. */
export const SEARCH_KINDS = { projects: "project", news: "article", services: "service", pages: "page" } as const;
type SearchKind = (typeof SEARCH_KINDS)[keyof typeof SEARCH_KINDS];

/** The id of the search page's field (its label names it on both sides). */
export const SEARCH_PAGE_FIELD = "search-page-query";

/** The most results one search shows; `more` says there were others. */
export const SEARCH_LIMIT = 20;

/** Text in pieces: even indexes as written, odd indexes a matched word. */
export type MarkedText = string[];

export interface SearchHit {
  kind: SearchKind;
  id: string;
  slug: string;
  title: MarkedText;
  /** A few words around the best match in the summary and body, or their start when only the title matched. */
  snippet: MarkedText;
  /** When an article or project was published (PocketBase's format); a service's creation. */
  published_at: string;
}

export interface SearchResults {
  /** The query as run (normalised, shared/search/query.ts): the key the app caches the results under. */
  query: string;
  hits: SearchHit[];
  /** More records matched than `hits` holds. */
  more: boolean;
}

/** Where SQLite's highlight() and snippet() put a match: private-use characters, removed from indexed text and queries. */
export const MARK_OPEN = "\ue000";
export const MARK_CLOSE = "\ue001";

/** The marks, each as a piece of its own when a text is split on them. */
const MARKS = new RegExp(`([${MARK_OPEN}${MARK_CLOSE}])`);

/**
 * "a \ue000b\ue001 c" → ["a ", "b", " c"]. A stray or unclosed mark is tolerated: pieces always alternate. Split on the
 * marks rather than read a character at a time: PocketBase's engine built a result's 20 titles and snippets a
 * character at a time in 4.4 ms, an eighth of a search at scale (issue 34).
 */
export function markedText(raw: string): MarkedText {
  const pieces = [""];
  for (const part of raw.split(MARKS)) {
    const marked = pieces.length % 2 === 0;
    if (part === MARK_OPEN) {
      if (!marked) pieces.push("");
    } else if (part === MARK_CLOSE) {
      if (marked) pieces.push("");
    } else if (part !== "") {
      pieces[pieces.length - 1] += part;
    }
  }
  // No empty matched piece at the end (an unclosed mark with nothing after it); an empty text piece is harmless.
  if (pieces.length % 2 === 0 && pieces[pieces.length - 1] === "") pieces.pop();
  return pieces;
}

/** "3 results for “brand”", "No results for “brand”", "The 20 best results for “brand”". */
export function resultsSummary(results: SearchResults, words: Pick<Words, "search">): string {
  const say = words.search;
  const query = `“${results.query}”`;
  const count = results.hits.length;
  return fill(count === 0 ? say.none : results.more ? say.best : count === 1 ? say.one : say.many, { count, query });
}

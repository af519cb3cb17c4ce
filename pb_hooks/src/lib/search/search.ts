import { SEARCH_TABLE } from "../../../../pb_migrations/src/lib/search-index";
import { pbDate } from "../../../../shared/content/pb-date";
import { PUBLISHED_SQL } from "../../../../shared/content/publishing";
import { defaultOf } from "../../../../shared/languages/addresses";
import { ftsMatch, ftsMatchOf, QUERY_PROBLEMS, readSearchParam, typedStart } from "../../../../shared/search/query";
import {
  MARK_CLOSE,
  MARK_OPEN,
  markedText,
  SEARCH_KINDS,
  SEARCH_LIMIT,
  type SearchHit,
  type SearchResults,
} from "../../../../shared/search/results";
import { BOUNDS } from "../../../../shared/serving/bounds";
import { SCHEDULED_COLLECTIONS } from "../../../../shared/serving/live-pages";
import { liveLanguages } from "../languages/languages";
import { logLine } from "../serving/log-lines";

/**
 * BM25 with one weight per column, in the table's order: the five stored columns are not searched; the title weighs ten
 * times the text, the keywords (tags, client) five; the row's language is matched, never ranked.
 */
const RANKING = "bm25(0, 0, 0, 0, 0, 10.0, 5.0, 1.0, 0)";

/**
 * A visitor's words as the index matches them in one language (issue 34): the words in the searched columns only, and
 * the row's language, which each row carries in its last column (migration 1795950500), so FTS5 reads and ranks the
 * language's rows alone. A language's code is quoted as a phrase (`pt-br` is its two tokens, in that column only).
 */
export const matchInLanguage = (match: string, language: string) =>
  `{title keywords body} : (${match}) AND language : "${language.replace(/"/g, '""')}"`;

/**
 * The site search: the best matches among what visitors may see, with the matched words marked. Ranked by BM25 with
 * the title weighing ten times the text and keywords (tags, client) five; the visibility test is the published rule
 * (shared/content/publishing.ts), read at the time of the search, so a scheduled record turns up from its time on.
 */
const SEARCH_SQL =
  "SELECT collection, record, slug, published_at, " +
  `highlight(${SEARCH_TABLE}, 5, {:open}, {:close}) AS title, ` +
  `snippet(${SEARCH_TABLE}, 7, {:open}, {:close}, '…', 24) AS snippet ` +
  `FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH {:match} AND ${PUBLISHED_SQL} ` +
  // FTS5 ranks by the weights below and hands the rows over best first (issue 34): SQLite sorts nothing itself, and
  // the marked title and snippet are made for the rows shown only, not for every match before a sort.
  `AND rank MATCH '${RANKING}' ` +
  // The index keeps no unpublish time: a record past its own (issue 22, item 17) is dropped by its row.
  SCHEDULED_COLLECTIONS.map(
    (table) =>
      `AND NOT EXISTS (SELECT 1 FROM ${table} AS r WHERE collection = '${table}' AND r.id = record ` +
      "AND r.unpublish_at != '' AND r.unpublish_at <= {:now}) ",
  ).join("") +
  // Among the newest candidates only, when the words match more than that (searchCandidates, below).
  `AND ${SEARCH_TABLE}.rowid > {:after} ` +
  "ORDER BY rank LIMIT {:limit}";

/**
 * The rowid before a match expression's newest BOUNDS.searchCandidates matches in a language, or 0 when it has no more
 * (issue 34). BM25 is worked out for every match before the best come first: a word in every one of 20,000 articles
 * took 140-190 ms. A row's rowid is new at each save of its record (search-index.ts), so these are the most recently
 * saved; FTS5 reads them newest first from its own index, working out no rank. Drafts among them are not left out
 * here: the published rule reads each row's stored text, which cost more than the ranking saves.
 */
const CANDIDATES_SQL =
  `SELECT rowid AS after FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH {:match} ` +
  "ORDER BY rowid DESC LIMIT 1 OFFSET {:candidates}";

function candidatesAfter(app: CoreApp, match: string): number {
  const found = arrayOf(new DynamicModel({ after: 0 }));
  app.db().newQuery(CANDIDATES_SQL).bind({ match, candidates: BOUNDS.searchCandidates.default }).all(found);
  return Number(found[0]?.after ?? 0);
}

/**
 * The index's words from `start` on, up to the next start (`harbour` to `harbous`): fts5vocab reads the index's terms
 * in order, from the first one at `start` (migration 1795950800).
 */
const VOCABULARY_SQL = "SELECT term FROM search_vocabulary WHERE term >= {:start} AND term < {:end} LIMIT {:most}";

/**
 * A normalised query as a match expression, its last word as typed (issue 34). FTS5 reads a prefix (`"harbour"*`)
 * by gathering every row and position of every word that starts so before it reads one, and a search does that three
 * times (the newest matches, the ranking, the ranking's count of rows per word): with a word in 20,000 articles, 21 ms
 * of 29 in PocketBase's SQLite. The words themselves (`("harbour" OR "harbours")`), read from the index's vocabulary,
 * are matched a row at a time from the newest; a start more than BOUNDS.searchTypedWords words begin with, or one the
 * vocabulary cannot be read for (typedStart), goes as the prefix, as does a start no word has (it matches nothing).
 */
function matchOf(app: CoreApp, query: string): string {
  const start = typedStart(query);
  if (!start) return ftsMatch(query);
  const most = BOUNDS.searchTypedWords.default;
  const end = start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + 1);
  const words = arrayOf(new DynamicModel({ term: "" }));
  app
    .db()
    .newQuery(VOCABULARY_SQL)
    .bind({ start, end, most: most + 1 })
    .all(words);
  if (words.length === 0 || words.length > most) return ftsMatch(query);
  return ftsMatchOf(
    query,
    words.map((word) => String(word.term)),
  );
}

/** Runs a normalised query (shared/search/query.ts). FTS5 refusing the match expression throws (see answerSearch). */
export function searchSite(app: CoreApp, query: string, language: string): SearchResults {
  const rows = arrayOf(new DynamicModel({ collection: "", record: "", slug: "", published_at: "", title: "", snippet: "" }));
  const match = matchInLanguage(matchOf(app, query), language);
  const now = pbDate(Date.now());
  app
    .db()
    .newQuery(SEARCH_SQL)
    .bind({
      match,
      after: candidatesAfter(app, match),
      now,
      open: MARK_OPEN,
      close: MARK_CLOSE,
      // One more than is shown: it tells whether there are more.
      limit: SEARCH_LIMIT + 1,
    })
    .all(rows);
  const hits = rows.slice(0, SEARCH_LIMIT).flatMap((row): SearchHit[] => {
    const kind = SEARCH_KINDS[String(row.collection) as keyof typeof SEARCH_KINDS];
    if (!kind) return [];
    return [
      {
        kind,
        id: String(row.record),
        slug: String(row.slug),
        title: markedText(String(row.title)),
        snippet: markedText(String(row.snippet)),
        published_at: String(row.published_at),
      },
    ];
  });
  return { query, hits, more: rows.length > SEARCH_LIMIT };
}

/** SQLite's word for a match expression FTS5 cannot read: the visitor's words, not the site, are at fault. */
const isQueryError = (error: unknown) => /fts5|syntax error|unterminated|malformed MATCH/i.test(String(error));

/**
 * GET /api/search?q=: 200 with the results, or 400 with a sentence a person can act on (nothing to search for, too
 * long). Results are nobody's to keep: no-store, and noindex for a crawler that follows an address it should not.
 */
export function answerSearch(e: core.RequestEvent): void {
  const headers = e.response.header();
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex");
  const query = e.request?.url?.query();
  e.json(200, searchFor(e.app, query?.get("q") ?? "", query?.get("lang") ?? ""));
}

/**
 * The results for `q` in the language `lang` (a live language's code; the default language's when empty), as GET
 * /api/search answers them, for the route and for the server's render of /search alike. A BadRequestError with a
 * sentence a person can act on for a query there is nothing to search for in, or a language the site does not have.
 */
export function searchFor(app: CoreApp, q: string, lang: string): SearchResults {
  const request = readSearchParam(q);
  if (request === "no-page" || request.kind === "blank") throw new BadRequestError(QUERY_PROBLEMS.empty);
  if (request.kind === "problem") throw new BadRequestError(request.problem);
  // The language searched (issue 24): `lang=pt`, a live language's code; the default language's when left out.
  const languages = liveLanguages(app);
  const language = lang === "" ? defaultOf(languages) : languages.find((l) => l.code === lang);
  if (!language) throw new BadRequestError(`There is no language "${lang.slice(0, 20)}" on this site to search in.`);
  try {
    return searchSite(app, request.query, language.code);
  } catch (error) {
    if (!isQueryError(error)) throw error;
    // Quoting every word should make this impossible: a line for the operator, a plain answer for the visitor.
    logLine(app, "warn", "Search: the index refused a query", [
      ["query", request.query],
      ["match", ftsMatch(request.query)],
      ["error", String(error)],
    ]);
    throw new BadRequestError("We could not search for that. Try other words.");
  }
}

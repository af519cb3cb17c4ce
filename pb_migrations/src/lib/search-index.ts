// The site search's index: one row per project, article and service, in an FTS5 table in PocketBase's own database
// (docs/decisions/archive/042-site-search-in-pocketbases-database.md). The migration that made the table filled it with this
// module, and the search hooks keep it in step on every save and delete. Every record is indexed, drafts too, with
// its status and publish time: who may see a row is decided when searching, by the published rule, so a scheduled
// record is found from its publish time on with nothing written then.

import { decodeEntities, sanitizeRichTextHtml } from "../../../shared/content/rich-text-sanitizer";
import { BOUNDS } from "../../../shared/serving/bounds";

export const SEARCH_TABLE = "search_index";

/** The collections search covers. */
export const SEARCHED_COLLECTIONS = ["projects", "news", "services"] as const;

/** One row of the index: the record's place and visibility (stored, not searched), then its words, by weight. */
export interface SearchEntry {
  collection: string;
  record: string;
  slug: string;
  status: string;
  published_at: string;
  title: string;
  keywords: string;
  body: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is replaced
const UNINDEXED = /[\u0000-\u001f\u007f-\u009f\ue000\ue001]/g;

/**
 * Text as the index holds it: control characters and the private-use characters search marks matches with (U+E000,
 * U+E001) become spaces, white space runs one space. What a result shows is escaped wherever it is drawn. Regular
 * expressions, not a loop that adds a character at a time: in PocketBase's JS engine each `+=` copies the string, and a
 * body of a megabyte once took a minute (issue 32).
 */
function indexText(text: string): string {
  return text.replace(UNINDEXED, " ").replace(/\s+/g, " ").trim();
}

/**
 * The words of an editor's HTML (a body): what the page shows of it (the one sanitiser, shared/content/rich-text-sanitizer.ts:
 * no script or style, no comment), without its tags, entities decoded (a reference to no character is dropped); then indexText. Linear in the body's size.
 */
export function plainText(html: string): string {
  const shown = sanitizeRichTextHtml(html);
  const headed = shown.replace(HEADING_END, (_, at: number) => afterHeading(shown.slice(Math.max(0, at - 80), at)));
  return indexText(decodeEntities(headed.replace(/<[^>]*>/g, " "), "")).replace(LAST_HEADING_MARK, "");
}

/**
 * Set between a heading and the words after it, as the page sets them apart: a result's snippet read "Our approach We
 * design…", the heading run into the text. Not after a heading that ends with its own stop ("Why us?"). The search
 * tokenizer reads it as a space, so no match changes.
 */
const HEADING_MARK = " — ";
const HEADING_END = /<\/h[1-6]\s*>/gi;
const ENDS_WITH_STOP = /[.!?:;…][\p{Pf}\p{Pe}"']*$/u;
const LAST_HEADING_MARK = / —$/;

/** What follows a heading whose last words (their tags among them) are these. */
function afterHeading(before: string): string {
  return ENDS_WITH_STOP.test(before.replace(/<[^>]*>/g, "").trimEnd()) ? " " : HEADING_MARK;
}

/**
 * The part of a body whose words are indexed (BOUNDS.searchedBodyChars): all of it when short, else its first
 * `bound` characters, ended before a tag the bound cuts through (no half tag becomes words). A 2 MB body's words held
 * the one writer for 120-400 ms while stored, and each search that showed it re-read them all (issue 32).
 */
export function searchedPart(html: string, bound: number = BOUNDS.searchedBodyChars.default): string {
  if (html.length <= bound) return html;
  const open = html.lastIndexOf("<", bound - 1);
  return html.slice(0, open > html.lastIndexOf(">", bound - 1) ? open : bound);
}

/** Reads a record's fields as text (PocketBase's `getString`, or a plain object in tests). */
export interface Fields {
  collection: string;
  id: string;
  get(field: string): string;
}

/** An editor's page's words besides its own fields: its sections', in order (issue 33), under this pseudo-field. */
const SECTIONS_TEXT = "sections_text";

/** A section's heading, set apart from its other words; then the other fields whose words a visitor reads, the rich text apart. */
const SECTION_HEADING = "heading";
const SECTION_WORDS = ["lead", "phrases", "caption", "words", "person", "role", "link_label", "link2_label"];

/** The words of a page's sections, in the page's order: what its page shows of them. */
function sectionsText(app: CoreApp, page: core.Record): string {
  const ids = page.getStringSlice("sections");
  if (ids.length === 0 || !app.hasTable("sections")) return "";
  const byId = new Map<string, core.Record>();
  for (const section of app.findRecordsByIds("sections", ids)) if (section) byId.set(section.id, section);
  return ids
    .flatMap((id) => {
      const section = byId.get(id);
      if (!section) return [];
      const figures = section.getString("figures").replace(/\|/g, " ");
      const heading = indexText(section.getString(SECTION_HEADING));
      const rest = [
        ...SECTION_WORDS.map((field) => indexText(section.getString(field))),
        plainText(section.getString("body")),
        indexText(figures),
        indexText(section.getString("questions")),
      ]
        .filter(Boolean)
        .join(" ");
      return [heading && rest ? `${heading}${afterHeading(heading).trimEnd()}` : heading, rest];
    })
    .filter(Boolean)
    .join(" ");
}

/**
 * A record's row. Title weighs most, then keywords (an article's tags, a project's client), then the text (summary
 * or excerpt first, so a result whose text did not match shows its summary). Services have no publishing: visitors
 * see every one, so it is indexed as published since its creation.
 */
export function searchEntry(record: Fields): SearchEntry {
  // Only a body is HTML; a title that says "<canvas>" means it.
  const get = (field: string) => indexText(record.get(field));
  const base = { collection: record.collection, record: record.id, slug: record.get("slug") };
  if (record.collection === "services") {
    return {
      ...base,
      status: "published",
      published_at: record.get("created"),
      title: get("name"),
      keywords: "",
      body: get("summary"),
    };
  }
  if (record.collection === "pages") {
    return {
      ...base,
      status: record.get("status"),
      published_at: record.get("published_at"),
      title: get("title"),
      keywords: "",
      body: [get("excerpt"), record.get(SECTIONS_TEXT)].filter(Boolean).join(" "),
    };
  }
  const news = record.collection === "news";
  return {
    ...base,
    status: record.get("status"),
    published_at: record.get("published_at"),
    title: get("title"),
    keywords: get(news ? "tags" : "client"),
    body: [get(news ? "excerpt" : "summary"), plainText(searchedPart(record.get("body"))), news ? get("author_name") : ""]
      .filter(Boolean)
      .join(" "),
  };
}

const fieldsOf = (app: CoreApp, record: core.Record): Fields => ({
  collection: record.collection().name,
  id: record.id,
  get: (field) => (field === SECTIONS_TEXT ? sectionsText(app, record) : record.getString(field)),
});

/**
 * Whether the index exists yet: records saved before the migration that makes it (the demo agency loads first) are
 * indexed by that migration instead.
 */
const hasIndex = (app: CoreApp) => app.hasTable(SEARCH_TABLE);

/**
 * Each record's row in the index, by the index's rowid (ROWS_TABLE, made by migration 1795930000): FTS5 cannot index
 * its `record` column, and finding a row by it read every row's words, every body in the index, at each save (a 1 MB
 * article's save grew with the bodies saved before it; at 20,000 articles each save read them all). Until that
 * migration has run (the earlier migrations fill the index) the table is missing and a row is found by a scan.
 */
const ROWS_TABLE = "search_rows";

/** The rowid of a record's row, if it has one: from ROWS_TABLE, or before it exists by a scan of the index. */
function rowOf(app: CoreApp, id: string): number | undefined {
  const sql = app.hasTable(ROWS_TABLE)
    ? `SELECT row FROM ${ROWS_TABLE} WHERE record = {:id}`
    : `SELECT rowid AS row FROM ${SEARCH_TABLE} WHERE record = {:id} LIMIT 1`;
  const found = new DynamicModel({ row: 0 });
  try {
    app.db().newQuery(sql).bind({ id }).one(found);
    return Number(found.row);
  } catch {
    return undefined;
  }
}

/**
 * Whether the index's rows carry their language, in its last column (migration 1795950500, issue 34): a search matches
 * it beside its words, so FTS5 ranks the language's rows only. Asked once per process (the migration that adds the
 * column says so itself); the earlier migrations fill the index before it has one.
 */
function rowsCarryLanguage(app: CoreApp): boolean {
  return (
    app.store().getOrSet("searchIndex|language", () => {
      try {
        app.db().newQuery(`SELECT language FROM ${SEARCH_TABLE} LIMIT 0`).execute();
        return true;
      } catch {
        return false;
      }
    }) === true
  );
}

/** Removes a record's row, if it has one: found by its rowid, so no other row is read. */
function unindexRecord(app: CoreApp, id: string): void {
  if (!hasIndex(app)) return;
  const row = rowOf(app, id);
  if (row === undefined) return;
  app.db().newQuery(`DELETE FROM ${SEARCH_TABLE} WHERE rowid = {:row}`).bind({ row }).execute();
  if (app.hasTable(ROWS_TABLE)) app.db().newQuery(`DELETE FROM ${ROWS_TABLE} WHERE record = {:id}`).bind({ id }).execute();
}

const INSERT_ROW =
  `INSERT INTO ${SEARCH_TABLE} (collection, record, slug, status, published_at, title, keywords, body) ` +
  "VALUES ({:collection}, {:record}, {:slug}, {:status}, {:published_at}, {:title}, {:keywords}, {:body})";
const INSERT_ROW_IN_LANGUAGE =
  `INSERT INTO ${SEARCH_TABLE} (collection, record, slug, status, published_at, title, keywords, body, language) ` +
  "VALUES ({:collection}, {:record}, {:slug}, {:status}, {:published_at}, {:title}, {:keywords}, {:body}, {:language})";

/** Stores a row, in its record's language, and notes its rowid, for a record that has none now. */
function insertRow(app: CoreApp, entry: SearchEntry, language: string): void {
  app
    .db()
    .newQuery(rowsCarryLanguage(app) ? INSERT_ROW_IN_LANGUAGE : INSERT_ROW)
    .bind({ ...entry, language })
    .execute();
  if (!app.hasTable(ROWS_TABLE)) return;
  // last_insert_rowid() names the index row just written.
  app
    .db()
    .newQuery(`INSERT OR REPLACE INTO ${ROWS_TABLE} (record, row) VALUES ({:record}, last_insert_rowid())`)
    .bind({ record: entry.record })
    .execute();
}

/** Adds a record's row; the caller knows it has none (the migration's fill of an emptied table). */
export function addToIndex(app: CoreApp, record: core.Record): void {
  insertRow(app, searchEntry(fieldsOf(app, record)), record.getString("language"));
}

/**
 * Writes a record's row afresh, whatever its status (the search decides who may find it): its words made first, then
 * the old row swapped for the new in one short transaction (with `alsoIn`, a last write of the caller's), so a search
 * never finds the record missing and the writer is held only to store the row.
 */
function indexRecord(app: CoreApp, record: core.Record, alsoIn?: (tx: CoreApp) => void): void {
  if (!hasIndex(app)) return;
  const entry = searchEntry(fieldsOf(app, record));
  app.runInTransaction((tx) => {
    unindexRecord(tx, record.id);
    insertRow(tx, entry, record.getString("language"));
    alsoIn?.(tx);
  });
}

/**
 * Records saved whose row is still to be written (issue 32): a line written with the save, in its own transaction if it
 * has one, and the row itself written after the save has committed (search.pb.ts), so that making a body's words never
 * holds the database's one writer while other saves wait. Lines left by a process that died in between are written at
 * the next start and by the minute's cron.
 */
const PENDING_TABLE = "search_pending";

/** Notes that a record's row is to be written (or removed): one small write, in the save's transaction. */
export function markPending(app: CoreApp, collection: string, id: string): void {
  if (!app.hasTable(PENDING_TABLE)) return;
  app
    .db()
    .newQuery(
      `INSERT OR REPLACE INTO ${PENDING_TABLE} (collection, record, marked) ` +
        "VALUES ({:collection}, {:id}, lower(hex(randomblob(8))))",
    )
    .bind({ collection, id })
    .execute();
}

/**
 * Writes a record's row as it now is (or removes it, when the record is gone), then forgets the line: only the line it
 * read, so a save that marked the record again meanwhile keeps its own line until its row is written.
 */
export function settlePending(app: CoreApp, collection: string, id: string): void {
  const line = new DynamicModel({ marked: "" });
  const hasPending = app.hasTable(PENDING_TABLE);
  if (hasPending) {
    try {
      app
        .db()
        .newQuery(`SELECT marked FROM ${PENDING_TABLE} WHERE collection = {:collection} AND record = {:id}`)
        .bind({ collection, id })
        .one(line);
    } catch {
      // Settled already (by the cron, or by another save's hook): nothing is due.
      return;
    }
  }
  const forget = (tx: CoreApp) => {
    if (!hasPending) return;
    tx.db()
      .newQuery(`DELETE FROM ${PENDING_TABLE} WHERE collection = {:collection} AND record = {:id} AND marked = {:marked}`)
      .bind({ collection, id, marked: String(line.marked) })
      .execute();
  };
  let record: core.Record | undefined;
  try {
    record = app.findRecordById(collection, id);
  } catch {
    record = undefined;
  }
  if (record && hasIndex(app)) indexRecord(app, record, forget);
  else
    app.runInTransaction((tx) => {
      unindexRecord(tx, id);
      forget(tx);
    });
}

/** Writes the rows of every line left (at most `limit` at a time); how many it wrote. */
export function settleAllPending(app: CoreApp, limit = 500): number {
  if (!app.hasTable(PENDING_TABLE)) return 0;
  const rows = arrayOf(new DynamicModel({ collection: "", record: "" }));
  app.db().newQuery(`SELECT collection, record FROM ${PENDING_TABLE} LIMIT {:limit}`).bind({ limit }).all(rows);
  for (const row of rows) settlePending(app, String(row.collection), String(row.record));
  return rows.length;
}

// The site search's index: one row per project, article and service, in an FTS5 table in PocketBase's own database
// (docs/decisions/archive/042-site-search-in-pocketbases-database.md). The migration that made the table filled it with this
// module, and the search hooks keep it in step on every save and delete. Every record is indexed, drafts too, with
// its status and publish time: who may see a row is decided when searching, by the published rule, so a scheduled
// record is found from its publish time on with nothing written then.

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

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Text as the index holds it: control characters and the private-use characters search marks matches with (U+E000,
 * U+E001) become spaces, white space runs one space. What a result shows is escaped wherever it is drawn.
 */
function indexText(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xe000 || code === 0xe001 ? " " : char;
  }
  return out.replace(/\s+/g, " ").trim();
}

/** The words of an editor's HTML (a body): no tags, no script or style content, entities decoded; then indexText. */
export function plainText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
    });
  return indexText(text);
}

/** Reads a record's fields as text (PocketBase's `getString`, or a plain object in tests). */
export interface Fields {
  collection: string;
  id: string;
  get(field: string): string;
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
  const news = record.collection === "news";
  return {
    ...base,
    status: record.get("status"),
    published_at: record.get("published_at"),
    title: get("title"),
    keywords: get(news ? "tags" : "client"),
    body: [get(news ? "excerpt" : "summary"), plainText(record.get("body")), news ? get("author_name") : ""]
      .filter(Boolean)
      .join(" "),
  };
}

const fieldsOf = (record: core.Record): Fields => ({
  collection: record.collection().name,
  id: record.id,
  get: (field) => record.getString(field),
});

/**
 * Whether the index exists yet: records saved before the migration that makes it (the demo agency loads first) are
 * indexed by that migration instead.
 */
const hasIndex = (app: CoreApp) => app.hasTable(SEARCH_TABLE);

/** Removes a record's row, if it has one. The record id is not an indexed column: this reads every row's id (fast at thousands). */
export function unindexRecord(app: CoreApp, id: string): void {
  if (!hasIndex(app)) return;
  app.db().newQuery(`DELETE FROM ${SEARCH_TABLE} WHERE record = {:id}`).bind({ id }).execute();
}

/** Adds a record's row; the caller knows it has none (indexRecord, or the migration's fill of an emptied table). */
export function addToIndex(app: CoreApp, record: core.Record): void {
  const entry = searchEntry(fieldsOf(record));
  app
    .db()
    .newQuery(
      `INSERT INTO ${SEARCH_TABLE} (collection, record, slug, status, published_at, title, keywords, body) ` +
        "VALUES ({:collection}, {:record}, {:slug}, {:status}, {:published_at}, {:title}, {:keywords}, {:body})",
    )
    .bind({ ...entry })
    .execute();
}

/** Writes a record's row afresh, whatever its status: the search decides who may find it. */
export function indexRecord(app: CoreApp, record: core.Record): void {
  if (!hasIndex(app)) return;
  unindexRecord(app, record.id);
  addToIndex(app, record);
}

import { VISITOR_LIST_READS } from "../pages/lists";

/**
 * A visitor's read of a collection's records (GET /api/collections/<name>/records) within what the app itself asks for
 * (shared/pages/lists.ts VISITOR_LIST_READS, issue 32): at most a batch of records a page, sorted and filtered only by
 * the fields the app's lists sort and filter on. A sort on a body or on @random, or a filter on a body, makes SQLite
 * read every row in full: twelve of them at once once held every database connection for seconds. Superusers (the
 * admin) are not asked. PocketBase still applies the collection's rules to what passes, and refuses what it cannot
 * read; a filter naming @collection or @request is left to it whole (it refuses visitors those, saying so).
 */

export interface ListRead {
  perPage?: string;
  sort?: string;
  filter?: string;
}

const SORT_FIELDS: ReadonlySet<string> = new Set(
  VISITOR_LIST_READS.sorts.flatMap((sort) => sort.split(",").map((part) => part.replace(/^[-+]/, ""))),
);
const FILTER_FIELDS: ReadonlySet<string> = new Set(VISITOR_LIST_READS.filterFields);
const LITERALS = new Set(["true", "false", "null"]);

/** "a, b or c". */
const either = (names: Iterable<string>) => {
  const list = [...names];
  return list.length < 2 ? list.join("") : `${list.slice(0, -1).join(", ")} or ${list[list.length - 1]}`;
};
/** A visitor's word, quoted and cut to a readable length. */
const quoted = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * A filter's tokens outside its quoted strings: each name (a field, a macro, a function) with what follows it. Strings
 * are '…' or "…", a backslash escaping the next character; a string never closed ends the filter.
 */
const FILTER_TOKEN = /'(?:[^'\\]|\\[\s\S])*'?|"(?:[^"\\]|\\[\s\S])*"?|([@A-Za-z_][\w.:@]*)(\s*\()?/g;

/** A filter reaching past the collection: PocketBase refuses it to visitors (403, saying why) before reading a row. */
const BEYOND_THE_COLLECTION = /^@(collection|request)\b/;

function filterProblem(filter: string): string | undefined {
  FILTER_TOKEN.lastIndex = 0;
  for (let token = FILTER_TOKEN.exec(filter); token; token = FILTER_TOKEN.exec(filter))
    if (token[1] !== undefined && BEYOND_THE_COLLECTION.test(token[1])) return undefined;
  FILTER_TOKEN.lastIndex = 0;
  for (let token = FILTER_TOKEN.exec(filter); token; token = FILTER_TOKEN.exec(filter)) {
    const name = token[1];
    if (name === undefined) continue;
    // A macro (@now) or PocketBase's own refusal (@collection, @request) is PocketBase's to judge.
    if (name.startsWith("@") && token[2] === undefined) continue;
    if (token[2] === undefined && (LITERALS.has(name.toLowerCase()) || FILTER_FIELDS.has(name))) continue;
    return `Lists can be filtered only by ${either(FILTER_FIELDS)}; ${quoted(token[2] === undefined ? name : `${name}(`)} is not one of them.`;
  }
  return undefined;
}

function sortProblem(sort: string): string | undefined {
  for (const part of sort.split(",")) {
    const field = part.trim().replace(/^[-+]/, "");
    if (!SORT_FIELDS.has(field))
      return `Lists can be sorted only by ${either(SORT_FIELDS)}; ${quoted(field)} is not one of them.`;
  }
  return undefined;
}

/** Why a visitor's list read is refused (400), in a sentence; undefined when it may be read. */
export function listReadProblem({ perPage, sort, filter }: ListRead): string | undefined {
  if (perPage !== undefined && perPage !== "") {
    const asked = Number(perPage);
    if (Number.isFinite(asked) && asked > VISITOR_LIST_READS.perPage)
      return `A list gives at most ${VISITOR_LIST_READS.perPage} records a page (perPage=${quoted(perPage).slice(1, -1)} was asked); ask for the rest page by page.`;
  }
  if (sort !== undefined && sort !== "") {
    const problem = sortProblem(sort);
    if (problem) return problem;
  }
  if (filter !== undefined && filter !== "") return filterProblem(filter);
  return undefined;
}

/** A filter's quoted strings and numbers: the values a shape leaves out. */
const FILTER_VALUE = /'(?:[^'\\]|\\[\s\S])*'?|"(?:[^"\\]|\\[\s\S])*"?|\b\d+(?:\.\d+)?\b/g;

/** A query parameter as Go reads it (`+` a space); a malformed escape as it came. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** What a list read asks for, as one shape (readShape); `page` is the page it asks for, as given. */
export function shapeOf(collection: string, params: ReadonlyArray<readonly [string, string]>, page: string): string {
  const asked = params
    .filter(([key, value]) => key !== "page" && value !== "")
    .map(([key, value]): string => {
      if (key === "filter") return `filter=${value.replace(FILTER_VALUE, "?").replace(/\s+/g, " ").trim()}`;
      // PocketBase reads skipTotal as a boolean: the SDK's 1 and the app's true are one shape.
      if (key === "skipTotal") return /^(1|t|true)$/i.test(value) ? "skipTotal=1" : "";
      return `${key}=${value}`;
    })
    .filter((pair) => pair !== "")
    .sort();
  return `${collection}?${asked.join("&")}#${page.replace(/^0+/, "").length}`;
}

/**
 * A list read's shape: the collection, what it asks for (its parameters in one order, its filter without its values),
 * and how deep its page is (1-9, 10-99, 100-999…), but not which page. Two reads of one shape cost about the same
 * (SQLite walks the same index in the same order to a page of about the same depth, and counts as many rows as the
 * filter's form lets it), so a shape once read quickly is read quickly again (pb_hooks/src/lib/serving/quick-reads.ts);
 * a page far deeper than the one that taught it is a shape of its own. A page of each project (`slug = "…"`) is one.
 */
export function readShape(collection: string, rawQuery: string): string {
  const params = rawQuery
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair): [string, string] => {
      const cut = pair.indexOf("=");
      return cut < 0 ? [decoded(pair), ""] : [decoded(pair.slice(0, cut)), decoded(pair.slice(cut + 1))];
    });
  return shapeOf(collection, params, params.find(([key]) => key === "page")?.[1] ?? "");
}

import { HOOK_COLLECTIONS } from "../../../../shared/hook-collections";
import type { ListRead } from "../../../../shared/pages/screens";
import { type CachedPage, pageCache } from "../pages/cache";
import { contentVersion } from "../pages/content-version";
import type { ListedCollection } from "../pages/list-totals";
import { encodingsOf } from "./encodings";
import type { RequestFacts } from "./request-facts";

/**
 * A visitor's list read of a record page's collection (news, projects: the lists that grow), answered from the page
 * cache's tail pool while the content version stands (issue 34). The same read answers the same JSON to every visitor
 * until content changes, yet PocketBase reads, expands and picks it anew each time: with 20,000 articles the app's own
 * news list request was 157 req/s at 50 connections, p99 1 s, most of it the image sizes' expand and the `fields` pick.
 *
 * Made by the server render's own reader (pages/visitor-reads.ts, which the pages' data already comes from: the
 * collection's list rule, live languages, kept totals, `fields` and `expand` as the API does them), so only a read it
 * answers as the API does is kept: the parameters the SDK sends (page, perPage, sort, filter, fields, expand,
 * skipTotal), each once; a filter and sort that name the collection's own visible fields only (the API keeps hidden
 * ones to superusers), with no `@` (request data, macros) or path; `fields` without `*` or modifiers; expands of
 * collections every visitor may view (their view rule empty: the reader expands without one). Any other read, a HEAD,
 * and anything with an Authorization header is PocketBase's, as before.
 * A miss is read through the same lanes as before (list-reads.ts); a hit takes none: it reads no row.
 */

const KEPT_COLLECTIONS: ReadonlySet<string> = new Set(HOOK_COLLECTIONS.totalsKept);
const PARAMS: ReadonlySet<string> = new Set(["page", "perPage", "sort", "filter", "fields", "expand", "skipTotal"]);
const JSON_TYPE = "application/json";
/** Words a filter may hold that are no field: PocketBase's literals. */
const LITERALS: ReadonlySet<string> = new Set(["true", "false", "null"]);
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const NAME = /[A-Za-z_@][\w.@:]*/g;
const PAGE = /^[1-9]\d{0,5}$/;
const PER_PAGE = /^[1-9]\d{0,3}$/;

type Query = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The reader's terms for a query, or undefined when the reader does not answer it as the API does: another
 * parameter, one given twice, a page or perPage the API would read otherwise, a skipTotal not plainly yes or no.
 */
export function listReadOf(query: Query): ListRead | undefined {
  const one: Record<string, string> = {};
  for (const name in query) {
    const value = query[name];
    if (!PARAMS.has(name) || typeof value !== "string") return undefined;
    one[name] = value;
  }
  const { page = "1", perPage, sort, filter, fields, expand, skipTotal } = one;
  if (!PAGE.test(page) || perPage === undefined || !PER_PAGE.test(perPage)) return undefined;
  if (skipTotal !== undefined && !/^(1|true|0|false)$/.test(skipTotal)) return undefined;
  if (fields !== undefined && /[*:]/.test(fields)) return undefined;
  const read: ListRead = { page: Number(page), perPage: Number(perPage) };
  if (filter !== undefined && filter.trim() !== "") read.filter = filter;
  if (sort !== undefined && sort.trim() !== "") read.sort = sort;
  if (fields !== undefined && fields.trim() !== "") read.fields = fields;
  if (expand !== undefined && expand.trim() !== "") read.expand = expand;
  if (skipTotal === "1" || skipTotal === "true") read.skipTotal = true;
  return read;
}

/** The names a filter or sort reads, outside its quoted values. */
export function namesIn(text: string): string[] {
  return (text.replace(QUOTED, " ").match(NAME) ?? []).filter((name) => !LITERALS.has(name));
}

/** Whether every name the read's filter and sort read is one of `visible`, the collection's fields visitors see. */
export function readsVisibleFieldsOnly(read: ListRead, visible: ReadonlySet<string>): boolean {
  return [...namesIn(read.filter ?? ""), ...namesIn(read.sort ?? "")].every((name) => visible.has(name));
}

/** The fields of a collection visitors are shown (not hidden), by name. */
function visibleFields(collection: core.Collection): Set<string> {
  const names = new Set<string>();
  for (const name of collection.fields.fieldNames()) if (!collection.fields.getByName(name)?.getHidden()) names.add(name);
  return names;
}

/** Whether every collection the expand reaches may be viewed by any visitor (its view rule empty). */
function expandsPublicOnly(app: CoreApp, from: core.Collection, expand: string): boolean {
  for (const path of expand.split(",")) {
    let at = from;
    for (const step of path.trim().split(".")) {
      const via = /^(\w+)_via_\w+$/.exec(step);
      let next: core.Collection;
      try {
        if (via) next = app.findCachedCollectionByNameOrId(via[1] ?? "");
        else {
          const field = at.fields.getByName(step) as (core.Field & { collectionId?: string }) | undefined;
          if (field?.type() !== "relation" || field.getHidden()) return false;
          next = app.findCachedCollectionByNameOrId(String(field.collectionId ?? ""));
        }
      } catch {
        return false;
      }
      const rule = next.viewRule as unknown;
      if (rule === null || rule === undefined || String(rule).trim() !== "") return false;
      at = next;
    }
  }
  return true;
}

/**
 * Where a visitor's read of a kept collection is kept (the content version first, then the collection and the query as
 * sent); undefined for a read PocketBase answers each time (not a GET, another collection, a rule that reads the
 * request, an Authorization header). Only a read keptListRead takes is ever kept, so a read found here needs no other
 * check: a change to any collection (a field hidden, a rule) makes a new content version (content-version.pb.ts).
 */
export function keptListKey(facts: RequestFacts, collection: ListedCollection): string | undefined {
  if (facts.method !== "GET" || !KEPT_COLLECTIONS.has(collection.name) || collection.rule.includes("@request")) return undefined;
  if (facts.header("Authorization") !== "") return undefined;
  return `list|${contentVersion(facts.app)}|${collection.name}?${facts.rawQuery}`;
}

/** The reader's terms for a read it answers as the API does, else undefined (then it is never kept). */
export function keptListRead(app: CoreApp, collection: string, query: Query): ListRead | undefined {
  const read = listReadOf(query);
  if (!read) return undefined;
  let found: core.Collection;
  try {
    found = app.findCachedCollectionByNameOrId(collection);
  } catch {
    return undefined;
  }
  if (!readsVisibleFieldsOnly(read, visibleFields(found))) return undefined;
  if (read.expand !== undefined && !expandsPublicOnly(app, found, read.expand)) return undefined;
  return read;
}

/** Sends a kept answer: gzipped when the visitor takes it and it is made, else as it is. */
function send(e: core.RequestEvent, facts: RequestFacts, answer: CachedPage): void {
  const headers = e.response.header();
  headers.add("Vary", "Accept-Encoding");
  if (answer.gzip !== undefined && encodingsOf(facts.header("Accept-Encoding")).gzip) {
    headers.set("Content-Encoding", "gzip");
    e.blob(200, JSON_TYPE, answer.gzip as number[]);
    return;
  }
  e.blob(200, JSON_TYPE, answer.body as number[]);
}

/**
 * Answers the read from the cache when it is kept ("answered"). "gzip" when it is kept but not yet gzipped for a
 * visitor who takes gzip: PocketBase answers this one (gzipped on the way, in Go), and answer.ts gzipKeptPage then
 * gzips the kept answer once for the visitors after, as it does a kept page. "miss" when nothing is kept: PocketBase
 * answers, and fillKeptList keeps it.
 */
export function answerKeptList(e: core.RequestEvent, facts: RequestFacts, key: string): "answered" | "gzip" | "miss" {
  const answer = pageCache(facts.app).get(key);
  if (!answer) return "miss";
  if (answer.gzip === undefined && encodingsOf(facts.header("Accept-Encoding")).gzip) return "gzip";
  send(e, facts, answer);
  return "answered";
}

/** Runs `work` in one request at a time for `key` (others skip it); the store's flight marks who does. */
function once(app: CoreApp, key: string, work: () => void): void {
  const store = app.store();
  const flight = `list|flight|${key}`;
  const token = `${Date.now()}:${Math.random()}`;
  if (store.getOrSet(flight, () => token) !== token) return;
  try {
    work();
  } finally {
    store.remove(flight);
  }
}

/**
 * After PocketBase answered a miss: the read made again by the render's reader and kept, for the visitors after. One
 * request does it for a key at a time. Nothing is kept when the reader refuses it (a filter it cannot parse, say).
 */
export function fillKeptList(facts: RequestFacts, collection: string, key: string, read: ListRead): void {
  once(facts.app, key, () => {
    const { visitorReads } = require(`${__hooks}/lib/pages/visitor-reads.js`) as typeof import("../pages/visitor-reads");
    let json: string;
    try {
      json = JSON.stringify(visitorReads(facts.app, undefined, false).list(collection, read));
    } catch {
      return;
    }
    const answer: CachedPage = { status: 200, noindex: false, noStore: false, counted: false, body: toBytes(json) };
    pageCache(facts.app).keep("tail", key, answer);
  });
}

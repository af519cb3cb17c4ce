import { pageCache } from "../pages/cache";
import { contentVersion } from "../pages/content-version";
import { ruleForTotal } from "../pages/list-totals";
import { setPocketBaseHeaders } from "../security/headers";
import { encodingsOf } from "./encodings";
import type { RequestFacts } from "./request-facts";

/**
 * The app's list reads, kept as answered until the content changes (issue 34), as pages are (pages/cache.ts, in its
 * tail pool and its byte budget, PAGE_CACHE_MB). A list the app reads (one asking for its total in the header,
 * shared/pages/list-total.ts) is the same for every visitor until a save: it is answered once by the visitor reads the
 * server's render uses (pages/visitor-reads.ts, the API's rules, fields and expands, its total kept), then from the
 * cache, gzipped once when a second visitor takes gzip. A read the render's reads cannot answer as PocketBase would
 * (any other parameter, a field modifier, a page that is no plain number) goes to PocketBase's handler.
 * tests/kept-lists.test.ts holds every read of the app's equal to PocketBase's own answer.
 */

const JSON_TYPE = "application/json";
/** The parameters the render's reads answer as PocketBase does: any other, and the read is PocketBase's. */
const KNOWN = new Set(["page", "perPage", "sort", "filter", "fields", "expand", "skipTotal", "total"]);
const WHOLE = /^[1-9]\d{0,5}$/;
/** A kept answer this small is sent as it is: gzip would save less than its header costs. */
const GZIP_FROM_BYTES = 1024;

type Query = Readonly<Record<string, string | string[] | undefined>>;

/** The one value of a parameter, or undefined when it is absent or given twice. */
function one(query: Query, name: string): string | undefined {
  const value = query[name];
  return typeof value === "string" ? value : undefined;
}

/** The read the render's reads make for this query, or undefined when they cannot answer it as PocketBase would. */
function readOf(query: Query) {
  for (const name of Object.keys(query)) if (!KNOWN.has(name) || one(query, name) === undefined) return undefined;
  const page = one(query, "page") ?? "1";
  const perPage = one(query, "perPage") ?? "30";
  const fields = one(query, "fields");
  // A field modifier (`:excerpt`), a wildcard or a space: PocketBase's picker reads them, the render's does not.
  if (!WHOLE.test(page) || !WHOLE.test(perPage) || (fields !== undefined && /[:*\s]/.test(fields))) return undefined;
  return {
    page: Number(page),
    perPage: Number(perPage),
    filter: one(query, "filter"),
    sort: one(query, "sort"),
    fields,
    expand: one(query, "expand"),
  };
}

/** The collection a relation of `collection` (or a back-relation, `<collection>_via_<field>`) leads to. */
function relatedCollection(app: CoreApp, collection: string, relation: string): core.Collection | undefined {
  try {
    const via = relation.indexOf("_via_");
    if (via > 0) return app.findCachedCollectionByNameOrId(relation.slice(0, via));
    const field = app.findCachedCollectionByNameOrId(collection).fields.getByName(relation) as
      | { type(): string; collectionId?: string }
      | undefined;
    return field?.type() === "relation" && field.collectionId
      ? app.findCachedCollectionByNameOrId(field.collectionId)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether each expand leads, in one step, to a collection anyone may view (its view rule empty): the render's reads
 * expand without the related collection's rule, which the API applies, so only where that rule lets everything through
 * are the two alike (the app's lists expand a project's services and every record's sizes).
 */
function expandsPublic(app: CoreApp, collection: string, expand: string | undefined): boolean {
  if (expand === undefined) return true;
  return expand.split(",").every((relation) => {
    if (!/^\w+$/.test(relation)) return false;
    const related = relatedCollection(app, collection, relation);
    return (
      related !== undefined && related.viewRule !== null && related.viewRule !== undefined && String(related.viewRule) === ""
    );
  });
}

/** The kept answer's body sent, gzipped when the visitor takes it (made now, once, when not yet). */
function send(e: core.RequestEvent, facts: RequestFacts, key: string, body: unknown, gzip: unknown, gzipNow: boolean): void {
  const headers = e.response.header();
  // What PocketBase's own middleware after this one would have set.
  setPocketBaseHeaders(facts.set);
  headers.set("Content-Type", JSON_TYPE);
  const length = Number((body as { length?: number } | null)?.length ?? 0);
  if (length >= GZIP_FROM_BYTES) {
    headers.add("Vary", "Accept-Encoding");
    if ((gzip !== undefined || gzipNow) && encodingsOf(facts.header("Accept-Encoding")).gzip) {
      let bytes = gzip;
      if (bytes === undefined) {
        // Required here only, as the page cache's gzip is: a kept list is gzipped once.
        const { gzipPage } = require(`${__hooks}/lib/pages/gzip.js`) as typeof import("../pages/gzip");
        bytes = gzipPage(body);
        pageCache(facts.app).keepGzip(key, bytes);
      }
      headers.set("Content-Encoding", "gzip");
      headers.set("Content-Length", String(Number((bytes as { length?: number }).length ?? 0)));
      e.blob(200, JSON_TYPE, bytes as number[]);
      return;
    }
  }
  headers.set("Content-Length", String(length));
  e.blob(200, JSON_TYPE, body as number[]);
}

/** A visitor's list read of the app's that is answered here, with its key in the cache. */
export interface KeptList {
  key: string;
  collection: string;
  read: NonNullable<ReturnType<typeof readOf>>;
}

/**
 * A visitor's list read of the app's this answers, or undefined (the caller sends it to PocketBase's handler). Its
 * filter is the visitor's, dark languages not yet kept out: the render's reads keep them out themselves.
 */
export function keptListOf(facts: RequestFacts, collection: string, query: Query): KeptList | undefined {
  const read = readOf(query);
  if (!read || !ruleForTotal(facts.app, collection, read.filter ?? "") || !expandsPublic(facts.app, collection, read.expand))
    return undefined;
  return { key: `list|${contentVersion(facts.app)}|${collection}?${facts.rawQuery}`, collection, read };
}

type Reads = typeof import("../pages/visitor-reads");

/**
 * The render's reads, required by a VM's first list read that is not kept, and kept on its global object: every other
 * request (and every VM the pool makes under load) need not load them. Loaded before the read takes its slot
 * (list-reads.ts), so a slot's time is the read's, not a module's load (hundreds of ms on a busy machine).
 */
export function listReader(): Reads {
  const vm = globalThis as { listReader?: Reads };
  vm.listReader ??= require(`${__hooks}/lib/pages/visitor-reads.js`) as Reads;
  return vm.listReader;
}

/** The list's answer from the cache; false when it is not kept. */
export function answerKeptList(e: core.RequestEvent, facts: RequestFacts, list: KeptList): boolean {
  const kept = pageCache(facts.app).get(list.key);
  if (!kept) return false;
  // Gzipped here, once, when a second visitor takes gzip: never in the read's slot (list-reads.ts).
  send(e, facts, list.key, kept.body, kept.gzip, true);
  return true;
}

/** The list read now and kept; false when the render's reads refuse it (PocketBase's handler then says why). */
export function answerListNow(e: core.RequestEvent, facts: RequestFacts, list: KeptList): boolean {
  let body: unknown;
  try {
    body = toBytes(JSON.stringify(listReader().visitorReads(facts.app).list(list.collection, list.read)));
  } catch {
    return false;
  }
  pageCache(facts.app).keep("tail", list.key, { status: 200, noindex: false, noStore: false, counted: false, body });
  send(e, facts, list.key, body, undefined, false);
  return true;
}

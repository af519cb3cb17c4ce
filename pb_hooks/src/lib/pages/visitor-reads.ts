import { sizesRelation } from "../../../../shared/images/sizes-read";
import { LIST_BATCH } from "../../../../shared/pages/lists";
import { pickFields } from "../../../../shared/pages/pick-fields";
import type { ListAnswer, ListRead, ReadRefusal, VisitorReads } from "../../../../shared/pages/screens";
import { KEPT_APART_NAMES } from "../../../../shared/schema/names";
import { shapeOf } from "../../../../shared/serving/list-reads";
import { iconsFor } from "../editors/icons";
import { isInLanguages, languageVisibility, liveLanguageFilter } from "../languages/dark-languages";
import { lookupRedirects, requestedPath } from "../redirects/lookup";
import { searchFor } from "../search/search";
import { learnFromRender } from "../serving/quick-reads";
import { keptContentVersion } from "./content-version";
import { keepRead, keptRead, readKey } from "./kept-reads";
import { countFrom, keepTotal, keptTotal, totalKey } from "./list-totals";
import { fieldsRead } from "./total-carry";

/**
 * The API's reads, answered in the process as the API answers a visitor (issue 31): what the app's own loaders read
 * when the server draws a page (web/src/server/pocketbase.ts). A collection's list rule is the one its API applies, so
 * a draft reaches no visitor by any route; the answer is serialised as the API serialises it (hidden fields left out),
 * with its `fields` and `expand` as asked.
 */

/** A preview link's record, which this render may read whatever its status (its token has been checked). */
export interface Previewed {
  collection: string;
  id: string;
  token: string;
}

const NOT_FOUND: ReadRefusal = { status: 404, message: "The requested resource wasn't found." };
const SUPERUSERS_ONLY: ReadRefusal = { status: 403, message: "Only superusers can perform this action." };

/**
 * The collection's list rule (the API's), or undefined when visitors may not list it at all. `cached`: from
 * PocketBase's own copy of the collections, as its API reads rules, not a query of its own: a render's seven reads
 * each queried the collection and wrapped it for the engine, 0.5-1 ms apiece (issue 31). Not inside a migration,
 * where the copy can lag the collections the same run has made (collection-named.ts).
 */
function listRule(app: CoreApp, collection: string, cached: boolean): string | undefined {
  const found = cached ? app.findCachedCollectionByNameOrId(collection) : app.findCollectionByNameOrId(collection);
  // A Go *string: null for superusers only; String() reads the text behind the pointer.
  const rule = found.listRule as unknown;
  return rule === null || rule === undefined ? undefined : String(rule).trim();
}

/**
 * A read's records with the fields it does not ask for (`fields`, by their first name) hidden from their JSON, which
 * pickFields then cuts to the paths asked: the same items, without making and parsing every body a list of cards never
 * shows (24 projects of /work: tens of kilobytes of JSON for PocketBase's engine to parse, issue 34).
 */
/** The fields a read's `fields` asks for, by their first name. */
const askedNames = (fields: string) => new Set(fields.split(",").map((path) => path.split(".", 1)[0] ?? path));

function hideUnasked(records: core.Record[], fields: string): void {
  const asked = askedNames(fields);
  const unasked =
    records[0]
      ?.collection()
      .fields.fieldNames()
      .filter((name) => !asked.has(name)) ?? [];
  if (unasked.length > 0) for (const record of records) record.hide(...unasked);
}

/**
 * A read's editor fields (rich text: a body) that its JSON would show, hidden from the JSON to be read from the records
 * themselves: through JSON a body is escaped by Go (every `<`), and decoded and copied by PocketBase's engine; a 2 MB
 * one took a long article's loaders from ~50 to ~150 ms (issue 32). Read as it is, an ASCII text is not even copied.
 */
function textsApart(records: core.Record[], fields: string | undefined): string[] {
  const collection = records[0]?.collection();
  if (!collection) return [];
  const asked = fields === undefined ? undefined : askedNames(fields);
  const texts = collection.fields.fieldNames().filter((name) => {
    const field = collection.fields.getByName(name);
    return field?.type() === "editor" && !field.getHidden() && (asked === undefined || asked.has(name));
  });
  if (texts.length > 0) for (const record of records) record.hide(...texts);
  return texts;
}

/**
 * A read's expands, as the API makes them. The records' own row of sizes (shared/images/sizes-read.ts) is read in one
 * query of its index: PocketBase's expand of a back-relation looks the row up once per record, 24 queries for a page of
 * /work and 6 for the offices in every page's footer. Its row is one record, as PocketBase expands it (its relation is
 * unique where set, shared/schema/kept-apart.ts); the rest is PocketBase's own expand.
 */
function expand(app: CoreApp, collection: string, records: core.Record[], paths: string[]): void {
  const sizes = sizesRelation(collection);
  const rest = paths.filter((path) => path !== sizes);
  if (rest.length > 0) app.expandRecords(records, rest, null as unknown as core.ExpandFetchFunc);
  if (rest.length === paths.length) return;
  const rows = new Map<string, core.Record>();
  // `!= ''` lets SQLite read the relation's unique index (where set, one row per record): by the lookup index's
  // statistics, most rows have no record of this collection, and SQLite scanned the table for an IN of a few ids.
  const ids = $dbx.hashExp({ [collection]: records.map((r) => r.id) });
  for (const row of app.findAllRecords(KEPT_APART_NAMES.imageSizes, ids, $dbx.exp(`${collection} != ''`)))
    if (row) rows.set(row.getString(collection), row);
  for (const record of records) {
    const row = rows.get(record.id);
    if (row) record.mergeExpand({ [sizes]: row });
  }
}

/** A record as the API serialises it (hidden fields left out, expand included), its texts apart read as they are. */
function asJson(record: core.Record, texts: readonly string[]): Record<string, unknown> {
  const json = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
  for (const name of texts) json[name] = record.getString(name);
  return json;
}

/**
 * How many records a filter lets through, as the list API counts them. PocketBase's JS has no filter-to-SQL, so: how
 * many records at this offset (a row or two)? Each lookup skips index entries only (news: idx_news_published).
 * Kept per content version (list-totals.ts): the first render after a save confirms the old total in one lookup
 * (where two took 8–9 ms of a cold /news with 9,000 articles in its language).
 */
function countOf(app: CoreApp, collection: string, filter: string): number {
  const key = totalKey(collection, filter);
  // The version this page request resolved (and rolled over) at its start, kept in the store: read again, not resolved.
  const version = keptContentVersion(app);
  const kept = version === undefined ? undefined : keptTotal(app, key, version);
  if (kept?.current) return kept.total;
  const total = countFrom((offset, limit) => app.findRecordsByFilter(collection, filter, "", limit, offset).length, kept?.total);
  if (version !== undefined) keepTotal(app, key, total, version);
  return total;
}

/**
 * What the app in the browser asks the API when it reads as this render did (the SDK's parameters: getFullList asks
 * batch by batch, getFirstListItem for one record), so that a read this render made quickly is known quick to the API
 * (serving/quick-reads.ts) and the browser's read of it takes no slot.
 */
function learnShape(app: CoreApp, collection: string, read: ListRead, started: number): void {
  const now = Date.now();
  const params: [string, string][] = [["perPage", String(read.perPage === 0 ? LIST_BATCH : read.perPage)]];
  for (const key of ["filter", "sort", "fields", "expand"] as const) {
    const value = read[key];
    if (value !== undefined) params.push([key, value]);
  }
  if (read.skipTotal) params.push(["skipTotal", "1"]);
  learnFromRender(app.store(), shapeOf(collection, params, String(read.page)), now - started, now);
}

function list(app: CoreApp, collection: string, read: ListRead, preview: Previewed | undefined, teaches: boolean): ListAnswer {
  let rule: string | undefined;
  try {
    rule = listRule(app, collection, true);
  } catch {
    throw NOT_FOUND;
  }
  if (rule === undefined) throw SUPERUSERS_ONLY;
  // A language that is not live keeps its records from visitors, in the server's render as in the API (issue 32).
  const visibility = languageVisibility(app);
  if (visibility.anyDark && isInLanguages(app, collection) !== undefined)
    rule = rule === "" ? liveLanguageFilter(visibility.live) : `(${rule}) && (${liveLanguageFilter(visibility.live)})`;
  // A preview link's record is this render's to read, whatever its status, where its page reads it; every list and
  // neighbour around it is what visitors see.
  const shown =
    read.first && preview?.collection === collection && rule !== ""
      ? `(${rule}) || id = "${preview.id.replace(/[^a-z0-9]/g, "")}"`
      : rule;
  const filter =
    [shown, read.filter ?? ""]
      .filter((part) => part.trim() !== "")
      .map((part) => `(${part})`)
      .join(" && ") || "id != ''";
  const offset = read.perPage > 0 ? (read.page - 1) * read.perPage : 0;
  // Kept across saves that cannot change it (kept-reads.ts): never a preview's, nor one whose filter or sort reads past
  // its own record (another collection, the request, @random), which no save of one collection tells of.
  const keeps = !preview && fieldsRead(filter) !== undefined && fieldsRead(read.sort ?? "") !== undefined;
  const version = keeps ? keptContentVersion(app) : undefined;
  const key =
    version === undefined
      ? undefined
      : readKey(collection, { filter, sort: read.sort, perPage: read.perPage, offset, fields: read.fields, expand: read.expand });
  const started = Date.now();
  const kept = key === undefined || version === undefined ? undefined : keptRead(app.store(), key, version);
  const items = kept ?? readItems(app, collection, read, filter, offset, preview);
  if (!kept && key !== undefined && version !== undefined) {
    const collections = collectionsReached(app, collection, read.expand);
    if (collections) keepRead(app.store(), key, version, collections, items);
  }
  const totalItems = read.skipTotal ? -1 : countOf(app, collection, filter);
  // A read made here teaches its shape; one kept took no time to tell of.
  if (!kept && teaches && !preview) learnShape(app, collection, read, started);
  return {
    page: read.page,
    perPage: read.perPage,
    totalItems,
    totalPages: read.skipTotal ? -1 : read.perPage > 0 ? Math.ceil(totalItems / read.perPage) : 1,
    items,
  };
}

/**
 * The collections a read's items come from: its own, and each one its expands reach (a relation's, a back-relation's
 * such as the row of image sizes); undefined when an expand names no relation of the collection it is read from.
 */
function collectionsReached(app: CoreApp, collection: string, expand: string | undefined): string[] | undefined {
  const reached = new Set([collection]);
  for (const path of (expand ?? "").split(",").filter((part) => part.trim() !== "")) {
    let from = collection;
    for (const step of path.trim().split(".")) {
      const via = /^(\w+)_via_\w+$/.exec(step);
      let next: string | undefined;
      if (via) next = via[1];
      else {
        const field = app.findCachedCollectionByNameOrId(from).fields.getByName(step) as
          | (core.Field & { collectionId?: string })
          | undefined;
        if (field?.type() !== "relation" || !field.collectionId) return undefined;
        next = app.findCachedCollectionByNameOrId(field.collectionId).name;
      }
      if (!next) return undefined;
      reached.add(next);
      from = next;
    }
  }
  return [...reached];
}

/** A read's items from the database, as the API makes them. */
function readItems(
  app: CoreApp,
  collection: string,
  read: ListRead,
  filter: string,
  offset: number,
  preview: Previewed | undefined,
): unknown[] {
  const records = app
    .findRecordsByFilter(collection, filter, read.sort ?? "", read.perPage, offset)
    .filter((record): record is core.Record => Boolean(record));
  if (read.expand && records.length > 0) expand(app, collection, records, read.expand.split(","));
  if (read.fields) hideUnasked(records, read.fields);
  const texts = textsApart(records, read.fields);
  let items: unknown[] = records.map((record) => {
    const json = asJson(record, texts);
    return preview && record.id === preview.id ? { ...json, previewToken: preview.token } : json;
  });
  if (read.fields) items = pickFields(items, read.fields.split(",")) as unknown[];
  return items;
}

/** A failure of one of our own endpoints (a BadRequestError), as the refusal the API would answer with. */
function refusalOf(error: unknown): unknown {
  const failure = error as { value?: Partial<ReadRefusal>; status?: unknown; message?: unknown } | undefined;
  const status = failure?.value?.status ?? failure?.status;
  const message = failure?.value?.message ?? failure?.message;
  return typeof status === "number" && typeof message === "string" ? { status, message } : error;
}

const ICONS = "/api/icons/";

function send(app: CoreApp, path: string, query: Readonly<Record<string, string>>): unknown {
  try {
    if (path === "/api/search") return searchFor(app, query.q ?? "", query.lang ?? "");
    if (path === "/api/redirects/lookup") return lookupRedirects(app, requestedPath(query.path ?? ""));
    if (path.startsWith(ICONS)) {
      const { status, body } = iconsFor(app, path.slice(ICONS.length), query.icons ?? "");
      if (status !== 200) throw { status, message: String(body.message ?? "") };
      return body;
    }
  } catch (error) {
    throw refusalOf(error);
  }
  throw { status: 404, message: `There is no API endpoint at ${path}.` } satisfies ReadRefusal;
}

/**
 * The reads one render goes through; `preview`, the record a preview link opened for it. A render's quick read teaches
 * its shape (serving/quick-reads.ts); a kept list's fill (serving/kept-lists.ts) passes `teaches: false`, as it follows
 * a visitor's read, which may be any: only the app's own reads, which a render makes, are taught.
 */
export function visitorReads(app: CoreApp, preview?: Previewed, teaches = true): VisitorReads {
  return {
    list: (collection, read) => list(app, collection, read, preview, teaches),
    send: (path, query) => send(app, path, query),
  };
}

/**
 * Whether visitors can open the record a record page's address names now (published, its time come, not taken down):
 * what a redirect to that page, or a redirect from it, must know (redirects/lookup.ts, redirects/save.ts).
 */
export function recordShown(app: CoreApp, collection: string, slug: string, language: string): boolean {
  let rule: string | undefined;
  try {
    rule = listRule(app, collection, false);
  } catch {
    // A collection a migration has yet to make (an editors' page, during the demo's own migration) shows nothing.
    return false;
  }
  if (rule === undefined) return false;
  const filter = [rule, "language = {:language} && slug = {:slug}"]
    .filter(Boolean)
    .map((part) => `(${part})`)
    .join(" && ");
  return app.findRecordsByFilter(collection, filter, "", 1, 0, { language, slug }).length > 0;
}

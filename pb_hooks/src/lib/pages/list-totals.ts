import { TOTAL_HEADER, TOTAL_IN_HEADER, TOTAL_PARAM } from "../../../../shared/pages/list-total";
import { RECORD_PAGES } from "../../../../shared/site-registry";
import { contentVersion } from "./content-version";

/**
 * The totals of visitors' lists, kept per content version (issue 34). A list's total (the pages of /news, of a tag)
 * is the same for every visitor until the content changes, but PocketBase's list API counts it on every read, over
 * every visible record: with 10,000 articles in a language that count was most of the read. The app's reads ask for
 * the total in a header (shared/pages/list-total.ts): PocketBase reads them without counting (`skipTotal`) and the
 * middleware tells the kept total (tellTotal, from serving/list-reads.ts, before the handler); the server's own render
 * reads it here too (visitor-reads.ts). No JS hook runs on the list's answer: one that filled the total in needed a
 * second JS engine per read.
 *
 * A new content version (any save, a scheduled time come due) makes every kept total old. An old total is still a
 * guess: the count after one save is almost always the count before it, and countOf confirms a guess in two lookups
 * where counting from nothing takes thirty.
 *
 * At most TOTAL_PLACES kept, in the app's store for every VM: a list has one of that many places (by its key's hash),
 * and a new list takes its place. A key is the collection and the whole filter, the visitor rule in it.
 */
export const TOTAL_PLACES = 256;

/** A list's place among TOTAL_PLACES (FNV-1a over its key). */
export function placeOf(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return `listTotals|${(hash >>> 0) % TOTAL_PLACES}`;
}

/** What a place holds: the version, the key and the total, one per line (the key may hold anything but is last-but-one). */
export const keptLine = (version: string, key: string, total: number) => `${version}\n${key}\n${total}`;

/** A place's line read for a key: the total and whether it was counted at `version`; undefined when another list's. */
export function readLine(line: unknown, version: string, key: string): { total: number; current: boolean } | undefined {
  if (typeof line !== "string") return undefined;
  const first = line.indexOf("\n");
  const last = line.lastIndexOf("\n");
  if (first < 0 || last <= first || line.slice(first + 1, last) !== key) return undefined;
  const total = Number(line.slice(last + 1));
  if (!Number.isInteger(total) || total < 0) return undefined;
  return { total, current: line.slice(0, first) === version };
}

/**
 * The kept total of a list at `version`, the content version the request resolved before it counts: `current` when
 * counted at it, else a guess from an earlier one. A save in between leaves the count it then makes marked old.
 */
function keptTotal(app: CoreApp, key: string, version: string): { total: number; current: boolean } | undefined {
  return readLine(app.store().get(placeOf(key)), version, key);
}

/** Keeps a list's total, counted at `version`. */
function keepTotal(app: CoreApp, key: string, total: number, version: string): void {
  app.store().set(placeOf(key), keptLine(version, key, total));
}

/**
 * How many records there are, given `exists(k)`: whether there is one at offset k (true below the count, false from it
 * on). From a guess, it gallops away from it in doubling steps, then halves what is left: a right guess costs two
 * lookups, one off by d about 2·log2(d), and none (0) about 2·log2(n).
 */
export function countFrom(exists: (offset: number) => boolean, guess = 0): number {
  // Invariant after the gallop: low <= count <= high.
  let low: number;
  let high: number;
  let step = 1;
  if (exists(guess)) {
    low = guess + 1;
    while (exists(guess + step)) {
      low = guess + step + 1;
      step *= 2;
    }
    high = guess + step;
  } else {
    high = guess;
    while (guess - step >= 0 && !exists(guess - step)) {
      high = guess - step;
      step *= 2;
    }
    low = guess - step >= 0 ? guess - step + 1 : 0;
  }
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (exists(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The collections whose visitors' totals are kept: the record pages' (the lists that grow), all visitors alike. */
const TOTALS_KEPT = Object.keys(RECORD_PAGES);

/** What a visitor's list shows: the collection's rule (the API's) and the read's filter, both applied. */
export const visibleFilter = (rule: string, filter: string) =>
  [rule, filter]
    .filter((part) => part.trim() !== "")
    .map((part) => `(${part})`)
    .join(" && ") || "id != ''";

/** A kept total's key: the collection and the whole filter it counts. */
const totalKey = (collection: string, filter: string) => `${collection}\n${filter}`;

/**
 * How many records a filter lets through, as the list API counts them. PocketBase's JS has no filter-to-SQL, so: is
 * there a record at this offset (one row, limit 1)? Each lookup skips index entries only (news: idx_news_published).
 * Kept per content version: the first read after a save confirms the old total in two lookups. `version` undefined
 * counts without keeping.
 */
export function countOf(app: CoreApp, collection: string, filter: string, version: string | undefined): number {
  const key = totalKey(collection, filter);
  const kept = version === undefined ? undefined : keptTotal(app, key, version);
  if (kept?.current) return kept.total;
  const total = countFrom((offset) => app.findRecordsByFilter(collection, filter, "", 1, offset).length > 0, kept?.total);
  if (version !== undefined) keepTotal(app, key, total, version);
  return total;
}

const SKIP_TOTAL = /^skipTotal(=|$)/i;
/** A filter whose count a visitor may not be told from here: PocketBase judges (and refuses visitors) these. */
const BEYOND_THE_COLLECTION = /@(request|collection)\b/;

/** The read goes on with PocketBase's own count in its body: its `skipTotal` taken off. */
function countedByPocketBase(e: core.RequestEvent): void {
  const url = e.request?.url;
  if (url)
    url.rawQuery = url.rawQuery
      .split("&")
      .filter((pair) => !SKIP_TOTAL.test(pair))
      .join("&");
}

/** Whether a read asks for its total in the header (shared/pages/list-total.ts). */
export const asksTotalInHeader = (query: Readonly<Record<string, string | string[] | undefined>>) =>
  ([] as string[]).concat(query[TOTAL_PARAM] ?? [])[0] === TOTAL_IN_HEADER;

/**
 * A collection's list rule when a visitor's read of it with this filter may be told its kept total: one of
 * TOTALS_KEPT, listed by visitors, its rule and the filter the same for every visitor (nothing PocketBase must judge
 * for the request). Undefined when not.
 */
export function ruleForTotal(app: CoreApp, collection: string, filter: string): { name: string; rule: string } | undefined {
  let found: core.Collection;
  try {
    found = app.findCachedCollectionByNameOrId(collection);
  } catch {
    // An unknown collection: PocketBase answers 404 itself.
    return undefined;
  }
  if (found.listRule === null || found.listRule === undefined || !TOTALS_KEPT.includes(found.name)) return undefined;
  const rule = String(found.listRule);
  return BEYOND_THE_COLLECTION.test(`${rule} ${filter}`) ? undefined : { name: found.name, rule };
}

/**
 * Before PocketBase's handler, for a read that asks for its total in the header: a visitor's read that ruleForTotal
 * allows is told its kept total (counted here when there is none at this content version, if `countHere`); any other
 * read (a superuser's, another collection's, a filter PocketBase must judge, one not to be counted here) is counted by
 * PocketBase in its body. `filter` is the one the read is made with (dark languages kept out). A read in a list slot
 * does not count here (serving/list-reads.ts): Go counts quicker than the JS lookups, and a slot's read must be quick.
 */
export function tellTotal(e: core.RequestEvent, collection: string, filter: string, visitor: boolean, countHere = true): void {
  const allowed = visitor ? ruleForTotal(e.app, collection, filter) : undefined;
  if (!allowed) {
    countedByPocketBase(e);
    return;
  }
  let total: number;
  try {
    const visible = visibleFilter(allowed.rule, filter);
    // Rolled over here if a scheduled record has come due: no page request may have done it since.
    const version = contentVersion(e.app);
    if (countHere) total = countOf(e.app, allowed.name, visible, version);
    else {
      const kept = keptTotal(e.app, totalKey(allowed.name, visible), version);
      if (!kept?.current) {
        countedByPocketBase(e);
        return;
      }
      total = kept.total;
    }
  } catch {
    // A filter PocketBase cannot read: its handler says why (400).
    countedByPocketBase(e);
    return;
  }
  e.response.header().set(TOTAL_HEADER, String(total));
}

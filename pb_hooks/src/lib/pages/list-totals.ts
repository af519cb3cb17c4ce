import { HOOK_COLLECTIONS } from "../../../../shared/hook-collections";
import { contentVersion } from "./content-version";

/**
 * The totals of visitors' lists, kept per content version (issue 34). A list's total (the pages of /news, of a tag)
 * is the same for every visitor until the content changes, but PocketBase's list API counts it on every read, over
 * every visible record: with 10,000 articles in a language that count was most of the read. A visitor's read whose
 * total is kept here is sent to PocketBase without its count (`skipTotal`) and answered with the kept total
 * (serving/list-reads.ts); the server's own render reads it here too (visitor-reads.ts).
 *
 * A new content version (any save, a scheduled time come due) makes every kept total old. An old total is still a
 * guess: the count after one save is almost always the count before it, and the server's render confirms a guess in
 * two lookups (visitor-reads.ts countOf) where counting from nothing takes thirty.
 *
 * At most TOTAL_PLACES kept, in the app's store for every VM: a list has one of that many places (by its key's hash),
 * and a new list takes its place. A key is the collection and the whole filter, the visitor rule in it or not.
 */
export const TOTAL_PLACES = 256;

/** A kept total's key: the collection and the whole filter; the API's, whose list rule PocketBase adds, marked apart. */
export const totalKey = (collection: string, filter: string, api = false) => `${api ? "api\n" : ""}${collection}\n${filter}`;

/** A key of totalKey read back; undefined when it is not one. */
export function keyParts(key: string): { api: boolean; collection: string; filter: string } | undefined {
  const api = key.startsWith("api\n");
  const rest = api ? key.slice(4) : key;
  const cut = rest.indexOf("\n");
  return cut < 0 ? undefined : { api, collection: rest.slice(0, cut), filter: rest.slice(cut + 1) };
}

/** The store's key of place `n` of TOTAL_PLACES. */
export const placeAt = (n: number) => `listTotals|${n}`;

/** A list's place among TOTAL_PLACES (FNV-1a over its key). */
export function placeOf(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return placeAt((hash >>> 0) % TOTAL_PLACES);
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
export function keptTotal(app: CoreApp, key: string, version: string): { total: number; current: boolean } | undefined {
  return readLine(app.store().get(placeOf(key)), version, key);
}

/** Keeps a list's total, counted at `version`. */
export function keepTotal(app: CoreApp, key: string, total: number, version: string): void {
  app.store().set(placeOf(key), keptLine(version, key, total));
}

/**
 * How many records there are, given `rowsAt(k, n)`: how many of the n records from offset k on there are (n records
 * below the count, none from it on). A guess is confirmed in one lookup (a record at guess − 1 and none after it);
 * a wrong one gallops away from the guess in doubling steps, then halves what is left: one off by d costs about
 * 2·log2(d) more, and none (0) about 2·log2(n).
 */
export function countFrom(rowsAt: (offset: number, limit: number) => number, guess = 0): number {
  // Two rows there: the guess is low, and the record at it exists; none: it is high. Either way one lookup fewer.
  const near = guess > 0 ? rowsAt(guess - 1, 2) : undefined;
  if (near === 1) return guess;
  const exists = (offset: number) => rowsAt(offset, 1) > 0;
  // Invariant after the gallop: low <= count <= high.
  let low: number;
  let high: number;
  let step = 1;
  if (near === undefined ? exists(guess) : near === 2) {
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
const TOTALS_KEPT: readonly string[] = HOOK_COLLECTIONS.totalsKept;

/** A request's kept total (a number) or the key and version to keep its count under ("version\nkey"). */
const KEPT = "listTotal";
const TO_KEEP = "listTotalToKeep";

/** Whether a read's total is the same for every visitor: no part of its rule or filter reads the request. */
const sameForAll = (rule: string, filter: string) => !rule.includes("@request") && !filter.includes("@request");

/** A collection a visitor's list read names, as the read looked it up once: its name and its list rule. */
export interface ListedCollection {
  name: string;
  rule: string;
}

/**
 * Before PocketBase's handler: a visitor's list read of TOTALS_KEPT that asks for its total. When it is kept at this
 * content version, the read goes on without its count (`skipTotal`) and fillTotal answers the kept one; when not,
 * PocketBase counts and fillTotal keeps what it counted. `filter` is the one the read is made with.
 */
export function answerWithKeptTotal(
  e: core.RequestEvent,
  { name, rule }: ListedCollection,
  query: Readonly<Record<string, string | string[] | undefined>>,
  filter: string,
): void {
  if (query.skipTotal !== undefined || !TOTALS_KEPT.includes(name) || !sameForAll(rule, filter)) return;
  const key = totalKey(name, filter, true);
  // Rolled over here if a scheduled record has come due: no page request may have done it since.
  const version = contentVersion(e.app);
  const kept = keptTotal(e.app, key, version);
  if (kept?.current) {
    const url = e.request?.url;
    if (!url) return;
    url.rawQuery = url.rawQuery === "" ? "skipTotal=1" : `${url.rawQuery}&skipTotal=1`;
    e.set(KEPT, kept.total);
    return;
  }
  e.set(TO_KEEP, `${version}\n${key}`);
}

/** In PocketBase's list request hook, after its read: the kept total answered, or the count it made kept. */
export function fillTotal(e: core.RecordsListRequestEvent): void {
  const result = e.result;
  if (!result) return;
  const kept = e.get(KEPT) as unknown;
  if (typeof kept === "number") {
    result.totalItems = kept;
    result.totalPages = result.perPage > 0 ? Math.ceil(kept / result.perPage) : 1;
    return;
  }
  const toKeep = e.get(TO_KEEP) as unknown;
  if (typeof toKeep !== "string" || result.totalItems < 0) return;
  const cut = toKeep.indexOf("\n");
  keepTotal(e.app, toKeep.slice(cut + 1), result.totalItems, toKeep.slice(0, cut));
}

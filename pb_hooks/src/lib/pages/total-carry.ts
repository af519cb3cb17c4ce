import { bumpContentVersion, changesContent } from "./content-version";
import { carryReads } from "./kept-reads";
import { keyParts, placeAt, TOTAL_PLACES } from "./list-totals";

/**
 * Kept totals carried over a save that cannot change them (issue 34). Every save makes a new content version, and a
 * total kept at the old one had to be confirmed by a lookup at its offset: 8 ms of a cold /news with 9,000 articles
 * in its language, after a save of one article's author. A count reads only the fields its filter (and, for the API,
 * its list rule) names: a save of another collection, or an update that left those fields as they were, leaves it
 * as it was. A created or deleted record, a filter that reaches through a relation or into another collection, and a
 * new version with no record saved (a scheduled time come due, the settings, a collection's rules) carry nothing.
 */

/** The record a save wrote: its collection, whether it was an update, and which of its fields it changed. */
export interface Saved {
  collection: string;
  updated: boolean;
  changed: (field: string) => boolean;
}

/** `@now` and its kin: the time, whose turns at scheduled records make a new version of their own (content-version.ts). */
const TIME = /^@(now|second|minute|hour|weekday|day|month|year|yesterday|tomorrow|(today|month|year)(Start|End))$/;

/** The fields a filter or rule reads, or undefined when it reads past its own record. */
export function fieldsRead(filter: string): Set<string> | undefined {
  const bare = filter.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, "''");
  const fields = new Set<string>();
  for (const [word] of bare.matchAll(/@?[A-Za-z_][\w.:]*/g)) {
    if (word.startsWith("@")) {
      if (TIME.test(word)) continue;
      return undefined;
    }
    const field = word.split(":")[0] ?? word;
    if (field.includes(".")) return undefined;
    fields.add(field);
  }
  return fields;
}

/**
 * Whether a kept total's count (its key made by list-totals.ts totalKey) stays as it was after `saved`; `ruleOf` gives
 * the list rule the API adds to its filter (null when unknown).
 */
export function totalStays(key: string, saved: Saved, ruleOf: (collection: string) => string | null): boolean {
  const parts = keyParts(key);
  if (!parts) return false;
  const rule = parts.api ? ruleOf(parts.collection) : "";
  if (rule === null) return false;
  const fields = fieldsRead(`${rule} ${parts.filter}`);
  if (!fields) return false;
  if (saved.collection !== parts.collection) return true;
  return saved.updated && ![...fields].some(saved.changed);
}

/** What the carry needs of PocketBase's store. */
interface TotalStore {
  get(key: string): unknown;
  setFunc(key: string, fn: (old: unknown) => unknown): void;
}

/**
 * Each total kept at version `from` that `saved` leaves as it was, kept at `to` as well (TOTAL_PLACES looks, at a save).
 * A total kept meanwhile in its place is left as it is. How many were carried.
 */
export function carryTotals(
  store: TotalStore,
  from: string,
  to: string,
  saved: Saved,
  ruleOf: (collection: string) => string | null,
): number {
  let carried = 0;
  for (let n = 0; n < TOTAL_PLACES; n++) {
    const place = placeAt(n);
    const line = store.get(place);
    if (typeof line !== "string" || !line.startsWith(`${from}\n`)) continue;
    if (!totalStays(line.slice(from.length + 1, line.lastIndexOf("\n")), saved, ruleOf)) continue;
    const moved = `${to}${line.slice(from.length)}`;
    store.setFunc(place, (old) => (old === line ? moved : old));
    carried++;
  }
  return carried;
}

/** Whether a field of an updated record changed: its text, or its value as JSON (lists have no text, times no JSON). */
export function changedFieldsOf(record: core.Record): (field: string) => boolean {
  const original = record.original();
  return (field) =>
    record.getString(field) !== original.getString(field) ||
    JSON.stringify(record.get(field) ?? null) !== JSON.stringify(original.get(field) ?? null);
}

/** A collection's list rule as PocketBase keeps it; null when visitors may not list it, or it is not there. */
function listRuleOf(app: CoreApp, collection: string): string | null {
  try {
    const rule = app.findCachedCollectionByNameOrId(collection).listRule;
    return rule === null || rule === undefined ? null : String(rule);
  } catch {
    return null;
  }
}

/**
 * After a record's save (content-version.pb.ts): a new content version when its collection is content, carrying the
 * totals the save left as they were, and the render's reads of other collections (kept-reads.ts).
 */
export function afterSave(app: CoreApp, record: core.Record | undefined, how: "create" | "update" | "delete"): void {
  if (!record || !changesContent(record.collection().name)) return;
  const { from, to } = bumpContentVersion(app);
  if (from === undefined) return;
  const saved: Saved = {
    collection: record.collection().name,
    updated: how === "update",
    changed: how === "update" ? changedFieldsOf(record) : () => true,
  };
  carryTotals(app.store(), from, to, saved, (collection) => listRuleOf(app, collection));
  carryReads(app.store(), from, to, saved.collection);
}

import { pbDate } from "../../../../shared/content/pb-date";
import { HOOK_COLLECTIONS } from "../../../../shared/hook-collections";
import { KEPT_APART_FIELDS } from "../../../../shared/schema/kept-apart";
import { REVISIONS_KEPT } from "../../../../shared/schema/revisions";
import { COLLECTIONS } from "../../../../shared/site-registry";
import { fieldError } from "./field-error";

/**
 * Revisions (issue 22, item 18): every editor's save of a project, article, service, office or the site's settings
 * keeps the version before it in `revisions`, with who saved and which fields changed; ticking `restore` on one brings
 * it back, and the version it replaces is kept as a revision too. Only saves through the API (the admin's) count: the
 * server's own writes (a preview link, image sizes, a restore) are not an editor's change. Pictures are not restored:
 * a replaced file is gone from storage. The last REVISIONS_KEPT per record are kept.
 */

/**
 * What a version keeps of a record: its fields as the API writes them (hidden ones left out), less what is derived;
 * and never the values kept apart from the record (image sizes, preview tokens: shared/schema/kept-apart.ts), should
 * an answer or an old revision carry them.
 */
const DERIVED = new Set([
  "id",
  "collectionId",
  "collectionName",
  "created",
  "updated",
  "expand",
  "time_zone_offsets",
  ...KEPT_APART_FIELDS,
]);

export type Version = Record<string, unknown>;

export function versionOf(record: core.Record): Version {
  const data = JSON.parse(JSON.stringify(record)) as Version;
  // Hidden fields are the server's own (preview links and their tokens), never an editor's to change or restore.
  const hidden = new Set<string>();
  const fields = record.collection().fields;
  for (let at = 0; at < fields.length; at++) if (fields[at]?.getHidden()) hidden.add(fields[at]?.getName() ?? "");
  for (const key of Object.keys(data)) if (DERIVED.has(key) || hidden.has(key)) delete data[key];
  return data;
}

/**
 * A page's version holds its sections' too (issue 33), in the page's order under SECTIONS_KEPT, each with its id: a
 * restore brings back what the page showed, not only which sections it listed. `replaced` stands for its stored self
 * (a section's version before the save that is under way).
 */
const SECTIONS_KEPT = "sections_kept";

function pageVersion(app: CoreApp, page: core.Record, replaced?: core.Record): Version {
  const ids = page.getStringSlice("sections");
  const found = new Map<string, core.Record>();
  if (ids.length > 0) for (const section of app.findRecordsByIds("sections", ids)) if (section) found.set(section.id, section);
  if (replaced) found.set(replaced.id, replaced);
  const kept = ids.flatMap((id) => {
    const section = found.get(id);
    return section ? [{ id, ...versionOf(section) }] : [];
  });
  return { ...versionOf(page), [SECTIONS_KEPT]: kept };
}

/** A record's version as its revision keeps it: a page's with its sections. */
const fullVersion = (app: CoreApp, record: core.Record, replaced?: core.Record): Version =>
  record.collection().name === "pages" ? pageVersion(app, record, replaced) : versionOf(record);

/**
 * The fields whose values differ between two versions, in the first's order. Text is compared as it is: written out as
 * JSON, a body of 2 MB cost 40 ms in PocketBase's engine, inside the save's transaction.
 */
export function changedFields(before: Version, after: Version): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const same = (a: unknown, b: unknown) =>
    a === b || (typeof a !== "string" && typeof b !== "string" && JSON.stringify(a ?? null) === JSON.stringify(b ?? null));
  return keys.filter((key) => !same(before[key], after[key]));
}

const NOUN: Record<string, string> = Object.fromEntries(
  HOOK_COLLECTIONS.revised.map((name) => [name, (COLLECTIONS as Record<string, { noun?: string }>)[name]?.noun ?? name]),
);

function nameOf(record: core.Record): string {
  for (const field of ["title", "name", "site_name"]) {
    const value = record.getString(field);
    if (value) return value;
  }
  return record.id;
}

/** Keeps `before` as a revision of `record`, and lets the oldest go past REVISIONS_KEPT. */
function keep(app: CoreApp, record: core.Record, before: Version, changed: string[], editor: string): void {
  const collection = record.collection().name;
  const revision = new Record(app.findCollectionByNameOrId("revisions"));
  const when = pbDate(Date.now()).slice(0, 16);
  revision.set(
    "label",
    `${NOUN[collection] ?? collection} “${nameOf(record)}”, before ${editor}'s change of ${when} UTC`.slice(0, 300),
  );
  revision.set("record_collection", collection);
  revision.set("record_id", record.id);
  revision.set("editor", editor.slice(0, 300));
  revision.set("changed", changed.join(", ").slice(0, 2000));
  revision.set("data", before);
  app.save(revision);
  app
    .db()
    .newQuery(
      "DELETE FROM {{revisions}} WHERE [[id]] IN (SELECT [[id]] FROM {{revisions}} WHERE [[record_collection]] = {:collection} " +
        "AND [[record_id]] = {:id} ORDER BY [[created]] DESC, [[id]] DESC LIMIT -1 OFFSET {:kept})",
    )
    .bind({ collection, id: record.id, kept: REVISIONS_KEPT })
    .execute();
}

const editorOf = (e: core.RecordRequestEvent) => e.auth?.getString("email") || "an editor";

/** Runs `save` (the request's e.next()) in one transaction with whatever follows it, e.app being that transaction. */
function inTransaction(e: core.RecordRequestEvent, then: (tx: CoreApp) => void): void {
  const outer = e.app;
  outer.runInTransaction((tx) => {
    e.app = tx;
    try {
      e.next();
    } finally {
      e.app = outer;
    }
    then(tx);
  });
}

/** onRecordUpdateRequest of a revised collection: the save, and the version before it kept, together. */
export function saveWithRevision(e: core.RecordRequestEvent): void {
  const record = e.record as core.Record;
  const before = fullVersion(e.app, record.original());
  // A section's change is a change of every page that shows it: each keeps the version it showed before (issue 33).
  const holders =
    record.collection().name === "sections"
      ? (e.app.findRecordsByFilter("pages", "sections ~ {:id}", "", 0, 0, { id: record.id }) as core.Record[]).filter(Boolean)
      : [];
  const pagesBefore = holders.map((page) => pageVersion(e.app, page, record.original()));
  inTransaction(e, (tx) => {
    const changed = changedFields(before, fullVersion(tx, record));
    if (changed.length === 0) return;
    keep(tx, record, before, changed, editorOf(e));
    holders.forEach((page, at) => {
      const kept = pagesBefore[at];
      if (kept) keep(tx, page, kept, [SECTIONS_KEPT], editorOf(e));
    });
  });
}

/** Brings a page's sections back as its version kept them: their fields, and any deleted since, made again. */
function restoreSections(tx: CoreApp, version: Version): void {
  const kept = version[SECTIONS_KEPT];
  if (!Array.isArray(kept)) return;
  const collection = tx.findCollectionByNameOrId("sections");
  for (const entry of kept as Version[]) {
    const id = String(entry.id ?? "");
    let section: core.Record;
    try {
      section = tx.findRecordById("sections", id);
    } catch {
      section = new Record(collection);
      section.set("id", id);
    }
    for (const [name, value] of Object.entries(entry)) {
      const field = collection.fields.getByName(name);
      if (!field || DERIVED.has(name) || field.type() === "file" || field.type() === "autodate") continue;
      section.set(name, value);
    }
    tx.save(section);
  }
}

/** A save's error as one sentence: the message under the field it names, else the error's own. */
function messageOf(error: unknown): string {
  const data = (error as { value?: { data?: Record<string, { message?: string }> } }).value?.data ?? {};
  const field = Object.values(data).find((value) => typeof value?.message === "string");
  return field?.message ?? String((error as { message?: string } | undefined)?.message ?? error);
}

/** What a revision records, kept as the save wrote it: only `restore` is an editor's to change. */
const RECORDED = ["label", "record_collection", "record_id", "editor", "changed"] as const;

/** A recorded field an update request changed, if any (the version compared as JSON, whatever its spacing). */
function editedField(revision: core.Record): string | undefined {
  const original = revision.original();
  const text = (record: core.Record, name: string) => String(toString(record.get(name)) ?? "");
  const edited = RECORDED.find((name) => text(revision, name) !== text(original, name));
  if (edited) return edited;
  const json = (record: core.Record) => {
    try {
      return JSON.stringify(JSON.parse(text(record, "data") || "null"));
    } catch {
      return text(record, "data");
    }
  };
  return json(revision) === json(original) ? undefined : "data";
}

/** onRecordCreateRequest of `revisions`: the site keeps them on each save; one written by hand would be a made-up past. */
export function refuseHandWrittenRevision(): never {
  throw new BadRequestError(
    "Revisions are kept by the site on every save of a project, article, service, office or the site record; they cannot be written by hand.",
  );
}

/**
 * onRecordUpdateRequest of `revisions`: with `restore` ticked, the version comes back onto its record (every field
 * but pictures and what is derived), the one it replaces kept as a revision, all in one transaction; `restore` is
 * unticked again. A version that is already the current one, or a record that is gone (or whose id a new record took
 * since, issue 32), is refused under `restore`.
 */
export function restoreRevision(e: core.RecordRequestEvent): void {
  const revision = e.record as core.Record;
  const edited = editedField(revision);
  if (edited) {
    throw fieldError(edited, "A revision records what was saved and cannot be edited: tick restore to bring it back.");
  }
  if (!revision.getBool("restore")) {
    e.next();
    return;
  }
  revision.set("restore", false);
  inTransaction(e, (tx) => {
    const collection = revision.getString("record_collection");
    let target: core.Record;
    try {
      target = tx.findRecordById(collection, revision.getString("record_id"));
    } catch {
      throw fieldError("restore", "Its record has been deleted: there is nothing to bring this version back onto.");
    }
    // A version kept before the record was made is another record's, deleted since, whose id a new one took.
    if (revision.getString("created") < target.getString("created"))
      throw fieldError(
        "restore",
        "Its record has been deleted, and a new record has its id now: this version is not brought back onto another record.",
      );
    const current = fullVersion(tx, target);
    const version = JSON.parse(toString(revision.get("data")) || "{}") as Version;
    const fields = target.collection().fields;
    for (const [name, value] of Object.entries(version)) {
      const field = fields.getByName(name);
      if (!field || DERIVED.has(name) || field.type() === "file" || field.type() === "autodate") continue;
      target.set(name, value);
    }
    const changed = changedFields(current, { ...versionOf(target), [SECTIONS_KEPT]: version[SECTIONS_KEPT] });
    if (changed.length === 0) throw fieldError("restore", "This version is the current one: there is nothing to bring back.");
    keep(tx, target, current, changed, `${editorOf(e)} (restoring the version of ${revision.getString("created").slice(0, 16)})`);
    try {
      // A page's sections first: the page's own checks read them as they come back.
      if (collection === "pages") restoreSections(tx, version);
      tx.save(target);
    } catch (error) {
      throw fieldError("restore", `It could not be brought back: ${messageOf(error)}`);
    }
  });
}

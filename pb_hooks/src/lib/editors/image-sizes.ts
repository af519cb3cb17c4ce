import { imageSizesOf, parsedSizes } from "../../../../pb_migrations/src/lib/image-sizes";
import type { ImageSizes } from "../../../../shared/images/dimensions";
import { KEPT_APART_NAMES } from "../../../../shared/schema/kept-apart-names";

import { having } from "../../../../shared/site-registry";
import { keptRow } from "./kept-row";

const KEPT = KEPT_APART_NAMES.imageSizes;

/**
 * Each image's size (decision 081), kept apart from its record in `record_image_sizes` (shared/schema/kept-apart.ts),
 * off the form editors fill: read from the files on every save, written beside the record in the save's transaction,
 * and added back to every answer that carries the record, so visitors' pages and the API read `image_sizes` as before.
 */

/** The collections the registry flags `images`: each keeps its images' sizes. */
const IMAGE_COLLECTIONS: ReadonlySet<string> = new Set(having((c) => c.images));

/**
 * A collection's image fields, as PocketBase has its schema: its file fields. Read from the live collection, not the
 * declarations, whose every module would then load with every request's hooks (the request's own module grew by 45 KB).
 */
function imageFieldsOf(app: CoreApp, collection: string): string[] {
  const fields = app.findCachedCollectionByNameOrId(collection).fields;
  return fields.fieldNames().filter((name) => fields.getByName(name)?.type() === "file");
}

/** Whether the collection that keeps the sizes is there (the demo agency loads before the migration that makes it). */
const kept = (app: CoreApp, collection: string) => {
  try {
    return Boolean(app.findCachedCollectionByNameOrId(KEPT).fields.getByName(collection));
  } catch {
    return false;
  }
};

/** The record's row in `record_image_sizes`, if it has one. */
function rowOf(app: CoreApp, collection: string, id: string): core.Record | undefined {
  if (id === "") return undefined;
  return keptRow(app, KEPT, collection, id);
}

/**
 * Before a record is written: its images' sizes, for the files it will hold once written (undefined when the
 * collection keeps none, or they could not be read: the editor keeps their save, and pages offer the thumbnails alone).
 */
export function recordImageSizes(app: CoreApp, record: core.Record): ImageSizes | undefined {
  const collection = record.collection().name;
  if (!IMAGE_COLLECTIONS.has(collection)) return undefined;
  const fields = imageFieldsOf(app, collection);
  if (!kept(app, collection)) {
    // A save by a migration before 1795950700 (the Portuguese demo's): into the record's own field, as then, which
    // that migration moves over.
    if (record.collection().fields.getByName("image_sizes")) record.set("image_sizes", imageSizesOf(app, record, fields));
    return undefined;
  }
  try {
    const known = record.isNew() ? null : parsedSizes(rowOf(app, collection, record.id)?.getString("image_sizes") ?? "");
    return imageSizesOf(app, record, fields, known);
  } catch (error) {
    console.warn(`Image sizes: could not read the images of ${collection} ${record.id}: ${error}`);
    return undefined;
  }
}

/** After the record is written, in its save's transaction: its row in `record_image_sizes`. */
export function keepImageSizes(app: CoreApp, record: core.Record, sizes: ImageSizes | undefined): void {
  if (sizes === undefined) return;
  const collection = record.collection().name;
  const row = rowOf(app, collection, record.id) ?? new Record(app.findCachedCollectionByNameOrId(KEPT));
  if (!row.isNew() && JSON.stringify(parsedSizes(row.getString("image_sizes"))) === JSON.stringify(sizes)) return;
  row.set(collection, record.id);
  row.set("image_sizes", sizes);
  app.save(row);
}

/** After a save: the sizes kept for it on the record itself, so the save's answer carries them as any answer does. */
export function showImageSizes(record: core.Record, sizes: ImageSizes | undefined): void {
  if (sizes === undefined) return;
  record.withCustomData(true);
  record.set("image_sizes", sizes);
}

/**
 * The sizes of records of one collection, by record id, in one read: what the server's own reads add to the records
 * they answer with (pages/visitor-reads.ts), as the API's answers get them from `onRecordEnrich`.
 */
export function imageSizesByRecord(app: CoreApp, collection: string, ids: readonly string[]): Map<string, ImageSizes | null> {
  const found = new Map<string, ImageSizes | null>();
  if (!IMAGE_COLLECTIONS.has(collection) || ids.length === 0 || !kept(app, collection)) return found;
  const rows = app
    .db()
    .newQuery(
      `SELECT [[${collection}]] AS id, [[image_sizes]] AS sizes FROM {{${KEPT}}} WHERE [[${collection}]] IN (${ids.map((_, at) => `{:id${at}}`).join(", ")}) AND [[${collection}]] != ''`,
    )
    .bind(Object.fromEntries(ids.map((id, at) => [`id${at}`, id])));
  const result = arrayOf(new DynamicModel({ id: "", sizes: "" })) as { id: string; sizes: string }[];
  rows.all(result);
  for (const row of result) found.set(row.id, parsedSizes(row.sizes));
  return found;
}

/**
 * Records of any collections (a list's, and those expanded into them: a page's sections): their images' sizes added
 * as `image_sizes`, as when they were their field, in one read per collection, however many there are. Records that
 * have them already are left as they are.
 */
export function addImageSizesToRecords(app: CoreApp, records: readonly core.Record[]): void {
  const byCollection = new Map<string, core.Record[]>();
  for (const record of records) {
    const collection = record.collection().name;
    if (!IMAGE_COLLECTIONS.has(collection) || "image_sizes" in (record.customData() ?? {})) continue;
    const list = byCollection.get(collection);
    if (list) list.push(record);
    else byCollection.set(collection, [record]);
  }
  for (const [collection, list] of byCollection) {
    if (!kept(app, collection)) continue;
    const sizes = imageSizesByRecord(
      app,
      collection,
      list.map((record) => record.id),
    );
    for (const record of list) {
      record.withCustomData(true);
      record.set("image_sizes", sizes.get(record.id) ?? null);
    }
  }
}

/**
 * The records of a list answer (the API's): their images' sizes added before the answer is enriched, which then finds
 * them there (one read for the page, whatever its length).
 */
export function addImageSizesToList(app: CoreApp, records: readonly core.Record[]): void {
  addImageSizesToRecords(app, records);
}

/**
 * A record in a view's answer, or expanded into another's (a page's sections): its images' sizes added as `image_sizes`, by one lookup
 * on the relation's index; nothing more for one a list's read has given them already.
 */
export function addImageSizes(app: CoreApp, record: core.Record): void {
  const collection = record.collection().name;
  if (!IMAGE_COLLECTIONS.has(collection) || "image_sizes" in (record.customData() ?? {}) || !kept(app, collection)) return;
  record.withCustomData(true);
  record.set("image_sizes", parsedSizes(rowOf(app, collection, record.id)?.getString("image_sizes") ?? ""));
}

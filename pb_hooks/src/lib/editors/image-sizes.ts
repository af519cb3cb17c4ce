import { imageSizesOf, parsedSizes } from "../../../../pb_migrations/src/lib/image-sizes";
import type { ImageSizes } from "../../../../shared/images/dimensions";
import { KEPT_APART_NAMES } from "../../../../shared/schema/names";

import { having } from "../../../../shared/site-registry";
import { keptRow } from "./kept-row";

const KEPT = KEPT_APART_NAMES.imageSizes;

/**
 * Each image's size (decision 081), kept apart from its record in `record_image_sizes` (shared/schema/kept-apart.ts),
 * off the form editors fill: read from the files on every save and written beside the record in the save's
 * transaction. Every read of the app's expands them back onto the record (shared/images/sizes-read.ts).
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

import { imageSizesOf } from "../../../../pb_migrations/src/lib/image-sizes";
import { collections } from "../../../../shared/schema";

/** The image fields of each collection that records its images' sizes, from the declarations. */
export const IMAGE_FIELDS: Record<string, readonly string[]> = Object.fromEntries(
  collections
    .filter((spec) => spec.fields.some((field) => field.name === "image_sizes"))
    .map((spec) => [spec.name, spec.fields.filter((field) => field.type === "file").map((field) => field.name)]),
);

/** Before a record is written: its images' sizes, for the files it will hold once written. */
export function recordImageSizes(app: CoreApp, record: core.Record): void {
  const fields = IMAGE_FIELDS[record.collection().name];
  // Before the migration that adds the field (the demo agency loads first), there is nowhere to keep them.
  if (!fields || !record.collection().fields.getByName("image_sizes")) return;
  try {
    record.set("image_sizes", imageSizesOf(app, record, fields));
  } catch (error) {
    // Without a size the page offers the thumbnails alone, as before sizes were kept; the editor keeps their save.
    console.warn(`Image sizes: could not read the images of ${record.collection().name} ${record.id}: ${error}`);
  }
}

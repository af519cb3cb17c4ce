// Images sized to the screen (docs/decisions/archive/025-images-sized-to-the-screen.md): the thumbnail widths a phone needs
// (360/720/1080 beside 480/960/1600), and a field that keeps each image's size, read from the file when it is saved
// (pb_hooks/src/images.pb.ts), so pages never ask for a thumbnail wider than the original. Records already there —
// the demo agency's, an editor's — get their sizes here, read from storage.
// Written as a snapshot of the change, so it does the same thing on every data dir for ever; run twice, it does nothing.

import { imageSizesOf } from "./lib/image-sizes";

const OLD_THUMBS = ["480x0", "960x0", "1600x0", "1200x630"];
const NEW_THUMBS = ["360x0", "480x0", "720x0", "960x0", "1080x0", "1600x0", "1200x630"];
const HELP =
  "Filled in when an image is saved: each image's width and height, so pages never ask for a thumbnail wider than the original.";

/** Each collection's image fields; the sizes field goes after the last. The site's card keeps its one thumbnail. */
const IMAGES: Record<string, { fields: string[]; responsive: boolean }> = {
  projects: { fields: ["cover", "gallery"], responsive: true },
  news: { fields: ["cover"], responsive: true },
  offices: { fields: ["image"], responsive: true },
  site: { fields: ["seo_image"], responsive: false },
};

migrate(
  (app) => {
    for (const [name, { fields, responsive }] of Object.entries(IMAGES)) {
      const collection = app.findCollectionByNameOrId(name);
      if (responsive) for (const field of fields) (collection.fields.getByName(field) as core.FileField).thumbs = NEW_THUMBS;
      if (!collection.fields.getByName("image_sizes")) {
        const last = fields[fields.length - 1] ?? "";
        collection.fields.addAt(
          collection.fields.fieldNames().indexOf(last) + 1,
          new JSONField({ name: "image_sizes", maxSize: 0, help: HELP }),
        );
      }
      app.save(collection);

      // Straight into the row: a backfill is no edit, so `updated` and the content hooks stay as they were.
      for (const record of app.findAllRecords(name) as core.Record[]) {
        const sizes = imageSizesOf(app, record, fields);
        app
          .db()
          .newQuery(`UPDATE {{${name}}} SET [[image_sizes]] = {:sizes} WHERE [[id]] = {:id}`)
          .bind({ sizes: JSON.stringify(sizes), id: record.id })
          .execute();
      }
    }
  },
  (app) => {
    for (const [name, { fields, responsive }] of Object.entries(IMAGES)) {
      const collection = app.findCollectionByNameOrId(name);
      if (responsive) for (const field of fields) (collection.fields.getByName(field) as core.FileField).thumbs = OLD_THUMBS;
      collection.fields.removeByName("image_sizes");
      app.save(collection);
    }
  },
);

// Each image's size is kept when its record is saved, so pages never ask PocketBase for a thumbnail wider than the
// original (docs/decisions/archive/025-images-sized-to-the-screen.md): read before the write, kept in
// `record_image_sizes` beside it (off the editors' form, issue 33), and added to every answer that carries the record.

onRecordCreate(
  (e) => {
    const sizes = require(`${__hooks}/lib/editors/image-sizes.js`) as typeof import("./lib/editors/image-sizes");
    const record = e.record as core.Record;
    const read = sizes.recordImageSizes(e.app, record);
    // The record and its sizes are saved together or not at all.
    e.app.runInTransaction((txApp) => {
      const outer = e.app;
      e.app = txApp;
      try {
        e.next();
        sizes.keepImageSizes(txApp, record, read);
        // The save's own answer carries them, as any other answer does.
        sizes.showImageSizes(record, read);
      } finally {
        e.app = outer;
      }
    });
  },
  ...HOOK_COLLECTIONS.images,
);

onRecordUpdate(
  (e) => {
    const sizes = require(`${__hooks}/lib/editors/image-sizes.js`) as typeof import("./lib/editors/image-sizes");
    const record = e.record as core.Record;
    const read = sizes.recordImageSizes(e.app, record);
    e.app.runInTransaction((txApp) => {
      const outer = e.app;
      e.app = txApp;
      try {
        e.next();
        sizes.keepImageSizes(txApp, record, read);
        // The save's own answer carries them, as any other answer does.
        sizes.showImageSizes(record, read);
      } finally {
        e.app = outer;
      }
    });
  },
  ...HOOK_COLLECTIONS.images,
);

// Every answer that carries one of these records reads `image_sizes` as before: a list's page in one read and a
// view's record by one lookup, before the answer is enriched; a record expanded into another's answer (a page's
// sections) by one lookup each, in the enrich hook. Only those: a JS enrich hook runs on every record an answer holds,
// and on an article's save of 2 MB one held a visitor's contact message for 0.4–4.9 s.
onRecordsListRequest(
  (e) => {
    const { addImageSizesToList } = require(
      `${__hooks}/lib/editors/image-sizes.js`,
    ) as typeof import("./lib/editors/image-sizes");
    // A read that asks for other fields only (an article's neighbours: id, slug, title) gets none: no read for them.
    const fields = e.request?.url?.query().get("fields") ?? "";
    if (fields === "" || /(^|,)\s*(\*|image_sizes)\s*(,|$)/.test(fields)) addImageSizesToList(e.app, e.records as core.Record[]);
    e.next();
  },
  ...HOOK_COLLECTIONS.images,
);

onRecordViewRequest(
  (e) => {
    const { addImageSizes } = require(`${__hooks}/lib/editors/image-sizes.js`) as typeof import("./lib/editors/image-sizes");
    addImageSizes(e.app, e.record as core.Record);
    e.next();
  },
  ...HOOK_COLLECTIONS.images,
);

onRecordEnrich(
  (e) => {
    const { addImageSizes } = require(`${__hooks}/lib/editors/image-sizes.js`) as typeof import("./lib/editors/image-sizes");
    addImageSizes(e.app, e.record as core.Record);
    e.next();
  },
  ...HOOK_COLLECTIONS.expandedImages,
);

// Each image's size is kept when its record is saved, so pages never ask PocketBase for a thumbnail wider than the
// original (docs/decisions/archive/025-images-sized-to-the-screen.md): read before the write and kept in
// `record_image_sizes` beside it (off the editors' form, issue 33). Reads bring them along by an expand, in Go
// (shared/images/sizes-read.ts): no hook here runs on a read.

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

// Each image's size is kept with its record when the record is saved, so pages never ask PocketBase for a thumbnail
// wider than the original (docs/decisions/archive/025-images-sized-to-the-screen.md).

onRecordCreate(
  (e) => {
    const { recordImageSizes } = require(`${__hooks}/lib/editors/image-sizes.js`) as typeof import("./lib/editors/image-sizes");
    recordImageSizes(e.app, e.record as core.Record);
    e.next();
  },
  ...HOOK_COLLECTIONS.images,
);

onRecordUpdate(
  (e) => {
    const { recordImageSizes } = require(`${__hooks}/lib/editors/image-sizes.js`) as typeof import("./lib/editors/image-sizes");
    recordImageSizes(e.app, e.record as core.Record);
    e.next();
  },
  ...HOOK_COLLECTIONS.images,
);

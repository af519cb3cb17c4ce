// Editors' conveniences on projects, news and services: slugs made from titles,
// checked and unique; tidy tags; a redirect when a published page's slug changes;
// and a preview link on every save of a project or article (lib/pages/preview.ts).

onRecordCreate(
  (e) => {
    const content = require(`${__hooks}/lib/editors/record-saves.js`) as typeof import("./lib/editors/record-saves");
    const record = e.record as core.Record;
    const { prepareLanguage } = require(
      `${__hooks}/lib/languages/translations.js`,
    ) as typeof import("./lib/languages/translations");
    prepareLanguage(e.app, record, content.nounOf(record));
    content.prepareSlug(e.app, record);
    const { writeTranslationsNote } = require(
      `${__hooks}/lib/languages/translations.js`,
    ) as typeof import("./lib/languages/translations");
    writeTranslationsNote(e.app, record);
    content.publishNowWithoutTime(record);
    if (record.collection().name !== "services") content.checkAltText(record);
    content.checkRichText(record);
    content.checkUnpublishTime(record);
    if (record.collection().name !== "services") content.writeSchedule(e.app, record);
    if (record.collection().name === "news") content.tidyNews(record);
    // After the slug, which the link names. Written with this save: no second save, so nothing can loop.
    const { keepPreviewLink, writePreviewUrl } = require(
      `${__hooks}/lib/pages/preview.js`,
    ) as typeof import("./lib/pages/preview");
    const tokens = writePreviewUrl(e.app, record);
    // The record and its rows in preview_tokens and preview_links are saved together or not at all.
    e.app.runInTransaction((txApp) => {
      const outer = e.app;
      e.app = txApp;
      try {
        e.next();
        keepPreviewLink(txApp, record, tokens);
      } finally {
        e.app = outer;
      }
    });
  },
  ...HOOK_COLLECTIONS.slugged,
);

onRecordUpdate(
  (e) => {
    const content = require(`${__hooks}/lib/editors/record-saves.js`) as typeof import("./lib/editors/record-saves");
    const record = e.record as core.Record;
    const { prepareLanguage } = require(
      `${__hooks}/lib/languages/translations.js`,
    ) as typeof import("./lib/languages/translations");
    prepareLanguage(e.app, record, content.nounOf(record));
    content.prepareSlug(e.app, record);
    const { writeTranslationsNote } = require(
      `${__hooks}/lib/languages/translations.js`,
    ) as typeof import("./lib/languages/translations");
    writeTranslationsNote(e.app, record);
    content.publishNowWithoutTime(record);
    if (record.collection().name !== "services") content.checkAltText(record);
    content.checkRichText(record);
    content.checkUnpublishTime(record);
    if (record.collection().name !== "services") content.writeSchedule(e.app, record);
    if (record.collection().name === "news") content.tidyNews(record);
    const { keepPreviewLink, writePreviewUrl } = require(
      `${__hooks}/lib/pages/preview.js`,
    ) as typeof import("./lib/pages/preview");
    const tokens = writePreviewUrl(e.app, record);
    // The rename and its redirect, and the rows in preview_tokens and preview_links, are saved together or not at all.
    e.app.runInTransaction((txApp) => {
      const outer = e.app;
      e.app = txApp;
      try {
        e.next();
        content.redirectOldSlug(txApp, record);
        keepPreviewLink(txApp, record, tokens);
      } finally {
        e.app = outer;
      }
    });
  },
  ...HOOK_COLLECTIONS.slugged,
);

// A deleted project or article takes its row in preview_links with it.
onRecordAfterDeleteSuccess(
  (e) => {
    const { forgetPreviewLink } = require(`${__hooks}/lib/pages/preview.js`) as typeof import("./lib/pages/preview");
    forgetPreviewLink(e.app, e.record as core.Record);
    e.next();
  },
  ...HOOK_COLLECTIONS.previewed,
);

// Records loaded past the hooks (the demo agency, a restored backup) get their preview link and schedule: at each
// start once the data is there, and by the minute. A new data dir's demo, loaded by the migrations after bootstrap,
// gets them from the migrations' last step (pb_migrations/src/1795920300_records_complete.ts).
onBootstrap((e) => {
  e.next();
  const { completeUnsavedRecords } = require(`${__hooks}/lib/pages/preview.js`) as typeof import("./lib/pages/preview");
  completeUnsavedRecords(e.app);
});

cronAdd("complete-unsaved-records", "* * * * *", () => {
  const { completeUnsavedRecords } = require(`${__hooks}/lib/pages/preview.js`) as typeof import("./lib/pages/preview");
  completeUnsavedRecords($app);
});

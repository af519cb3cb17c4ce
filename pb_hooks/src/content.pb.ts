// Editors' conveniences on projects, news and services: slugs made from titles,
// checked and unique; tidy tags; a redirect when a published page's slug changes;
// and a preview link on every save of a project or article (lib/preview.ts).

onRecordCreate(
  (e) => {
    const content = require(`${__hooks}/lib/content.js`) as typeof import("./lib/content");
    const record = e.record as core.Record;
    content.prepareSlug(e.app, record);
    if (record.collection().name === "news") content.tidyNews(record);
    // After the slug, which the link names. Written with this save: no second save, so nothing can loop.
    const { writePreviewUrl } = require(`${__hooks}/lib/preview.js`) as typeof import("./lib/preview");
    writePreviewUrl(e.app, record);
    e.next();
  },
  "projects",
  "news",
  "services",
);

onRecordUpdate(
  (e) => {
    const content = require(`${__hooks}/lib/content.js`) as typeof import("./lib/content");
    const record = e.record as core.Record;
    content.prepareSlug(e.app, record);
    if (record.collection().name === "news") content.tidyNews(record);
    const { writePreviewUrl } = require(`${__hooks}/lib/preview.js`) as typeof import("./lib/preview");
    writePreviewUrl(e.app, record);
    // The rename and its redirect are saved together or not at all.
    e.app.runInTransaction((txApp) => {
      const outer = e.app;
      e.app = txApp;
      try {
        e.next();
        content.redirectOldSlug(txApp, record);
      } finally {
        e.app = outer;
      }
    });
  },
  "projects",
  "news",
  "services",
);

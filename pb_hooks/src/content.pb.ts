// Editors' conveniences on projects, news and services: slugs made from titles,
// checked and unique; tidy tags; and a redirect when a published page's slug changes.

onRecordCreate(
  (e) => {
    const content = require(`${__hooks}/lib/content.js`) as typeof import("./lib/content");
    const record = e.record as core.Record;
    content.prepareSlug(e.app, record);
    if (record.collection().name === "news") content.tidyNews(record);
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

// Site search (docs/site.md, "Search"): GET /api/search?q= answers from the index, and the index follows every
// create, update and delete of the records it holds. A save writes a line saying the record's row is due, in its own
// transaction; the row itself is written once the save has committed, so making a long body's words never holds the
// database's one writer (issue 32). Lines a stopped process left are written at the next start and by the minute's cron.
// Scheduled records need nothing at their publish time: the search reads the published rule when it runs.

routerAdd("GET", "/api/search", (e) => {
  const { answerSearch } = require(`${__hooks}/lib/search/search.js`) as typeof import("./lib/search/search");
  answerSearch(e);
});

onRecordCreate(
  (e) => {
    e.next();
    const { markPending } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
    markPending(e.app, (e.record as core.Record).collection().name, (e.record as core.Record).id);
  },
  ...HOOK_COLLECTIONS.searched,
);

onRecordUpdate(
  (e) => {
    e.next();
    const { markPending } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
    markPending(e.app, (e.record as core.Record).collection().name, (e.record as core.Record).id);
  },
  ...HOOK_COLLECTIONS.searched,
);

onRecordDelete(
  (e) => {
    e.next();
    const { markPending } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
    markPending(e.app, (e.record as core.Record).collection().name, (e.record as core.Record).id);
  },
  ...HOOK_COLLECTIONS.searched,
);

onRecordAfterCreateSuccess(
  (e) => {
    const { settleSaved } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
    settleSaved(e.app, (e.record as core.Record).collection().name, (e.record as core.Record).id);
    e.next();
  },
  ...HOOK_COLLECTIONS.searched,
);

onRecordAfterUpdateSuccess(
  (e) => {
    const { settleSaved } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
    settleSaved(e.app, (e.record as core.Record).collection().name, (e.record as core.Record).id);
    e.next();
  },
  ...HOOK_COLLECTIONS.searched,
);

onRecordAfterDeleteSuccess(
  (e) => {
    const { settleSaved } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
    settleSaved(e.app, (e.record as core.Record).collection().name, (e.record as core.Record).id);
    e.next();
  },
  ...HOOK_COLLECTIONS.searched,
);

onBootstrap((e) => {
  e.next();
  const { settleAllPending } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
  settleAllPending(e.app);
});

cronAdd("search-pending", "* * * * *", () => {
  const { settleAllPending } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
  settleAllPending($app);
});

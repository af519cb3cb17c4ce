// Site search (docs/site.md, "Search"): GET /api/search?q= answers from the index, and the index follows every
// create, update and delete of the records it holds (inside the same save: a save that fails leaves it as it was).
// Scheduled records need nothing at their publish time: the search reads the published rule when it runs.

routerAdd("GET", "/api/search", (e) => {
  const { answerSearch } = require(`${__hooks}/lib/search/search.js`) as typeof import("./lib/search/search");
  answerSearch(e);
});

onRecordCreate(
  (e) => {
    e.next();
    const { indexRecord } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
    indexRecord(e.app, e.record as core.Record);
  },
  ...HOOK_COLLECTIONS.searched,
);

onRecordUpdate(
  (e) => {
    e.next();
    const { indexRecord } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
    indexRecord(e.app, e.record as core.Record);
  },
  ...HOOK_COLLECTIONS.searched,
);

onRecordDelete(
  (e) => {
    e.next();
    const { unindexRecord } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
    unindexRecord(e.app, (e.record as core.Record).id);
  },
  ...HOOK_COLLECTIONS.searched,
);

// Open pages follow what visitors see change (decisions 073 and 082): one `content_changes` record per change, which
// PocketBase sends to every page following it. A visitor's connection may follow that and nothing else.

onRealtimeSubscribeRequest((e) => {
  const { guardSubscriptions } = require(`${__hooks}/lib/pages/live-pages.js`) as typeof import("./lib/pages/live-pages");
  guardSubscriptions(e);
  e.next();
});

// GET /api/content/version: the content version now, which a page asks as it connects and after each reconnection.
routerAdd("GET", "/api/content/version", (e) => {
  const { answerContentVersion } = require(`${__hooks}/lib/pages/live-pages.js`) as typeof import("./lib/pages/live-pages");
  answerContentVersion(e);
});

cronAdd("content-due", "* * * * *", () => {
  const { announceDue } = require(`${__hooks}/lib/pages/live-pages.js`) as typeof import("./lib/pages/live-pages");
  announceDue($app);
});

onRecordAfterCreateSuccess(
  (e) => {
    const { announceChange } = require(`${__hooks}/lib/pages/live-pages.js`) as typeof import("./lib/pages/live-pages");
    announceChange(e.app, e.record as core.Record, "create");
    e.next();
  },
  ...HOOK_COLLECTIONS.shown,
);

onRecordAfterUpdateSuccess(
  (e) => {
    const { announceChange } = require(`${__hooks}/lib/pages/live-pages.js`) as typeof import("./lib/pages/live-pages");
    announceChange(e.app, e.record as core.Record, "update");
    e.next();
  },
  ...HOOK_COLLECTIONS.shown,
);

onRecordAfterDeleteSuccess(
  (e) => {
    const { announceChange } = require(`${__hooks}/lib/pages/live-pages.js`) as typeof import("./lib/pages/live-pages");
    announceChange(e.app, e.record as core.Record, "delete");
    e.next();
  },
  ...HOOK_COLLECTIONS.shown,
);

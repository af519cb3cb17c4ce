// A CDN in front (docs/operations.md, "A CDN in front"; decision 083): with CDN_MODE=on, what a shared cache may keep;
// with CDN_PURGE_URL set, a purge call for each change of content, written in the change's own transaction (decision
// 057) and sent outside the editor's save, retried.

// Before the handlers, with CDN_MODE=on, the API and the admin are never kept by a shared cache: the one middleware says
// so (lib/serving/every-request.ts, cdn/headers.ts), with no middleware of its own (each costs every request a trip
// through the hooks' VM pool: a quarter of a page's rate on the bench's machine). Pages say so themselves.

onRecordCreate(
  (e) => {
    const { saveWithPurge } = require(`${__hooks}/lib/cdn/purge.js`) as typeof import("./lib/cdn/purge");
    saveWithPurge(e, "create");
  },
  ...HOOK_COLLECTIONS.purged,
);

onRecordUpdate(
  (e) => {
    const { saveWithPurge } = require(`${__hooks}/lib/cdn/purge.js`) as typeof import("./lib/cdn/purge");
    saveWithPurge(e, "update");
  },
  ...HOOK_COLLECTIONS.purged,
);

onRecordDelete(
  (e) => {
    const { saveWithPurge } = require(`${__hooks}/lib/cdn/purge.js`) as typeof import("./lib/cdn/purge");
    saveWithPurge(e, "delete");
  },
  ...HOOK_COLLECTIONS.purged,
);

// After the commit: the worker is asked to send the purges now.
onRecordAfterCreateSuccess(
  (e) => {
    const { nudgeWorker } = require(`${__hooks}/lib/cdn/purge.js`) as typeof import("./lib/cdn/purge");
    nudgeWorker(e.app);
    e.next();
  },
  ...HOOK_COLLECTIONS.purged,
);

onRecordAfterUpdateSuccess(
  (e) => {
    const { nudgeWorker } = require(`${__hooks}/lib/cdn/purge.js`) as typeof import("./lib/cdn/purge");
    nudgeWorker(e.app);
    e.next();
  },
  ...HOOK_COLLECTIONS.purged,
);

onRecordAfterDeleteSuccess(
  (e) => {
    const { nudgeWorker } = require(`${__hooks}/lib/cdn/purge.js`) as typeof import("./lib/cdn/purge");
    nudgeWorker(e.app);
    e.next();
  },
  ...HOOK_COLLECTIONS.purged,
);

// POST /api/cdn/purges/run: the nudge a save sends to this same server. It answers at once, then sends the purges in
// this request's own goroutine, so the editor's save never waits on the CDN. Only this process knows the key.
routerAdd("POST", "/api/cdn/purges/run", (e) => {
  const purge = require(`${__hooks}/lib/cdn/purge.js`) as typeof import("./lib/cdn/purge");
  if (!purge.isNudge(e.app, e.request?.header.get(purge.NUDGE_HEADER) ?? "")) {
    throw new ForbiddenError("Only this server runs its CDN purges; they run by themselves every minute.");
  }
  e.noContent(204);
  e.flush();
  purge.runPurges(e.app, purge.NUDGED_LOOKAHEAD_SECONDS);
});

// Every minute: purges whose nudge was lost, retries, and records published for a time within the coming minute.
cronAdd("cdn-purges", "* * * * *", () => {
  const purge = require(`${__hooks}/lib/cdn/purge.js`) as typeof import("./lib/cdn/purge");
  purge.runPurges($app, purge.CRON_LOOKAHEAD_SECONDS);
});

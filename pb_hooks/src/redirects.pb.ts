// Redirects (lib/redirects/): looked up for every page, checked on every save whoever saves them, and grown from the
// 404 log, whose entries become redirects when an editor fills in where they should lead.

// GET /api/redirects/lookup?path=/old-page → the redirect and app middlewares for a path. The app asks before every
// page and while preloading a link, so a lookup counts no visit.
routerAdd("GET", "/api/redirects/lookup", (e) => {
  const { lookupRedirects, requestedPath } = require(
    `${__hooks}/lib/redirects/lookup.js`,
  ) as typeof import("./lib/redirects/lookup");
  const path = requestedPath(String(e.request?.url?.query().get("path") ?? ""));
  e.response.header().set("Cache-Control", "no-store");
  return e.json(200, lookupRedirects(e.app, path));
});

// POST /api/redirects/hits?path=/old-page → the app followed that path's redirect: one visit, from the site's own
// pages only, once a minute per visitor.
routerAdd("POST", "/api/redirects/hits", (e) => {
  const { countHit } = require(`${__hooks}/lib/redirects/lookup.js`) as typeof import("./lib/redirects/lookup");
  countHit(e);
});

// POST /api/not-found {"path": "/old-page", "referrer": "…"} → the app showed its not-found page there: {"logged": true},
// or false with the reason (the server finds that address, a bot…). Rate-limited per visitor (migration 1763895000);
// a successful report is left out of the request log.
routerAdd(
  "POST",
  "/api/not-found",
  (e) => {
    const { reportNotFound } = require(
      `${__hooks}/lib/redirects/not-found-log.js`,
    ) as typeof import("./lib/redirects/not-found-log");
    reportNotFound(e);
  },
  $apis.bodyLimit(4096),
  $apis.skipSuccessActivityLog(),
);

onRecordCreate((e) => {
  const { validateRedirect } = require(`${__hooks}/lib/redirects/rule-checks.js`) as typeof import("./lib/redirects/rule-checks");
  const record = e.record as core.Record;
  validateRedirect(e.app, record);
  e.next();
  const { forgetRedirected } = require(
    `${__hooks}/lib/redirects/not-found-log.js`,
  ) as typeof import("./lib/redirects/not-found-log");
  forgetRedirected(e.app, record.getString("source"));
}, "redirects");

onRecordUpdate((e) => {
  const { validateRedirect } = require(`${__hooks}/lib/redirects/rule-checks.js`) as typeof import("./lib/redirects/rule-checks");
  const record = e.record as core.Record;
  validateRedirect(e.app, record);
  e.next();
  const { forgetRedirected } = require(
    `${__hooks}/lib/redirects/not-found-log.js`,
  ) as typeof import("./lib/redirects/not-found-log");
  forgetRedirected(e.app, record.getString("source"));
}, "redirects");

onRecordUpdate((e) => {
  const { resolveEntry } = require(`${__hooks}/lib/redirects/not-found-log.js`) as typeof import("./lib/redirects/not-found-log");
  resolveEntry(e);
}, "not_found_log");

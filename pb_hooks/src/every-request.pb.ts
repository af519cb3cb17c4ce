// The one middleware of ours that every request passes through; each one more costs every request a trip through
// the hooks' VM pool (measured: a separate request-log middleware took a page from 318 to 211 req/s).
// - Before the handler: security headers on every answer of the public site: pages, built files, feeds and the API
//   (decision 032). The admin at /_/ keeps PocketBase's own. Set first, so an answer of any kind carries them. Then
//   an address past a sane size is refused before any work (lib/request-limits.ts, decision 057).
// - After it: the request log's rules: successful reads left out, entries cut short, one visitor's flood sampled
//   (lib/request-log.ts, decisions 047 and 057).
// Priority -1005: before PocketBase's rate limiter (-1000), which answers 429 without calling the middlewares after
// it (a plain routerUse runs at 0); after its panic recovery (-1030) and its own header middleware (-1010).

routerUse(
  new Middleware(
    (e) => {
      const request = require(`${__hooks}/lib/every-request.js`) as typeof import("./lib/every-request");
      if (request.beforeRequest(e)) return;
      let failure: unknown;
      try {
        e.next();
      } catch (error) {
        failure = error ?? new Error("A handler threw nothing");
      }
      request.afterRequest(e, failure);
    },
    -1005,
    "everyRequest",
  ),
);

// POST /api/csp-report: a browser's report of a Content-Security-Policy violation, logged for the operator. Rate
// limited by the settings' rule for this path; bodies past 16 KB are refused unread.
routerAdd(
  "POST",
  "/api/csp-report",
  (e) => {
    const { logViolations } = require(`${__hooks}/lib/csp-report.js`) as typeof import("./lib/csp-report");
    return logViolations(e);
  },
  $apis.bodyLimit(16 * 1024),
);

// The one middleware of ours that every request passes through; each one more costs every request a trip through
// the hooks' VM pool (measured: a separate request-log middleware took a page from 318 to 211 req/s).
// - Before the handler: security headers on every answer of the public site: pages, built files, feeds and the API
//   (decision 032). The admin at /_/ keeps PocketBase's own. Set first, so an answer of any kind carries them.
// - After it: the request log's rule, which leaves successful reads out (lib/quiet-log.ts, decision 047).
// Priority -1005: before PocketBase's rate limiter (-1000), which answers 429 without calling the middlewares after
// it (a plain routerUse runs at 0); after its panic recovery (-1030) and its own header middleware (-1010).

routerUse(
  new Middleware(
    (e) => {
      const { applySecurityHeaders } = require(`${__hooks}/lib/security-headers.js`) as typeof import("./lib/security-headers");
      applySecurityHeaders(e);
      e.next();
      const { quietSuccessfulRead } = require(`${__hooks}/lib/quiet-log.js`) as typeof import("./lib/quiet-log");
      quietSuccessfulRead(e);
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

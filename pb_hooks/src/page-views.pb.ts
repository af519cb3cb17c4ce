// First-party page views (docs/decisions/archive/040-first-party-page-views.md). The app reports each page a visitor sees;
// the server keeps a count per day, page and referring site, and nothing about the visitor. A successful report is
// left out of PocketBase's request log, which would otherwise keep the visitor's address and browser.

// POST /api/views {"path": "/work", "referrer": "https://…"} → {"recorded": true}, or false with the reason.
routerAdd(
  "POST",
  "/api/views",
  (e) => {
    const { countPageView } = require(`${__hooks}/lib/analytics/page-views.js`) as typeof import("./lib/analytics/page-views");
    countPageView(e);
  },
  $apis.bodyLimit(4096),
  $apis.skipSuccessActivityLog(),
);

// GET /api/views/summary (superusers): the last 30 days, per day, with the top pages and referrers (/stats).
routerAdd(
  "GET",
  "/api/views/summary",
  (e) => {
    const { answerViewsSummary } = require(
      `${__hooks}/lib/analytics/page-views.js`,
    ) as typeof import("./lib/analytics/page-views");
    answerViewsSummary(e);
  },
  $apis.requireSuperuserAuth(),
);

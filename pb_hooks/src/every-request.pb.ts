// The one middleware of ours that every request passes through (lib/serving/every-request.ts). A JS middleware holds a VM of
// the hooks' pool for the whole request it wraps (a realtime connection's too), and costs each request a trip through
// the pool: four were folded into this one.
// Built files and kept pages are answered here, and a page request is worked out once and carried to the static route
// (lib/serving/page-request.ts, lib/pages/answer.ts; decision 071).
// - Before the handler: forwarding headers believed only from the proxy (decision 082); security headers on every
//   answer of the public site (decision 082); an address past a sane size, or a realtime connection past its bounds,
//   refused before any work (decision 082).
// - The handler, with the contact collection's body limit or gzip for the API's JSON and the pages; a write that
//   found the disk full answers 503 (decision 083).
// - After it: the request log's rules: successful reads left out, entries cut short, one visitor's flood sampled
//   (decisions 083 and 082).
// Priority -1039: inside PocketBase's request logger (-1040), so what it logs is what this leaves; before its panic
// recovery (-1030), auth loading (-1020), superuser IP allow-list (-1015) and rate limiter (-1000), which read the
// visitor's address after the forwarding headers are settled; after CORS (-1041), which answers preflights.

routerUse(
  new Middleware(
    (e) => {
      // Required once per VM and kept on its global object: require looks its file up on disk each time, which cost a
      // built file's answer a tenth of its time.
      const vm = globalThis as { everyRequest?: typeof import("./lib/serving/every-request") };
      vm.everyRequest ??= require(`${__hooks}/lib/serving/every-request.js`) as typeof import("./lib/serving/every-request");
      vm.everyRequest.everyRequest(e);
    },
    -1039,
    "everyRequest",
  ),
);

// POST /api/csp-report: a browser's report of a Content-Security-Policy violation, logged for the operator. Rate
// limited by the settings' rule for this path; bodies past 16 KB are refused unread.
routerAdd(
  "POST",
  "/api/csp-report",
  (e) => {
    const { logViolations } = require(`${__hooks}/lib/security/csp-report.js`) as typeof import("./lib/security/csp-report");
    return logViolations(e);
  },
  $apis.bodyLimit(16 * 1024),
);

// The kept totals of visitors' lists (lib/pages/list-totals.ts; issue 34): a read the middleware above sent on without
// its count is answered with the kept total, and a count PocketBase made is kept for the next reads. Only the
// collections whose lists grow: every other list read passes no VM here.
onRecordsListRequest(
  (e) => {
    // The middleware's module, kept on the VM's global object: require looks its file up on disk each time.
    const vm = globalThis as { everyRequest?: typeof import("./lib/serving/every-request") };
    vm.everyRequest ??= require(`${__hooks}/lib/serving/every-request.js`) as typeof import("./lib/serving/every-request");
    vm.everyRequest.fillTotal(e);
    e.next();
  },
  ...HOOK_COLLECTIONS.totalsKept,
);

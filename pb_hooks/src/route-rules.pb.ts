// GET /api/route-rules?path=/old-page → the redirect and app middlewares for a path. The app
// asks before every page and while preloading a link, so a lookup counts no visit.
// POST /api/route-rules/hits?path=/old-page → the app followed that path's rule: one visit.

routerAdd("GET", "/api/route-rules", (e) => {
  const { lookupRouteRules, requestedPath } = require(`${__hooks}/lib/route-rules.js`) as typeof import("./lib/route-rules");
  const path = requestedPath(String(e.request?.url?.query().get("path") ?? ""));
  e.response.header().set("Cache-Control", "no-store");
  return e.json(200, lookupRouteRules(e.app, path));
});

routerAdd("POST", "/api/route-rules/hits", (e) => {
  const { followRouteRules, requestedPath } = require(`${__hooks}/lib/route-rules.js`) as typeof import("./lib/route-rules");
  followRouteRules(e.app, requestedPath(String(e.request?.url?.query().get("path") ?? "")));
  return e.noContent(204);
});

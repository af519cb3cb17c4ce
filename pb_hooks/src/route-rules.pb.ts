// GET /api/route-rules?path=/old-page → the redirect and app middlewares for a path.
// The app asks before showing "not found" and before entering a page with middlewares.

routerAdd("GET", "/api/route-rules", (e) => {
  const { lookupRouteRules } = require(`${__hooks}/lib/route-rules.js`) as typeof import("./lib/route-rules");
  const path = String(e.request?.url?.query().get("path") ?? "");
  if (!path.startsWith("/")) {
    throw new BadRequestError("Give the page's path, e.g. /api/route-rules?path=/old-page.");
  }
  e.response.header().set("Cache-Control", "no-store");
  return e.json(200, lookupRouteRules(e.app, path));
});

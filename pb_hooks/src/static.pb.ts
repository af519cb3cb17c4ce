// Serves the built web app from pb_public with cache headers that suit hashed assets,
// and answers unknown /api/ paths with a JSON 404 instead of the app's HTML.
// This route replaces PocketBase's default static route, which is only added when none exists.

routerAdd("GET", "/{path...}", (e) => {
  const files = require(`${__hooks}/lib/static-files.js`) as typeof import("./lib/static-files");
  const path = e.request?.url?.path ?? "/";
  if (files.isUnknownApiPath(path)) {
    throw new NotFoundError(`There is no API endpoint at ${path}.`);
  }
  const decision = files.staticDecision(path);
  const publicDir = $os.getenv("PB_PUBLIC_DIR") || $filepath.join(__hooks, "..", "pb_public");
  if (decision.indexFallback) {
    // A full page load of a redirected path gets a real HTTP redirect: it works without
    // JavaScript and tells search engines where the page went. It counts as the rule's visit.
    const { followRouteRules } = require(`${__hooks}/lib/route-rules.js`) as typeof import("./lib/route-rules");
    const rules = followRouteRules(e.app, path);
    if (rules.redirect) return e.redirect(rules.redirect.statusCode, rules.redirect.to);
    // The app shows its not-found page either way; the status tells crawlers whether the
    // page was removed on purpose (410) or was never there (404).
    const { answerPageLoad } = require(`${__hooks}/lib/app-pages.js`) as typeof import("./lib/app-pages");
    // A list's page is known by one address only (/news, not /news?page=1).
    const answer = rules.gone ? { status: 410 } : answerPageLoad(e.app, path, e.request?.url?.rawQuery ?? "");
    if ("location" in answer) return e.redirect(answer.status, answer.location);
    if (answer.status !== 200) {
      e.response.header().set("Cache-Control", files.REVALIDATE);
      return e.html(answer.status, toString($os.readFile($filepath.join(publicDir, "index.html"))));
    }
  }
  e.response.header().set("Cache-Control", decision.cacheControl);
  try {
    return $apis.static(publicDir, decision.indexFallback)(e);
  } catch (error) {
    // A missing file must not be cached as if it were a hashed asset.
    e.response.header().set("Cache-Control", files.REVALIDATE);
    throw error;
  }
});

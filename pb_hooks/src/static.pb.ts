// Serves the built web app from pb_public with cache headers that suit hashed assets,
// precompressed twins for clients that accept them, and an ETag on pages;
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
  const encoded = require(`${__hooks}/lib/encoded-files.js`) as typeof import("./lib/encoded-files");
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
    e.response.header().set("Cache-Control", files.REVALIDATE);
    if (answer.status !== 200) return encoded.sendPageWithStatus(e, publicDir, answer.status);
    return encoded.sendPage(e, publicDir);
  }
  e.response.header().set("Cache-Control", decision.cacheControl);
  const { compressibleType } = require(`${__hooks}/lib/encodings.js`) as typeof import("./lib/encodings");
  const contentType = compressibleType(path);
  if (contentType) {
    e.response.header().add("Vary", "Accept-Encoding");
    const encoding = encoded.acceptedEncoding(e);
    if (encoding && encoded.sendTwin(e, publicDir, e.request?.pathValue("path") ?? "", contentType, encoding)) return;
  }
  try {
    return $apis.static(publicDir, false)(e);
  } catch (error) {
    // A missing file must not be cached as if it were a hashed asset.
    e.response.header().set("Cache-Control", files.REVALIDATE);
    throw error;
  }
});

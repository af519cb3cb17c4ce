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
  e.response.header().set("Cache-Control", decision.cacheControl);
  try {
    return $apis.static(publicDir, decision.indexFallback)(e);
  } catch (error) {
    // A missing file must not be cached as if it were a hashed asset.
    e.response.header().set("Cache-Control", files.REVALIDATE);
    throw error;
  }
});

// Answers a page's address with the finished page (lib/pages/answer.ts), and serves the built
// web app's files from pb_public with cache headers that suit hashed assets and precompressed
// twins for clients that accept them;
// and answers unknown /api/ paths with a JSON 404 instead of the app's HTML.
// This route replaces PocketBase's default static route, which is only added when none exists.

routerAdd("GET", "/{path...}", (e) => {
  const files = require(`${__hooks}/lib/serving/static-files.js`) as typeof import("./lib/serving/static-files");
  const path = e.request?.url?.path ?? "/";
  if (files.isUnknownApiPath(path)) {
    throw new NotFoundError(`There is no API endpoint at ${path}.`);
  }
  const decision = files.staticDecision(path);
  const { publicDirOf } = require(`${__hooks}/lib/serving/kept-answers.js`) as typeof import("./lib/serving/kept-answers");
  const publicDir = publicDirOf();
  if (decision.indexFallback) {
    // The finished page: head, readable body and the app's data (lib/pages/answer.ts).
    const { answerPage } = require(`${__hooks}/lib/pages/answer.js`) as typeof import("./lib/pages/answer");
    return answerPage(e, publicDir);
  }
  e.response.header().set("Cache-Control", decision.cacheControl);
  const { compressibleType } = require(`${__hooks}/lib/serving/encodings.js`) as typeof import("./lib/serving/encodings");
  const contentType = compressibleType(path);
  if (contentType) {
    e.response.header().add("Vary", "Accept-Encoding");
    const encoded = require(`${__hooks}/lib/serving/built-files.js`) as typeof import("./lib/serving/built-files");
    const encoding = encoded.acceptedEncoding(e);
    if (encoding && encoded.sendTwin(e, publicDir, e.request?.pathValue("path") ?? "", contentType, encoding)) return;
  }
  try {
    return $apis.static(publicDir, false)(e);
  } catch (error) {
    // A missing file must not be cached as if it were a hashed asset.
    e.response.header().set("Cache-Control", files.REVALIDATE);
    // A file-like address that is no file (/rss.xml, /llms.txt) is the site's not-found page, not the API's JSON.
    if ((error as { value?: { status?: number } } | undefined)?.value?.status !== 404) throw error;
    // A language's news feed (/pt/feed.xml; the default's is feeds.pb.ts's /feed.xml).
    const crawl = require(`${__hooks}/lib/pages/crawl-answers.js`) as typeof import("./lib/pages/crawl-answers");
    const feed = crawl.feedLanguage(path);
    if (feed !== undefined && crawl.answerCrawlFile(e, "feed", feed)) return;
    const { answerPage } = require(`${__hooks}/lib/pages/answer.js`) as typeof import("./lib/pages/answer");
    return answerPage(e, publicDir);
  }
});

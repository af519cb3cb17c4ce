import { answerDrawnPage } from "../pages/answer";
import { acceptedEncoding, publicDirOf, sendTwin } from "./built-files";
import { compressibleType } from "./encodings";
import { carried, pageRequestOf } from "./page-request";
import { requestFactsOf } from "./request-facts";
import { answerRefusal, overPageLimit, TOO_MANY_PAGES } from "./request-limits";
import { isUnknownApiPath, REVALIDATE, staticDecision } from "./static-files";

/**
 * The route every GET the API does not take reaches (static.pb.ts, in place of PocketBase's own static route): a page
 * the one middleware worked out and handed on, drawn here (pages/answer.ts); else a file of the built app, as its
 * precompressed twin when the client takes one; an unknown /api/ path a JSON 404, never the app's HTML. A file-like
 * address that is no file (/rss.xml, a language's feed) is a crawl file or the site's not-found page.
 */
export function answerRoute(e: core.RequestEvent): void {
  const request = carried(e);
  if (request) {
    answerDrawnPage(e, request);
    return;
  }
  const path = e.request?.url?.path ?? "/";
  if (isUnknownApiPath(path)) throw new NotFoundError(`There is no API endpoint at ${path}.`);
  const publicDir = publicDirOf();
  e.response.header().set("Cache-Control", staticDecision(path).cacheControl);
  const contentType = compressibleType(path);
  if (contentType) {
    e.response.header().add("Vary", "Accept-Encoding");
    const encoding = acceptedEncoding(e);
    if (encoding && sendTwin(e, publicDir, e.request?.pathValue("path") ?? "", contentType, encoding)) return;
  }
  try {
    $apis.static(publicDir, false)(e);
  } catch (error) {
    // A missing file must not be cached as if it were a hashed asset.
    e.response.header().set("Cache-Control", REVALIDATE);
    if ((error as { value?: { status?: number } } | undefined)?.value?.status !== 404) throw error;
    // A language's news feed (/pt/feed.xml; the default's is feeds.pb.ts's /feed.xml).
    const crawl = require(`${__hooks}/lib/pages/crawl-answers.js`) as typeof import("../pages/crawl-answers");
    const feed = crawl.feedLanguage(path);
    if (feed !== undefined && crawl.answerCrawlFile(e, "feed", feed)) return;
    // The site's not-found page, within the visitor's page budget: the address worked out here, once, as the
    // middleware does a page's.
    if (overPageLimit(e)) {
      answerRefusal(e, TOO_MANY_PAGES, false);
      return;
    }
    const facts = requestFactsOf(e);
    const notFound = pageRequestOf(e.app, { ...facts, escapedPath: facts.url?.escapedPath() ?? path });
    answerDrawnPage(e, notFound);
  }
}

import { CDN_PAGE_CACHE } from "../../../shared/cdn";
import { PREVIEW_PARAM } from "../../../shared/preview";
import { cdnMode } from "./cdn-headers";
import { contentVersion } from "./content-version";
import { buildIdIn } from "./encoded-files";
import { acceptsGzip } from "./encodings";
import { type CachedPage, cachedPage, keepPage } from "./page-cache";
import { followRedirects } from "./redirects/lookup";
import { REVALIDATE } from "./static-files";

const HTML = "text/html; charset=utf-8";
/** A preview link's page is one person's: never kept by a browser, a proxy or our page cache. */
const PRIVATE = "private, no-store";

/**
 * A preview link (`?preview=<token>`): the record's page whatever its status, or not found. Rendered for each
 * request, never cached (the token, not the content version, decides what it shows) and kept out of search engines.
 */
function answerPreview(e: core.RequestEvent, publicDir: string, path: string, token: string): void {
  const headers = e.response.header();
  headers.set("Cache-Control", PRIVATE);
  headers.set("X-Robots-Tag", "noindex");
  const rules = followRedirects(e.app, path);
  // The page will be redirected once published too: the preview shows what visitors will get.
  if (rules.redirect) {
    e.redirect(rules.redirect.statusCode, rules.redirect.to);
    return;
  }
  const { renderPreviewFor } = require(`${__hooks}/lib/page-render.js`) as typeof import("./page-render");
  const page = renderPreviewFor(e, publicDir, path, rules, token);
  e.html(page.status, page.html);
}

/**
 * Answers a full page load: a redirect when a rule or the page's own address says so, else the
 * finished page (head, readable body, inline data) with its status (200, 404 or 410). Pages are
 * kept per build, content version and address, and revalidated by ETag. See decision 022.
 *
 * The hot path (a kept page) reads no database and requires none of the renderer: only a page
 * removed by a rule still asks the rules, to count the visit. Any change to the rules is a change
 * of content, which empties the cache.
 */
export function answerPage(e: core.RequestEvent, publicDir: string): void {
  const request = e.request;
  const path = request?.url?.path ?? "/";
  // The rules are read from the address as the browser spelt it. Go's decoded path reads /a%3Fb as /a?b and /a%2Fb
  // as /a/b, so a rule from /a (or /a/b) to that spelling would send the visitor back to itself for ever.
  const address = request?.url?.escapedPath() ?? "/";
  const query = request?.url?.query();
  if (query?.has(PREVIEW_PARAM)) {
    answerPreview(e, publicDir, path, query.get(PREVIEW_PARAM));
    return;
  }
  const version = `${buildIdIn(publicDir)}-${contentVersion(e.app)}`;
  // Everything the page is drawn from: content and build (the version), the address, and what the origin is read from.
  const place = [request?.tls, request?.host, request?.header.get("X-Forwarded-Proto"), request?.header.get("X-Forwarded-Host")];
  const key = `${version}|${place.join("|")}|${address}?${request?.url?.rawQuery ?? ""}`;

  let page: CachedPage | undefined = cachedPage(e.app, key);
  if (page?.counted) followRedirects(e.app, address);
  if (!page) {
    const rules = followRedirects(e.app, address);
    // A full page load of a redirected path gets a real HTTP redirect: it works without
    // JavaScript and tells search engines where the page went. It counts as the rule's visit.
    if (rules.redirect) {
      // Behind a CDN, kept no longer than a page, so that a changed rule shows within the minute even unpurged.
      if (cdnMode()) e.response.header().set("Cache-Control", CDN_PAGE_CACHE);
      e.redirect(rules.redirect.statusCode, rules.redirect.to);
      return;
    }
    // Required only on a miss: the renderer (rich-text sanitiser and all) is large, and a handler VM made
    // fresh under load compiles every module it requires. A hit needs none of it.
    const { renderPageFor } = require(`${__hooks}/lib/page-render.js`) as typeof import("./page-render");
    page = keepPage(e.app, key, { ...renderPageFor(e, publicDir, path, rules), counted: rules.gone });
  }

  if (page.status === 301) {
    // A page known by another address (/news?page=1 is /news): its body is the location.
    e.redirect(301, toString(page.body));
    return;
  }
  if (page.status === 404) {
    // The 404 log: an address editors may want a redirect for. Required here only: a found page needs none of it.
    const { logNotFound } = require(`${__hooks}/lib/redirects/not-found-log.js`) as typeof import("./redirects/not-found-log");
    logNotFound(e.app, address, request?.header.get("User-Agent") ?? "", request?.header.get("Referer") ?? "");
  }
  const headers = e.response.header();
  if (page.noindex) headers.set("X-Robots-Tag", "noindex");
  if (page.noStore) {
    // The same sign-in form for everyone, but the page then shows an editor's figures: no cache keeps it, nor revalidates it.
    headers.set("Cache-Control", "no-store");
    e.blob(page.status, HTML, page.body as number[]);
    return;
  }
  // Behind a CDN (CDN_MODE=on), the edge keeps it a minute and revalidates it by the same ETag; browsers always ask.
  headers.set("Cache-Control", cdnMode() ? CDN_PAGE_CACHE : REVALIDATE);
  const etag = `"${version}-${acceptsGzip(request?.header.get("Accept-Encoding")) ? "gzip" : "identity"}"`;
  headers.set("ETag", etag);
  if (request?.header.get("If-None-Match") === etag) {
    e.noContent(304);
    return;
  }
  e.blob(page.status, HTML, page.body as number[]);
}

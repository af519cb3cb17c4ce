import { PREVIEW_PARAM } from "../../../../shared/content/preview";
import { pageAddress } from "../../../../shared/pages/match";
import { normalisePath } from "../../../../shared/redirects/paths";
import { CDN_PAGE_CACHE } from "../../../../shared/serving/cdn";
import { cdnMode } from "../cdn/headers";
import { followRedirects } from "../redirects/lookup";
import { acceptsGzip } from "../serving/encodings";
import { pageVersion } from "../serving/kept-answers";
import { answerRefusal, overPageLimit, TOO_MANY_PAGES } from "../serving/request-limits";
import { REVALIDATE } from "../serving/static-files";
import { visitorOf } from "../serving/visitor-counts";
import { asCached, type CachedPage, type Pool, pageCache } from "./cache";
import type { Rendered } from "./render";

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
  const rules = followRedirects(e.app, path, visitorOf(e.realIP()));
  // The page will be redirected once published too: the preview shows what visitors will get.
  if (rules.redirect) {
    e.redirect(rules.redirect.statusCode, rules.redirect.to);
    return;
  }
  const { renderPreviewFor } = require(`${__hooks}/lib/pages/render.js`) as typeof import("./render");
  renderPreviewFor(e, publicDir, path, rules, token).then(
    (page) => e.html(page.status, page.html),
    (error: unknown) => answerUnrendered(e, path, error),
  );
}

/**
 * A page that could not be drawn (a bug, or a build whose screens are missing): a plain 500 a person can read, and a
 * line an operator can use. The render ends in the request's microtasks, after the handler returned, so its error
 * would otherwise reach no one and leave the request unanswered.
 */
function answerUnrendered(e: core.RequestEvent, path: string, error: unknown): void {
  e.app.logger().error("A page could not be drawn", "path", path.slice(0, 200), "error", String(error));
  e.response.header().set("Cache-Control", "no-store");
  e.html(
    500,
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Server error</title><h1>Something went wrong</h1><p>This page could not be drawn. Please try again in a moment.</p></html>',
  );
}

/**
 * The key a page is kept under: the address as the browser spelt it, with only the query parameters its page reads
 * (shared/pages/list-params.ts, PAGE_PARAMS) in one order. `?utm_source=…`, a cache-buster or a flood of junk parameters
 * all find the one page; no header enters the key (absolute links come from the site's configured origin).
 */
export function pageKey(path: string, address: string, rawQuery: string): { key: string; query: string } {
  const read = pageAddress(path, rawQuery);
  const query = read.length > path.length ? read.slice(path.length + 1) : "";
  return { key: query === "" ? address : `${address}?${query}`, query };
}

/**
 * Which pool a rendered page is kept in (pages/cache.ts): the site's own pages at their own addresses, which content
 * bounds, or the tail of what any visitor can ask for without end (search results, not-found pages, other spellings).
 */
function poolOf(page: Rendered, address: string): Pool {
  const ownPage = page.status === 200 && page.kind !== "search" && page.kind !== "moved";
  return ownPage && normalisePath(address) === address ? "pages" : "tail";
}

/**
 * Answers a full page load: a redirect when a rule or the page's own address says so, else the
 * finished page (head, readable body, inline data) with its status (200, 404 or 410). Pages are
 * kept per build, content version and address, and revalidated by ETag. See decisions 022 and 057.
 *
 * The hot path (a kept page) reads no database and requires none of the renderer: only a page
 * removed by a rule still asks the rules, to count the visit. Any change to the rules is a change
 * of content, which empties the cache.
 */
export function answerPage(e: core.RequestEvent, publicDir: string): void {
  if (overPageLimit(e)) {
    answerRefusal(e, TOO_MANY_PAGES, false);
    return;
  }
  const request = e.request;
  const path = request?.url?.path ?? "/";
  // The rules are read from the address as the browser spelt it. Go's decoded path reads /a%3Fb as /a?b and /a%2Fb
  // as /a/b, so a rule from /a (or /a/b) to that spelling would send the visitor back to itself for ever.
  const address = request?.url?.escapedPath() ?? "/";
  const rawQuery = request?.url?.rawQuery ?? "";
  if (rawQuery !== "" && request?.url?.query().has(PREVIEW_PARAM)) {
    answerPreview(e, publicDir, path, request.url.query().get(PREVIEW_PARAM));
    return;
  }
  const version = pageVersion(e.app, publicDir);
  const { key: pageAddress, query } = pageKey(path, address, rawQuery);
  const key = `${version}|${pageAddress}`;
  const cache = pageCache(e.app);

  const page: CachedPage | undefined = cache.get(key);
  const visitor = visitorOf(e.realIP());
  if (page?.counted) followRedirects(e.app, address, visitor);
  if (!page) {
    const rules = followRedirects(e.app, address, visitor);
    // A full page load of a redirected path gets a real HTTP redirect: it works without
    // JavaScript and tells search engines where the page went. It counts as the rule's visit.
    if (rules.redirect) {
      // Behind a CDN, kept no longer than a page, so that a changed rule shows within the minute even unpurged.
      if (cdnMode()) e.response.header().set("Cache-Control", CDN_PAGE_CACHE);
      e.redirect(rules.redirect.statusCode, rules.redirect.to);
      return;
    }
    // Rendered once for a burst of requests: the others wait for its page (pages/cache.ts).
    cache
      .once(
        key,
        () => {
          // Required only on a miss: the renderer (React's, the app's screens, the rich-text sanitiser) is large, and a
          // handler VM made fresh under load compiles every module it requires. A hit needs none of it.
          const { renderPageFor } = require(`${__hooks}/lib/pages/render.js`) as typeof import("./render");
          return renderPageFor(e.app, publicDir, path, query, rules, address).then((rendered) => {
            const made = asCached({ ...rendered, counted: rules.gone });
            cache.keep(poolOf(rendered, address), key, made);
            return made;
          });
        },
        { sleep, now: Date.now },
      )
      .then(
        (made) => answerWith(e, made, address, query, version),
        (error: unknown) => answerUnrendered(e, address, error),
      );
    return;
  }
  answerWith(e, page, address, query, version);
}

/** The answer for a page the cache had, or has just drawn: a redirect, a revalidation, or the page. */
function answerWith(e: core.RequestEvent, page: CachedPage, address: string, query: string, version: string): void {
  const request = e.request;
  if (page.status === 301) {
    // A page known by another address (/news?page=1 is /news): its body is the location.
    e.redirect(301, toString(page.body));
    return;
  }
  if (page.status === 404) {
    // The 404 log: an address editors may want a redirect for. Required here only: a found page needs none of it.
    const { logNotFound } = require(`${__hooks}/lib/redirects/not-found-log.js`) as typeof import("../redirects/not-found-log");
    try {
      logNotFound(e.app, address, query, request?.header.get("User-Agent") ?? "", request?.header.get("Referer") ?? "");
    } catch (error) {
      // A log that cannot be written (a full disk) never costs the visitor the page.
      e.app.logger().warn("The 404 log could not be written", "path", address.slice(0, 200), "error", String(error));
    }
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

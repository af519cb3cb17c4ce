import { normalisePath } from "../../../../shared/redirects/paths";
import type { RedirectLookup } from "../../../../shared/redirects/rules";
import { CDN_PAGE_CACHE } from "../../../../shared/serving/cdn";
import { cdnMode } from "../cdn/headers";
import { followRedirects, type KnownPath } from "../redirects/lookup";
import { setPocketBaseHeaders } from "../security/headers";
import { encodingsOf } from "../serving/encodings";
import { logLine } from "../serving/log-lines";
import { type PageRequest, pageTag, withSteps, writeSteps } from "../serving/page-request";
import type { RequestFacts } from "../serving/request-facts";
import { answerRefusal, overPageLimit, TOO_MANY_PAGES } from "../serving/request-limits";
import { REVALIDATE } from "../serving/static-files";
import { visitorOf } from "../serving/visitor-counts";
import { asCached, type CachedPage, type Pool, pageCache } from "./cache";
import { byteLengthOf, documentBytes } from "./document-bytes";
import { gzipToolFailed } from "./gzip-tool";
import { sendPayload } from "./payload";
import type { Drawn } from "./render";

/**
 * Answering a page request (issue 31; decision 071): the request is worked out once (serving/page-request.ts), then
 * - in the one middleware, a page the cache holds is sent as it is kept (answerKeptPage);
 * - else the static route's handler draws it with the app's own screens, once for a burst of requests, keeps it, and
 *   sends it (answerDrawnPage), PocketBase's gzip compressing it on the way.
 * Both send through sendPage: the encodings, the ETag and its 304, Cache-Control, noindex and the 404 log, once.
 */

const HTML = "text/html; charset=utf-8";
/** A preview link's page is one person's: never kept by a browser, a proxy or our page cache. */
const PRIVATE = "private, no-store";

/**
 * The pages this VM answered lately, for the current build and content, at most RECENT_PAGES: a hit reads them here
 * instead of through the app's store (three lookups and the entry's parts, each a call into Go). They hold the same
 * bytes the cache holds (Go's, shared), so the memory they add is the pages the cache has let go meanwhile, at most
 * RECENT_PAGES of them per VM; all go when the content or the build changes (the key begins with both).
 */
const RECENT_PAGES = 32;
const recent = new Map<string, CachedPage>();
let recentVersion = "";

function recentPage(app: CoreApp, request: PageRequest): CachedPage | undefined {
  const version = `${request.build}-${request.content}`;
  if (version !== recentVersion) {
    recent.clear();
    recentVersion = version;
  }
  let page = recent.get(request.key);
  if (page) return page;
  page = pageCache(app).get(request.key);
  if (!page) return undefined;
  if (recent.size >= RECENT_PAGES) recent.clear();
  recent.set(request.key, page);
  return page;
}

/**
 * The largest page gzipped by the JS engine's fflate when gzip(1) is missing (gzip.ts), at some 4 ms a kilobyte (a
 * second for this much). A longer page (an article of a megabyte is a page of two) is kept gzipped by gzip(1) alone,
 * in some 40 ms for 3 MB; without the tool, PocketBase's gzip compresses it in Go on each answer, some 20 ms of CPU
 * per 2 MB, which a flood of visitors to it would spend without end.
 */
const GZIP_IN_JS_MAX = 256 * 1024;

let cacheControl: string | undefined;
/** Behind a CDN (CDN_MODE=on), the edge keeps a page a minute and revalidates it by the same ETag; browsers always ask. */
const pageCacheControl = () => (cacheControl ??= cdnMode() ? CDN_PAGE_CACHE : REVALIDATE);

/** What the redirect lookup may take from the request instead of working it out again: its own record page. */
const knownOf = (request: PageRequest): KnownPath => ({
  path: normalisePath(request.address),
  record:
    request.page?.kind === "record"
      ? { collection: request.page.collection, slug: request.page.slug, language: request.language.code }
      : null,
});

/** Counts the visit of a page removed by a rule (410), kept or drawn: each is a visit the rule's hits count. */
const countVisit = (e: core.RequestEvent, request: PageRequest) =>
  followRedirects(e.app, request.address, visitorOf(e.realIP()), knownOf(request));

/**
 * Sends a page, kept or just drawn: a page known by another address as its 301; else the document with its status,
 * noindex, Cache-Control and an ETag of the build and content it was drawn at (304 when the browser has it). A
 * not-found page counts in the 404 log. `kept` when sent from the one middleware, which sends the gzipped bytes kept
 * with the page itself; the static route's answer is gzipped on the way by PocketBase's middleware.
 */
function sendPage(e: core.RequestEvent, request: PageRequest, page: CachedPage, kept?: RequestFacts): void {
  writeSteps(e, request);
  const headers = kept?.headers ?? e.response.header();
  if (kept) setPocketBaseHeaders(kept.set);
  if (page.status === 301) {
    // A page known by another address (/news?page=1 is /news): its body is the location.
    e.redirect(301, toString(page.body));
    return;
  }
  if (page.status === 404) logNotFound(e, request);
  if (page.noindex) headers.set("X-Robots-Tag", "noindex");
  if (page.noStore) {
    // The same sign-in form for everyone, but the page then shows an editor's figures: no cache keeps it, nor revalidates it.
    headers.set("Cache-Control", "no-store");
    e.blob(page.status, HTML, page.body as number[]);
    return;
  }
  headers.set("Cache-Control", pageCacheControl());
  // The kept answer's headers as the middleware read them; the static route's from the request.
  const header = kept?.header ?? ((name: string) => e.request?.header.get(name) ?? "");
  const gzip = encodingsOf(header("Accept-Encoding")).gzip;
  // Whether compressed or not, the answer depends on the header: caches must know (PocketBase's gzip says so itself).
  if (kept) headers.add("Vary", "Accept-Encoding");
  const etag = pageTag(request, gzip);
  headers.set("ETag", etag);
  if (header("If-None-Match") === etag) {
    e.noContent(304);
    return;
  }
  if (kept && gzip) {
    headers.set("Content-Encoding", "gzip");
    sendKept(kept, e, page.status, page.gzip);
    return;
  }
  if (kept) sendKept(kept, e, page.status, page.body);
  else e.blob(page.status, HTML, page.body as number[]);
}

/**
 * A kept page's bytes with their length: without it Go sends a page of more than 2 KB in chunks, which cost a kept
 * page a sixth of its rate (the bench's article, gzipped: 7.7 KB). The static route's answer is gzipped on the way,
 * its length unknown until then.
 */
function sendKept(kept: RequestFacts, e: core.RequestEvent, status: number, bytes: unknown): void {
  kept.set("Content-Length", String(byteLengthOf(bytes)));
  e.blob(status, HTML, bytes as number[]);
}

/** The 404 log: an address editors may want a redirect for. Required here only: a found page needs none of it. */
function logNotFound(e: core.RequestEvent, request: PageRequest): void {
  const { logNotFound: log } = require(
    `${__hooks}/lib/redirects/not-found-log.js`,
  ) as typeof import("../redirects/not-found-log");
  try {
    log(e.app, request.address, request.query, e.request?.header.get("User-Agent") ?? "", e.request?.header.get("Referer") ?? "");
  } catch (error) {
    // A log that cannot be written (a full disk) never costs the visitor the page.
    logLine(e.app, "warn", "The 404 log could not be written", [
      ["path", request.address],
      ["error", String(error)],
    ]);
  }
}

/**
 * In the one middleware (serving/every-request.ts): the visitor's page budget, then a page the cache holds, sent as
 * it is kept. "answered" when the answer is given; "draw" when the static route is to answer (a miss, a preview);
 * "gzip" when the page is kept but not gzipped yet for a client that takes gzip: the static route answers it
 * (PocketBase gzips it on the way), and the middleware then gzips it once for the visitors after (gzipKeptPage).
 */
export function answerKeptPage(e: core.RequestEvent, facts: RequestFacts, request: PageRequest): "answered" | "draw" | "gzip" {
  if (overPageLimit(e)) {
    answerRefusal(e, TOO_MANY_PAGES, false);
    return "answered";
  }
  if (request.own !== undefined && ownPageLives(facts.app, request)) {
    sendToOwnAddress(e, request, facts);
    return "answered";
  }
  if (request.preview !== undefined) return "draw";
  const page = recentPage(facts.app, request);
  if (!page) return "draw";
  if (page.status !== 301 && page.gzip === undefined && encodingsOf(facts.header("Accept-Encoding")).gzip) {
    // Too big to gzip in the JS engine (a long article), and no gzip(1): PocketBase's gzip, in Go, on each answer.
    if (byteLengthOf(page.body) > GZIP_IN_JS_MAX && gzipToolFailed(facts.app)) return "draw";
    // Gzipped after this answer: the next one reads the cache again.
    recent.delete(request.key);
    return "gzip";
  }
  if (page.counted) countVisit(e, request);
  sendPage(e, request, page, facts);
  return "answered";
}

/**
 * Whether the page a request spelt otherwise lives at its own address (issue 32): a fixed page always; a record's when
 * visitors can open the record (one indexed read, for a spelling that is not the page's own only). Else the request
 * goes on as spelt, to the redirect rules and the not-found page.
 */
function ownPageLives(app: CoreApp, request: PageRequest): boolean {
  const page = request.page;
  if (!page) return false;
  if (page.kind === "fixed") return true;
  const { recordShown } = require(`${__hooks}/lib/pages/visitor-reads.js`) as typeof import("./visitor-reads");
  return recordShown(app, page.collection, page.slug.toLowerCase(), request.language.code);
}

/** A 301 to the page's own address: one spelling of each page is drawn and kept, whatever a link spelt. */
function sendToOwnAddress(e: core.RequestEvent, request: PageRequest, facts: RequestFacts): void {
  writeSteps(e, request);
  setPocketBaseHeaders(facts.set);
  if (cdnMode()) facts.set("Cache-Control", CDN_PAGE_CACHE);
  e.redirect(301, request.own as string);
}

/**
 * Gzips a kept page for the visitors after this one; one request does it while others are answered as before.
 * A page the cache no longer holds, or holds gzipped already, is left.
 */
export function gzipKeptPage(app: CoreApp, key: string): void {
  const cache = pageCache(app);
  const page = cache.get(key);
  if (!page || page.gzip !== undefined || page.status === 301) return;
  const store = app.store();
  const flight = `page|flight|gzip|${key}`;
  const token = `${Date.now()}:${Math.random()}`;
  if (store.getOrSet(flight, () => token) !== token) return;
  try {
    const { gzipPage, gzipWithTool } = require(`${__hooks}/lib/pages/gzip.js`) as typeof import("./gzip");
    // A page too long for the JS engine's gzip by gzip(1) alone: should it fail, Go gzips the page on each answer.
    const gzip = byteLengthOf(page.body) > GZIP_IN_JS_MAX ? gzipWithTool(app, page.body) : gzipPage(app, page.body);
    if (gzip !== undefined) cache.keepGzip(key, gzip);
  } finally {
    store.remove(flight);
  }
}

/**
 * Which pool a drawn page is kept in (cache.ts): the site's own pages at their own addresses, which content bounds,
 * or the tail of what any visitor can ask for without end (search results, not-found pages, other spellings).
 */
function poolOf(page: Drawn, request: PageRequest): Pool {
  const ownPage = page.status === 200 && page.kind !== "search" && page.kind !== "moved";
  return ownPage && normalisePath(request.address) === request.address ? "pages" : "tail";
}

/** The page, kept or drawn now with these rules and kept (one render for a burst of requests: cache.ts `once`). */
function keptOrDrawn(app: CoreApp, request: PageRequest, rules: RedirectLookup): Promise<CachedPage> {
  const cache = pageCache(app);
  return cache.once(
    request.key,
    () => {
      // Required only to draw: the renderer (React's, the app's screens, the rich-text sanitiser) is large, and a
      // handler VM made fresh under load compiles every module it requires. A kept page needs none of it.
      const { drawPage } = require(`${__hooks}/lib/pages/render.js`) as typeof import("./render");
      return drawPage(app, request, rules).then((drawn) => {
        const made = asCached({ ...drawn, counted: rules.gone });
        // A page that failed to draw (a bug: the app's error page, 500) is sent, never kept.
        if (drawn.status < 500) cache.keep(poolOf(drawn, request), request.key, made);
        return made;
      });
    },
    { sleep, now: Date.now },
  );
}

/** The plain 500 of a page that could not be drawn or sent: no script, no style, a sentence a person can act on. */
function answerServerError(e: core.RequestEvent): void {
  e.response.header().set("Cache-Control", "no-store");
  e.html(
    500,
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Server error</title><h1>Something went wrong</h1><p>This page could not be drawn. Please try again in a moment.</p></html>',
  );
}

/**
 * A page that could not be drawn (a bug, or a build whose screens are missing): a plain 500 a person can read, and a
 * line an operator can use. The render ends in the request's microtasks, after the handler returned, so its error
 * would otherwise reach no one and leave the request unanswered.
 */
function answerUndrawn(e: core.RequestEvent, request: PageRequest, error: unknown): void {
  logLine(e.app, "error", "A page could not be drawn", [
    ["path", request.address],
    ["error", String(error)],
  ]);
  answerServerError(e);
}

/**
 * Whether an answer failed because the visitor left while it was written (a closed tab, a navigation a browser
 * cancelled): nothing an operator can act on, and PocketBase's request line has it already. In one e2e run, seven
 * such lines and no other.
 */
export const visitorGone = (error: unknown) => /broken pipe|connection reset by peer/i.test(String(error));

/**
 * A page drawn, yet its answer failed after that: one sampled line (but for a visitor gone), and the plain 500 when
 * nothing was written yet.
 */
function answerUnsent(e: core.RequestEvent, request: PageRequest, error: unknown): void {
  if (visitorGone(error)) return;
  logLine(e.app, "error", "A page was drawn but its answer failed", [
    ["path", request.address],
    ["error", String(error)],
  ]);
  if (!e.written()) answerServerError(e);
}

/**
 * A preview link (`?preview=<token>`): the record's page whatever its status, drawn for each request and never kept
 * (the token, not the content version, decides what it shows); or, when the token opens nothing here, the not-found
 * page, the same for every refused link at one address and so kept like a page (a flood of refused links once drew
 * it for each). Both kept out of search engines and out of browsers' and proxies' caches.
 */
function answerPreview(e: core.RequestEvent, request: PageRequest): Promise<void> | void {
  const headers = e.response.header();
  headers.set("Cache-Control", PRIVATE);
  headers.set("X-Robots-Tag", "noindex");
  const rules = followRedirects(e.app, request.address, visitorOf(e.realIP()), knownOf(request));
  // The page will be redirected once published too: the preview shows what visitors will get.
  if (rules.redirect) {
    writeSteps(e, request);
    e.redirect(rules.redirect.statusCode, rules.redirect.to);
    return;
  }
  const { openPreview } = require(`${__hooks}/lib/pages/preview.js`) as typeof import("./preview");
  const now = Date.now();
  const opened = rules.gone ? undefined : openPreview(e.app, request, request.preview ?? "", now);
  const { drawPreview, drawRefusedPreview } = require(`${__hooks}/lib/pages/render.js`) as typeof import("./render");
  const drawn = opened
    ? drawPreview(e.app, request, rules, opened, now).then((page): { status: number; body: unknown } => ({
        status: page.status,
        body: documentBytes(page.html),
      }))
    : pageCache(e.app).once(
        `${request.key}|refused-preview`,
        () =>
          drawRefusedPreview(e.app, request, rules).then((page) => {
            const made = asCached({ ...page, counted: false });
            if (page.status < 500) pageCache(e.app).keep("tail", `${request.key}|refused-preview`, made);
            return made;
          }),
        { sleep, now: Date.now },
      );
  return drawn.then(
    (page) => {
      writeSteps(e, request);
      e.blob(page.status, HTML, page.body as number[]);
    },
    (error: unknown) => answerUndrawn(e, request, error),
  );
}

/**
 * In the static route's handler (serving/static-route.ts): the request the middleware handed on. A preview is drawn for its
 * holder; a page kept meanwhile is sent; else the page's redirect rules decide, and the page is drawn, kept and sent.
 * A full page load of a redirected path gets a real HTTP redirect: it works without JavaScript, tells search engines
 * where the page went, and counts as the rule's visit. Nothing is returned: a page drawn now ends in the request's
 * microtasks, which the engine runs before PocketBase reads on, and a Promise returned made PocketBase log "the handler
 * must a non-async function and not return a Promise" for every page drawn, a warning any visitor could write without
 * end (each not-found address is drawn).
 */
export function answerDrawnPage(e: core.RequestEvent, request: PageRequest): void {
  const pending = withSteps(request, () => {
    if (request.payload) return answerPayload(e, request);
    if (request.preview !== undefined) return answerPreview(e, request);
    const found = pageCache(e.app).get(request.key);
    if (found) {
      if (found.counted) countVisit(e, request);
      sendPage(e, request, found);
      return;
    }
    const rules = countVisit(e, request);
    if (rules.redirect) {
      writeSteps(e, request);
      // Behind a CDN, kept no longer than a page, so that a changed rule shows within the minute even unpurged.
      if (cdnMode()) e.response.header().set("Cache-Control", CDN_PAGE_CACHE);
      e.redirect(rules.redirect.statusCode, rules.redirect.to);
      return;
    }
    return keptOrDrawn(e.app, request, rules).then(
      (page) => sendPage(e, request, page),
      (error: unknown) => answerUndrawn(e, request, error),
    );
  });
  pending?.catch((error: unknown) => answerUnsent(e, request, error));
}

/**
 * A page's payload (pages/payload.ts), for the app's preload of a link: from the page kept, or drawn now and kept, so
 * that the visit the preload foresees finds it kept too. A preview, another spelling of a page or a redirected address
 * has none to preload (204: the app loads it as usual); its redirect rules are read, not counted as a visit.
 */
function answerPayload(e: core.RequestEvent, request: PageRequest): Promise<void> | void {
  if (request.preview !== undefined || request.own !== undefined) return sendPayload(e, request, undefined, "");
  const found = pageCache(e.app).get(request.key);
  if (found) return sendPayload(e, request, found, pageCacheControl());
  const { lookupRedirects } = require(`${__hooks}/lib/redirects/lookup.js`) as typeof import("../redirects/lookup");
  const rules = lookupRedirects(e.app, request.address);
  if (rules.redirect) return sendPayload(e, request, undefined, "");
  return keptOrDrawn(e.app, request, rules).then(
    (page) => sendPayload(e, request, page, pageCacheControl()),
    (error: unknown) => answerUndrawn(e, request, error),
  );
}

/**
 * The status a visitor's full page load of this request gets, kept or drawn now (and then kept): what the 404 log asks
 * of an address the app reports as not found (redirects/not-found-log.ts), with its redirect rules read, not followed.
 */
export function statusOf(app: CoreApp, request: PageRequest): Promise<number> {
  const found = pageCache(app).get(request.key);
  if (found) return Promise.resolve(found.status);
  const { lookupRedirects } = require(`${__hooks}/lib/redirects/lookup.js`) as typeof import("../redirects/lookup");
  const rules = lookupRedirects(app, request.address);
  if (rules.redirect) return Promise.resolve(rules.redirect.statusCode);
  return keptOrDrawn(app, request, rules).then((page) => page.status);
}

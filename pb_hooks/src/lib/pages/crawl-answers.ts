import { pbDate } from "../../../../shared/content/pb-date";
import { PUBLISHED_RULE } from "../../../../shared/content/publishing";
import { defaultOf, pageLanguage } from "../../../../shared/languages/addresses";
import { bcp47 } from "../../../../shared/languages/alternates";
import type { Language } from "../../../../shared/languages/languages";
import { publicPath } from "../../../../shared/pages/public-paths";
import { liveLanguages } from "../languages/languages";
import { encodingsOf } from "../serving/encodings";
import { answerRefusal, overPageLimit, TOO_MANY_PAGES } from "../serving/request-limits";
import { siteOrigin } from "../serving/site-origin";
import { pageCache } from "./cache";
import { contentVersion } from "./content-version";
import { FEED_SIZE, robotsTxt, rssFeed } from "./crawl-files";
import { byteLengthOf, documentBytes } from "./document-bytes";
import { readSitemapFile, sitemapFileXml, sitemapIndex } from "./sitemap";

export type CrawlFile = "robots" | "sitemap" | "feed";

/**
 * Short enough that a scheduled article reaches feed readers and crawlers within five minutes of
 * its time (nothing is written at that moment, so each answer is made at request time), long
 * enough that a reader polling every minute costs one query in five.
 */
export const CRAWL_CACHE_CONTROL = "public, max-age=300";

// The published rule is the API's own, so a crawler sees exactly what a visitor may read; a page its editor marked
// noindex is left out of both files (issue 22, item 16).
const published = (app: CoreApp, collection: string, sort: string, limit = 0, filter = "", params = {}) =>
  app
    .findRecordsByFilter(collection, `(${PUBLISHED_RULE}) && noindex = false${filter}`, sort, limit, 0, params)
    .filter((r): r is core.Record => Boolean(r));

const FILES: Record<
  CrawlFile,
  (app: CoreApp, origin: string, site: core.Record | undefined, languages: readonly Language[], code: string) => [string, string]
> = {
  robots: (_, origin) => ["text/plain; charset=utf-8", robotsTxt(origin)],
  // An index of one file per language and kind (issue 34; sitemap.ts).
  sitemap: (app, origin, _site, languages) => [
    "application/xml; charset=utf-8",
    sitemapIndex(app, origin, languages, pbDate(Date.now())),
  ],
  // The news of one language: /feed.xml the default's, /pt/feed.xml Portuguese (issue 24).
  feed: (app, origin, site, languages, code) => {
    const language = pageLanguage(languages, code);
    const articles = published(app, "news", "-published_at", FEED_SIZE, " && language = {:language}", { language: code }).map(
      (record) => ({
        title: record.getString("title"),
        path: `${language.prefix}${publicPath("news", record.getString("slug")) ?? "/news"}`,
        excerpt: record.getString("excerpt"),
        publishedAt: record.getString("published_at"),
      }),
    );
    const words = language.prefix === "" ? undefined : siteWordsIn(app, code);
    const channel = {
      title: words?.getString("site_name") || site?.getString("site_name") || "",
      description:
        words?.getString("tagline") ||
        words?.getString("seo_description") ||
        site?.getString("tagline") ||
        site?.getString("seo_description") ||
        "",
      language: bcp47(code),
      prefix: language.prefix,
    };
    return ["application/rss+xml; charset=utf-8", rssFeed(origin, channel, articles)];
  },
};

/** A language's own words for the site, if an editor wrote them (`site_translations`). */
const siteWordsIn = (app: CoreApp, code: string) =>
  app.hasTable("site_translations")
    ? (app.findRecordsByFilter("site_translations", "language = {:code}", "", 1, 0, { code })[0] ?? undefined)
    : undefined;

/** The site's record and the origin its files' absolute addresses start with (site-origin.ts). */
function siteAndOrigin(app: CoreApp): { site: core.Record | undefined; origin: string } {
  const [site] = app.findRecordsByFilter("site", "", "", 1, 0);
  return { site: site ?? undefined, origin: siteOrigin(app, site?.getString("site_url") ?? "") };
}

/** `/pt/feed.xml` → "pt": a language's feed address, else undefined. */
export const feedLanguage = (path: string): string | undefined =>
  /^\/([a-z]{2,3}(?:-[a-z0-9]{2,8})?)\/feed\.xml$/.exec(path)?.[1];

/**
 * A crawl file as the app's store keeps it: made from the content of one version, gzipped (null when it came out
 * empty: a sitemap file the content no longer fills). Kept as gzip alone: the scale fixture's 48 sitemap files were
 * 9.8 MB of text held for good (about 20 MB of the process once the collector's room is counted), and are 19 times
 * smaller gzipped; every crawler takes gzip, and a client that does not gets them unzipped by gzip(1).
 */
interface KeptFile {
  version: string;
  contentType: string;
  gzip: unknown;
}
const readKept = (kept: unknown): KeptFile | undefined =>
  kept !== null && typeof kept === "object" && typeof (kept as KeptFile).version === "string" ? (kept as KeptFile) : undefined;

/** A crawl file ready to send: as kept, and its text's bytes when this request made it. */
interface CrawlAnswer extends KeptFile {
  made?: Uint8Array;
}

/** gzip.ts, required when a file is made or unzipped: fflate stays out of the module every crawl request loads. */
const gzipModule = () => require(`${__hooks}/lib/pages/gzip.js`) as typeof import("./gzip");

/** How long a request waits for the first making of a file another request is making, before it makes it itself. */
const FIRST_MAKING_WAIT_MS = 30_000;

/** REQUEST_STEPS, read once per VM: a making is named in the answer's X-Request-Steps, for the tests that count them. */
let tracing: boolean | undefined;

/**
 * A crawl file as of the content's version (issue 32): made once per change of content (a save, a scheduled record's
 * time) and kept in the app's store, so a flood of /sitemap.xml reads kept bytes. While one request makes the
 * new one, the others get the one before; with none before, they wait for it.
 */
function crawlFile(e: core.RequestEvent, name: string, make: () => [string, string]): CrawlAnswer {
  const store = e.app.store();
  const key = `crawl|${name}`;
  const version = contentVersion(e.app);
  let kept = readKept(store.get(key));
  if (kept?.version === version) return kept;
  const flight = `${key}|making`;
  const token = `${Date.now()}:${Math.random()}`;
  const maker = String(store.getOrSet(flight, () => token));
  if (maker !== token) {
    if (kept) return kept;
    const until = Date.now() + FIRST_MAKING_WAIT_MS;
    while (Date.now() < until) {
      sleep(10);
      kept = readKept(store.get(key));
      if (kept?.version === version) return kept;
    }
  }
  try {
    const [contentType, body] = make();
    const bytes = documentBytes([body]);
    const made: KeptFile = { version, contentType, gzip: body === "" ? null : gzipModule().gzipPage(e.app, bytes) };
    store.set(key, made);
    tracing ??= $os.getenv("REQUEST_STEPS") === "1";
    if (tracing) e.response.header().set("X-Request-Steps", JSON.stringify([["draw", key]]));
    return { ...made, made: bytes };
  } finally {
    if (store.get(flight) === token) store.remove(flight);
  }
}

/**
 * Sends a crawl file: its kept gzip to a client that takes gzip (every crawler), else its text as bytes. Those are
 * kept in the page cache's tail (cache.ts: bounded, dropped at every change of content), so a client that takes no
 * gzip costs one unzip per file and version: unzipped for each request, a sitemap file of 500 addresses went out 39
 * times a second where the kept bytes go out over a thousand. Either way the answer depends on Accept-Encoding.
 */
function sendCrawlFile(e: core.RequestEvent, name: string, file: CrawlAnswer, make: () => [string, string]): void {
  const headers = e.response.header();
  headers.set("Cache-Control", CRAWL_CACHE_CONTROL);
  headers.add("Vary", "Accept-Encoding");
  if (encodingsOf(e.request?.header.get("Accept-Encoding") ?? "").gzip) {
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(byteLengthOf(file.gzip)));
    e.blob(200, file.contentType, file.gzip as number[]);
    return;
  }
  const cache = pageCache(e.app);
  const key = `crawl|${name}|${file.version}`;
  let plain = cache.get(key)?.body;
  if (plain === undefined) {
    plain = file.made ?? gzipModule().gunzipKept(e.app, file.gzip) ?? documentBytes([make()[1]]);
    cache.keep("tail", key, { status: 200, noindex: false, noStore: false, counted: false, body: plain });
  }
  headers.set("Content-Length", String(byteLengthOf(plain)));
  e.blob(200, file.contentType, plain as number[]);
}

/**
 * Answers GET /robots.txt, /sitemap.xml or the feed, with absolute addresses on the site's own origin: each counts
 * as a page load against PAGE_RATE_LIMIT, and is made once per change of content (crawlFile).
 */
export function answerCrawlFile(e: core.RequestEvent, file: CrawlFile, code?: string): boolean {
  const languages = liveLanguages(e.app);
  // A language's feed answers while the language is live; else the address is no page (the caller's 404).
  if (code !== undefined && !languages.some((l) => l.code === code && !l.is_default)) return false;
  if (overPageLimit(e)) {
    answerRefusal(e, TOO_MANY_PAGES, false);
    return true;
  }
  const make = (): [string, string] => {
    const { site, origin } = siteAndOrigin(e.app);
    return FILES[file](e.app, origin, site, languages, code ?? defaultOf(languages).code);
  };
  const name = `${file}|${code ?? ""}`;
  sendCrawlFile(e, name, crawlFile(e, name, make), make);
  return true;
}

/**
 * Answers GET /sitemaps/<language>/<kind>-<n>.xml, one file the sitemap's index names (sitemap.ts), made once per
 * change of content like the others; false when the index names no such file (the caller's 404).
 */
export function answerSitemapFile(e: core.RequestEvent, code: string, name: string): boolean {
  const languages = liveLanguages(e.app);
  const file = readSitemapFile(code, name, languages);
  if (!file) return false;
  if (overPageLimit(e)) {
    answerRefusal(e, TOO_MANY_PAGES, false);
    return true;
  }
  const make = (): [string, string] => [
    "application/xml; charset=utf-8",
    sitemapFileXml(e.app, siteAndOrigin(e.app).origin, languages, file, pbDate(Date.now())) ?? "",
  ];
  const kept = `sitemap|${code}|${name}`;
  const answer = crawlFile(e, kept, make);
  if (answer.gzip === null) return false;
  sendCrawlFile(e, kept, answer, make);
  return true;
}

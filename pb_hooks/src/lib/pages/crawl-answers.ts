import { PUBLISHED_RULE } from "../../../../shared/content/publishing";
import { defaultOf, pageLanguage } from "../../../../shared/languages/addresses";
import { type Alternate, alternatesOf, bcp47, type Translatable } from "../../../../shared/languages/alternates";
import { type Language, prefixOf } from "../../../../shared/languages/languages";
import { PUBLIC_PATH_PREFIX, publicPath } from "../../../../shared/pages/public-paths";
import { liveLanguages } from "../languages/languages";
import { answerRefusal, overPageLimit, TOO_MANY_PAGES } from "../serving/request-limits";
import { siteOrigin } from "../serving/site-origin";
import { contentVersion } from "./content-version";
import { FEED_SIZE, FRAME, LISTED_PAGES, newest, robotsTxt, rssFeed, type SitemapEntry, sitemapXml } from "./crawl-files";

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

const lastChange = (app: CoreApp, collection: string) =>
  app.findRecordsByFilter(collection, "", "-updated", 1, 0)[0]?.getString("updated") ?? "";

/** A page's alternates and, where it has more than one, the default language's again as x-default, as its head says. */
const withDefault = (alternates: Alternate[], defaultCode: string): Alternate[] => {
  const fallback = alternates.find((alternate) => alternate.code === defaultCode);
  return alternates.length > 1 && fallback ? [...alternates, { code: "x-default", path: fallback.path }] : alternates;
};

/**
 * Every page in every live language (issue 24), each with its alternates: a fixed page in each language, a record's
 * page in each language it is published in (grouped by its original), so both sides of a translation name each other.
 */
function sitemapEntries(app: CoreApp, languages: readonly Language[]): SitemapEntry[] {
  const language = pageLanguage(languages, defaultOf(languages).code);
  const live = new Set(languages.map((l) => l.code));
  const records: Record<string, SitemapEntry[]> = {};
  for (const collection of Object.keys(PUBLIC_PATH_PREFIX)) {
    const rows = published(app, collection, "-published_at").filter((record) => live.has(record.getString("language")));
    const siblings = new Map<string, Translatable[]>();
    for (const record of rows) {
      const original = record.getString("translation_of") || record.id;
      const row = {
        id: record.id,
        language: record.getString("language"),
        translation_of: original,
        slug: record.getString("slug"),
      };
      siblings.set(original, [...(siblings.get(original) ?? []), row]);
    }
    records[collection] = rows.flatMap((record) => {
      const own = record.getString("language");
      const path = publicPath(collection, record.getString("slug"));
      // The home page (an editor's page at the address home) is the root's entry, which the fixed pages give.
      if (!path || path === "/") return [];
      const group = siblings.get(record.getString("translation_of") || record.id) ?? [];
      const alternates = withDefault(
        alternatesOf(language, "", { prefix: PUBLIC_PATH_PREFIX[collection] ?? "/", siblings: group }),
        language.defaultCode,
      );
      // A record scheduled after its last edit changed on the page when its time came.
      const lastmod = newest([record.getString("updated"), record.getString("published_at")]);
      return [{ path: `${prefixOf(own, language.defaultCode)}${path}`, lastmod, alternates }];
    });
  }
  const changed = (collection: string) =>
    collection in records ? newest((records[collection] ?? []).map((e) => e.lastmod)) : lastChange(app, collection);
  const frame = FRAME.map(changed);
  const pages = Object.entries(LISTED_PAGES).flatMap(([path, lists]) => {
    const alternates = withDefault(alternatesOf(language, path), language.defaultCode);
    const lastmod = newest([...frame, ...lists.map(changed)]);
    // One entry per language; x-default names the default language's page again, which has its own entry.
    return alternates
      .filter((alternate) => alternate.code !== "x-default")
      .map((alternate) => ({ path: alternate.path, lastmod, alternates }));
  });
  return [...pages, ...Object.values(records).flat()];
}

const FILES: Record<
  CrawlFile,
  (app: CoreApp, origin: string, site: core.Record | undefined, languages: readonly Language[], code: string) => [string, string]
> = {
  robots: (_, origin) => ["text/plain; charset=utf-8", robotsTxt(origin)],
  sitemap: (app, origin, _site, languages) => [
    "application/xml; charset=utf-8",
    sitemapXml(origin, sitemapEntries(app, languages)),
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

/** `/pt/feed.xml` → "pt": a language's feed address, else undefined. */
export const feedLanguage = (path: string): string | undefined =>
  /^\/([a-z]{2,3}(?:-[a-z0-9]{2,8})?)\/feed\.xml$/.exec(path)?.[1];

/** A crawl file made from the content of one version: `<version>\n<content type>\n<body>`, as the app's store keeps it. */
const keptAs = (version: string, contentType: string, body: string) => `${version}\n${contentType}\n${body}`;
function readKept(kept: unknown): { version: string; contentType: string; body: string } | undefined {
  if (typeof kept !== "string") return undefined;
  const first = kept.indexOf("\n");
  const second = kept.indexOf("\n", first + 1);
  return { version: kept.slice(0, first), contentType: kept.slice(first + 1, second), body: kept.slice(second + 1) };
}

/** How long a request waits for the first making of a file another request is making, before it makes it itself. */
const FIRST_MAKING_WAIT_MS = 30_000;

/** REQUEST_STEPS, read once per VM: a making is named in the answer's X-Request-Steps, for the tests that count them. */
let tracing: boolean | undefined;

/**
 * A crawl file as of the content's version (issue 32): made once per change of content (a save, a scheduled record's
 * time) and kept in the app's store, so a flood of /sitemap.xml reads a kept string. While one request makes the
 * new one, the others get the one before; with none before, they wait for it.
 */
function crawlFile(e: core.RequestEvent, file: CrawlFile, code: string | undefined, make: () => [string, string]) {
  const store = e.app.store();
  const key = `crawl|${file}|${code ?? ""}`;
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
    store.set(key, keptAs(version, contentType, body));
    tracing ??= $os.getenv("REQUEST_STEPS") === "1";
    if (tracing) e.response.header().set("X-Request-Steps", JSON.stringify([["draw", key]]));
    return { version, contentType, body };
  } finally {
    if (store.get(flight) === token) store.remove(flight);
  }
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
  const { contentType, body } = crawlFile(e, file, code, () => {
    const [site] = e.app.findRecordsByFilter("site", "", "", 1, 0);
    const origin = siteOrigin(e.app, site?.getString("site_url") ?? "");
    return FILES[file](e.app, origin, site ?? undefined, languages, code ?? defaultOf(languages).code);
  });
  e.response.header().set("Cache-Control", CRAWL_CACHE_CONTROL);
  e.blob(200, contentType, body);
  return true;
}

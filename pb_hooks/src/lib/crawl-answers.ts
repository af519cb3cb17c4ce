import { PUBLIC_PATH_PREFIX, publicPath } from "../../../shared/public-paths";
import { PUBLISHED_RULE } from "../../../shared/publishing";
import { FEED_SIZE, FRAME, LISTED_PAGES, newest, robotsTxt, rssFeed, type SitemapEntry, sitemapXml } from "./crawl-files";
import { siteOrigin } from "./site-origin";

export type CrawlFile = "robots" | "sitemap" | "feed";

/**
 * Short enough that a scheduled article reaches feed readers and crawlers within five minutes of
 * its time (nothing is written at that moment, so each answer is made at request time), long
 * enough that a reader polling every minute costs one query in five.
 */
export const CRAWL_CACHE_CONTROL = "public, max-age=300";

// The published rule is the API's own, so a crawler sees exactly what a visitor may read; a page its editor marked
// noindex is left out of both files (issue 22, item 16).
const published = (app: CoreApp, collection: string, sort: string, limit = 0) =>
  app
    .findRecordsByFilter(collection, `(${PUBLISHED_RULE}) && noindex = false`, sort, limit, 0)
    .filter((r): r is core.Record => Boolean(r));

const lastChange = (app: CoreApp, collection: string) =>
  app.findRecordsByFilter(collection, "", "-updated", 1, 0)[0]?.getString("updated") ?? "";

function sitemapEntries(app: CoreApp): SitemapEntry[] {
  const records: Record<string, SitemapEntry[]> = {};
  for (const collection of Object.keys(PUBLIC_PATH_PREFIX)) {
    records[collection] = published(app, collection, "-published_at").flatMap((record) => {
      const path = publicPath(collection, record.getString("slug"));
      // A record scheduled after its last edit changed on the page when its time came.
      const lastmod = newest([record.getString("updated"), record.getString("published_at")]);
      return path ? [{ path, lastmod }] : [];
    });
  }
  const changed = (collection: string) =>
    collection in records ? newest((records[collection] ?? []).map((e) => e.lastmod)) : lastChange(app, collection);
  const frame = FRAME.map(changed);
  const pages = Object.entries(LISTED_PAGES).map(([path, lists]) => ({
    path,
    lastmod: newest([...frame, ...lists.map(changed)]),
  }));
  return [...pages, ...Object.values(records).flat()];
}

const FILES: Record<CrawlFile, (app: CoreApp, origin: string, site: core.Record | undefined) => [string, string]> = {
  robots: (_, origin) => ["text/plain; charset=utf-8", robotsTxt(origin)],
  sitemap: (app, origin) => ["application/xml; charset=utf-8", sitemapXml(origin, sitemapEntries(app))],
  feed: (app, origin, site) => {
    const articles = published(app, "news", "-published_at", FEED_SIZE).map((record) => ({
      title: record.getString("title"),
      path: publicPath("news", record.getString("slug")) ?? "/news",
      excerpt: record.getString("excerpt"),
      publishedAt: record.getString("published_at"),
    }));
    const channel = {
      title: site?.getString("site_name") ?? "",
      description: site?.getString("tagline") || site?.getString("seo_description") || "",
    };
    return ["application/rss+xml; charset=utf-8", rssFeed(origin, channel, articles)];
  },
};

/** Answers GET /robots.txt, /sitemap.xml or the feed, with absolute addresses on the site's own origin. */
export function answerCrawlFile(e: core.RequestEvent, file: CrawlFile): void {
  const [site] = e.app.findRecordsByFilter("site", "", "", 1, 0);
  const [contentType, body] = FILES[file](e.app, siteOrigin(e.app, site?.getString("site_url") ?? ""), site ?? undefined);
  e.response.header().set("Cache-Control", CRAWL_CACHE_CONTROL);
  e.blob(200, contentType, body);
}

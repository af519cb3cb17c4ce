import { escapeXml } from "../../../../shared/content/html";
import { type Alternate, bcp47 } from "../../../../shared/languages/alternates";
import { FEED_PATH } from "../../../../shared/pages/public-paths";
import { BOUNDS } from "../../../../shared/serving/bounds";
import { COLLECTIONS, PAGES } from "../../../../shared/site-registry";

/**
 * The fixed pages the sitemap lists (shared/site-registry.ts), and what each one lists besides the frame every page
 * shows (the site record and the offices, in the header and footer): its sitemap lastmod is the newest change among them.
 */
export const LISTED_PAGES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  PAGES.filter((page) => page.sitemap).map((page) => [page.path, page.lists]),
);
/**
 * Fixed pages kept out of the sitemap: the style guide and the editors' page views are for the studio, not for search
 * results, and the site's own search results are noindex (decision 078).
 */
export const UNLISTED_PAGES: readonly string[] = PAGES.filter((page) => !page.sitemap).map((page) => page.path);
/** The collections every page shows. */
export const FRAME: readonly string[] = Object.entries(COLLECTIONS)
  .filter(([, collection]) => "frame" in collection && collection.frame)
  .map(([name]) => name);

export const FEED_SIZE = 20;

/** A page for the sitemap; lastmod in PocketBase's date format, or "" when unknown. */
export interface SitemapEntry {
  path: string;
  lastmod: string;
  /** The page in each language it exists in, itself included (issue 24): written as xhtml:link when more than one. */
  alternates?: readonly Alternate[];
}

export interface FeedArticle {
  title: string;
  path: string;
  excerpt: string;
  /** PocketBase's date format. */
  publishedAt: string;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The feed's language, as RSS's <language> names it ("pt"); its addresses' prefix ("/pt", "" for the default). */
  language?: string;
  prefix?: string;
}

/** The latest of some PocketBase dates (their format sorts like the moments), or "" when there is none. */
export const newest = (dates: readonly string[]): string => dates.filter(Boolean).sort().pop() ?? "";

/** "2026-11-22 06:30:00.123Z" (PocketBase) as W3C's datetime, "2026-11-22T06:30:00Z". */
export const w3cDate = (date: string): string => `${date.slice(0, 10)}T${date.slice(11, 19)}Z`;

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A PocketBase date as RSS wants it (RFC 822), "Sun, 22 Nov 2026 06:30:00 GMT", whatever the server's locale. */
export function rfc822Date(date: string): string {
  const [year, month, day] = date.slice(0, 10).split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${DAYS[weekday]}, ${date.slice(8, 10)} ${MONTHS[month - 1]} ${year} ${date.slice(11, 19)} GMT`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    // The admin and the raw API are no pages; uploaded images (covers, link-preview cards) are.
    "Disallow: /_/",
    "Disallow: /api/",
    "Allow: /api/files/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** A page's alternates as the sitemap writes them (Google's xhtml:link), or nothing when it is in one language only. */
function alternateLinks(origin: string, alternates: readonly Alternate[] | undefined): string {
  if (!alternates || alternates.length < 2) return "";
  return alternates
    .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(bcp47(a.code))}" href="${escapeXml(origin + a.path)}"/>`)
    .join("");
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  // The protocol's own bound on one file (sitemapUrls' max): each file is cut at the operator's SITEMAP_URLS already
  // (sitemap.ts); cut here at its default, a larger SITEMAP_URLS lost every address past it in each file.
  const urls = entries.slice(0, BOUNDS.sitemapUrls.max).map(({ path, lastmod, alternates }) => {
    const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(origin + path)}</loc>${modified}${alternateLinks(origin, alternates)}</url>`;
  });
  return urlset(urls.join("\n"));
}

/** A sitemap file around its `<url>` lines (one per line, or none). */
export const urlset = (lines: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...(lines === "" ? [] : [lines]),
    "</urlset>",
    "",
  ].join("\n");

/** An RSS 2.0 feed of the articles as given (newest first, at most FEED_SIZE: the caller's query decides). */
export function rssFeed(origin: string, channel: FeedChannel, articles: readonly FeedArticle[]): string {
  const items = articles.map((article) => {
    const link = escapeXml(origin + article.path);
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822Date(article.publishedAt)}</pubDate>`,
      ...(article.excerpt ? [`      <description>${escapeXml(article.excerpt)}</description>`] : []),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${origin}${channel.prefix ?? ""}/news`)}</link>`,
    `    <description>${escapeXml(channel.description || channel.title)}</description>`,
    ...(channel.language ? [`    <language>${escapeXml(channel.language)}</language>`] : []),
    `    <atom:link href="${escapeXml(origin + (channel.prefix ?? "") + FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

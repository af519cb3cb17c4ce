import { FEED_PATH } from "../../../shared/public-paths";

/** What a page tells search engines and link previews about itself. */
export interface PageMeta {
  title: string;
  description: string;
  /** A 1200x630 card; empty when the page has none. */
  image: string;
}

/** The head entries for a page's meta, for a route's `head` option. */
export function pageMeta(meta: PageMeta | undefined) {
  if (!meta) return { meta: [] };
  return {
    meta: [
      { title: meta.title },
      { name: "description", content: meta.description },
      { property: "og:title", content: meta.title },
      { property: "og:description", content: meta.description },
      ...(meta.image ? [{ property: "og:image", content: meta.image }] : []),
    ],
  };
}

/** "Page not found · Meridian Studio": a page's own title, then the site's name when it is known. */
export const documentTitle = (title: string, siteName: string | undefined) => (siteName ? `${title} · ${siteName}` : title);

/** Tells browsers and feed readers where the news feed is; in the head of the pages that list news (/ and /news). */
export const FEED_LINK = { rel: "alternate", type: "application/rss+xml", title: "News", href: FEED_PATH };

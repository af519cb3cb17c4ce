import { RECORD_PAGES } from "../site-registry";

/** Where each collection's records live on the public site (shared/site-registry.ts); services have no page of their own. */
export const PUBLIC_PATH_PREFIX: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(RECORD_PAGES).map(([collection, page]) => [collection, page.prefix]),
);

export function publicPath(collection: string, slug: string): string | undefined {
  const prefix = PUBLIC_PATH_PREFIX[collection];
  return prefix && slug ? prefix + slug : undefined;
}

/**
 * The news feed. At the root rather than under /news/ so that it can never be read as an
 * article's address; the page heads of / and /news link to it.
 */
export const FEED_PATH = "/feed.xml";

/** The sitemap, for crawlers. */
export const SITEMAP_PATH = "/sitemap.xml";

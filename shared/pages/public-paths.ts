import { RECORD_PAGES } from "../site-registry";

/** Where each collection's records live on the public site (shared/site-registry.ts); services have no page of their own. */
export const PUBLIC_PATH_PREFIX: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(RECORD_PAGES).map(([collection, page]) => [collection, page.prefix]),
);

/**
 * The home page is an editor's page (issue 33): the page whose address is `home` in a language is drawn at that
 * language's root (/, /pt/), and its own address answers 301 there. Its translations have the address home too.
 * Its composition: shared/sections/home.ts.
 */
export const HOME_ADDRESS = "home";

/** The record the home page is: the root collection's (editors' pages) record at the address home. */
export const HOME_RECORD = {
  collection: Object.entries(PUBLIC_PATH_PREFIX).find(([, prefix]) => prefix === "/")?.[0] ?? "pages",
  slug: HOME_ADDRESS,
} as const;

/**
 * A record's page: its collection's prefix and its slug. The editors' page at the address `home` is the home page,
 * at the root (shared/sections/home.ts): its own address answers 301 there, as any other spelling of a page does.
 */
export function publicPath(collection: string, slug: string): string | undefined {
  const prefix = PUBLIC_PATH_PREFIX[collection];
  if (prefix === "/" && slug === HOME_ADDRESS) return "/";
  return prefix && slug ? prefix + slug : undefined;
}

/**
 * The news feed. At the root rather than under /news/ so that it can never be read as an
 * article's address; the page heads of / and /news link to it.
 */
export const FEED_PATH = "/feed.xml";

/** The sitemap, for crawlers. */
export const SITEMAP_PATH = "/sitemap.xml";

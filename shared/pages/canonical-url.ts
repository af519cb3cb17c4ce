import { PAGES } from "../site-registry";

// Apart from view.ts, which the app's entry carries: only the server's render and the head builder (loaded with the
// first navigation) write a canonical address.

/** The registry's pages kept out of search engines: their canonical address is their bare path. */
const UNINDEXED = new Set<string>(PAGES.filter((page) => "noindex" in page && page.noindex).map((page) => page.kind));

/**
 * The address a page is known by, absolute: its path without a trailing slash, and the query parameters its page
 * reads (shared/pages/address.ts, in the order links write them: /news?tag=a&page=2), or none for a page kept out of
 * search engines (search results are one page, /search, whatever was asked). `address` is the page's read address,
 * `kind` its content's kind,
 * `origin` the site's own ("https://example.com", no slash), `prefix` its language's ("/pt").
 */
export function canonicalUrl(origin: string, address: string, kind: string, prefix = ""): string {
  const at = address.indexOf("?");
  const pathname = at < 0 ? address : address.slice(0, at);
  const query = at < 0 || UNINDEXED.has(kind) ? "" : address.slice(at);
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // A language's home is its prefix and a slash (/pt/), as its links and alternates name it.
  const trimmed = prefix !== "" && bare === prefix ? `${prefix}/` : bare;
  return `${origin.replace(/\/+$/, "")}${trimmed}${query}`;
}

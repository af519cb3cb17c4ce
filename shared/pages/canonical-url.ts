import type { PageContent } from "./view";

// Apart from shared/pages/view.ts, which the app's entry carries: only the server and the head builder (loaded with the first
// navigation) write a canonical address.

/**
 * The address a page is known by, absolute: the list's tag, page or filter kept (as links write them), anything else
 * in the query dropped, no trailing slash. Search results are one page, /search, whatever was asked (and noindex).
 * `origin` is the site's own ("https://example.com", no slash).
 */
export function canonicalUrl(origin: string, path: string, content: PageContent, prefix = ""): string {
  const pathname = path.replace(/[?#].*$/, "");
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // A language's home is its prefix and a slash (/pt/), as its links and alternates name it.
  const trimmed = prefix !== "" && bare === prefix ? `${prefix}/` : bare;
  const kept =
    content.kind === "news"
      ? [
          content.tag !== undefined && `tag=${encodeURIComponent(content.tag)}`,
          content.news.page > 1 && `page=${content.news.page}`,
        ]
      : [content.kind === "work" && content.selected && `service=${encodeURIComponent(content.selected)}`];
  const query = kept.filter(Boolean).join("&");
  return `${origin.replace(/\/+$/, "")}${trimmed}${query ? `?${query}` : ""}`;
}

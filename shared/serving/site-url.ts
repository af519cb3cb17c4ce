/**
 * The editors' `site_url` as an origin ("https://example.com", no trailing slash), or undefined when it
 * is empty or no web address. The server falls back to the request's own origin, the app to the page's:
 * the same rule on both sides, so a canonical link never depends on who drew the head.
 */
export function siteUrlOrigin(siteUrl: string): string | undefined {
  const configured = siteUrl.trim().replace(/\/+$/, "");
  return /^https?:\/\/[^/]/i.test(configured) ? configured : undefined;
}

import { referrerHost } from "../../../../shared/analytics/page-views";
import { siteOrigin } from "../serving/site-origin";

/**
 * Writes only the site's own pages make (page views, redirect hits, the 404 log): a browser on another site can send
 * them, with a form or a beacon, from every visitor it has. A browser says where a request comes from: Sec-Fetch-Site
 * (every current browser), else Origin. A client that says neither is no browser on another site; it can send what it
 * likes, and is bounded by the rate limits.
 */
export function crossSiteRefusal(e: core.RequestEvent): string | undefined {
  const header = (name: string) => (e.request?.header.get(name) ?? "").slice(0, 300);
  const site = header("Sec-Fetch-Site");
  if (site !== "") return site === "same-origin" ? undefined : `Sent from another site (Sec-Fetch-Site: ${site}).`;
  const origin = header("Origin");
  if (origin === "") return undefined;
  const host = referrerHost(origin);
  const own = [
    referrerHost(`http://${header("Host") || (e.request?.host ?? "").slice(0, 300)}`),
    referrerHost(siteOrigin(e.app)),
  ];
  return host !== "" && own.includes(host) ? undefined : "Sent from another site (Origin).";
}

/** Whether the request's body is declared as JSON (a form post from another site cannot declare it without asking). */
export function sentAsJson(e: core.RequestEvent): boolean {
  return /^application\/json\s*(;|$)/i.test((e.request?.header.get("Content-Type") ?? "").slice(0, 100).trim());
}

import { siteUrlOrigin } from "../../../shared/site-url";

/** What a request says about where it was sent, as PocketBase's router sees it. */
export interface RequestPlace {
  /** The site record's `site_url`; empty when the editors have not set it. */
  siteUrl: string;
  /** Whether the connection to this process is TLS. */
  tls: boolean;
  /** The Host header as received. */
  host: string;
  forwardedProto: string;
  forwardedHost: string;
  /** PocketBase's settings.trustedProxy.headers: set only when a reverse proxy stands in front. */
  trustedProxyHeaders: readonly string[];
}

// A host name, IPv4 or bracketed IPv6, with an optional port: nothing a header could smuggle markup or a path through.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstValue = (header: string) => header.split(",")[0]?.trim() ?? "";

/**
 * The scheme and host that absolute links (sitemap, feed, canonical links) start with, without a
 * trailing slash: the editors' `site_url` when set; otherwise the request's own. Forwarded headers
 * are believed only when the operator has declared a proxy (settings.trustedProxy.headers, or
 * TRUSTED_PROXY_HEADERS): without one, any visitor could make the site link to a host of their choosing.
 */
export function siteOrigin(place: RequestPlace): string {
  const configured = siteUrlOrigin(place.siteUrl);
  if (configured) return configured;

  const behindProxy = place.trustedProxyHeaders.length > 0;
  const forwardedProto = behindProxy ? firstValue(place.forwardedProto).toLowerCase() : "";
  const forwardedHost = behindProxy ? firstValue(place.forwardedHost) : "";
  const scheme = forwardedProto === "http" || forwardedProto === "https" ? forwardedProto : place.tls ? "https" : "http";
  const host = HOST.test(forwardedHost) ? forwardedHost : HOST.test(place.host) ? place.host : "localhost";
  return `${scheme}://${host.toLowerCase()}`;
}

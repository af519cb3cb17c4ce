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

  const forwardedHost = place.trustedProxyHeaders.length > 0 ? firstValue(place.forwardedHost) : "";
  const host = HOST.test(forwardedHost) ? forwardedHost : HOST.test(place.host) ? place.host : "localhost";
  return `${requestScheme(place)}://${host.toLowerCase()}`;
}

/**
 * The scheme the visitor used: a declared proxy's `X-Forwarded-Proto` when it names one (without a declared proxy,
 * any client could claim https), else this connection's own. Links and HSTS (security-headers.ts) both follow it.
 */
export function requestScheme(place: Pick<RequestPlace, "tls" | "forwardedProto" | "trustedProxyHeaders">): "http" | "https" {
  const forwarded = place.trustedProxyHeaders.length > 0 ? firstValue(place.forwardedProto).toLowerCase() : "";
  if (forwarded === "http" || forwarded === "https") return forwarded;
  return place.tls ? "https" : "http";
}

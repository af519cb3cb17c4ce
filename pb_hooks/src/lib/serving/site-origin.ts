import { siteUrlOrigin } from "../../../../shared/serving/site-url";
import { selfOrigin } from "./self-origin";

/**
 * The origin absolute links start with (canonical and Open Graph addresses, the sitemap, the feed, preview links and
 * CDN purges), without a trailing slash. Never anything a request says: a page kept in the cache, or a sitemap kept
 * by a crawler, must not carry the Host or X-Forwarded-Host one visitor sent (decision 082).
 *
 * In order: the editors' `site_url`; PocketBase's Application URL (admin → Settings → Application) when ops changed
 * it from PocketBase's own default; the address this server was started on (`--http`, i.e. PB_HTTP).
 */
export interface OriginSources {
  siteUrl: string;
  /** settings.meta.appURL. */
  appUrl: string;
  /** The --http address as a loopback origin (self-origin.ts). */
  listenOrigin: string;
}

/** PocketBase's own default Application URL: not a choice anyone made. */
const POCKETBASE_DEFAULT_APP_URL = "http://localhost:8090";

export function originOf(sources: OriginSources): string {
  const configured = siteUrlOrigin(sources.siteUrl);
  if (configured) return configured;
  const appUrl = siteUrlOrigin(sources.appUrl);
  if (appUrl && appUrl !== POCKETBASE_DEFAULT_APP_URL) return appUrl.replace(/^(https?:\/\/[^/?#]+).*$/i, "$1");
  return sources.listenOrigin;
}

/** The site's origin for absolute links, from the site record (unless its `site_url` is handed in) and the settings. */
export function siteOrigin(app: CoreApp, siteUrl?: string): string {
  let url = siteUrl;
  if (url === undefined) {
    try {
      url = app.findFirstRecordByFilter("site", "").getString("site_url");
    } catch {
      url = "";
    }
  }
  return originOf({ siteUrl: url, appUrl: app.settings().meta.appURL ?? "", listenOrigin: selfOrigin() });
}

export interface RequestPlace {
  /** Whether the connection to this process is TLS. */
  tls: boolean;
  forwardedProto: string;
  /** PocketBase's settings.trustedProxy.headers: set only when a reverse proxy stands in front. */
  trustedProxyHeaders: readonly string[];
}

const firstValue = (header: string) => header.split(",")[0]?.trim() ?? "";

/**
 * The scheme the visitor used: a declared proxy's `X-Forwarded-Proto` when it names one (without a declared proxy,
 * any client could claim https), else this connection's own. HSTS (security/headers.ts) follows it.
 */
export function requestScheme(place: RequestPlace): "http" | "https" {
  // A header is read only this far: a megabyte of it costs nothing more.
  const forwarded = place.trustedProxyHeaders.length > 0 ? firstValue(place.forwardedProto.slice(0, 16)).toLowerCase() : "";
  if (forwarded === "http" || forwarded === "https") return forwarded;
  return place.tls ? "https" : "http";
}

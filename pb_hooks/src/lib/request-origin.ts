import { siteOrigin } from "./site-origin";

/** The origin absolute links start with for this request: the site's `site_url`, else the request's own (site-origin.ts). */
export function requestOrigin(e: core.RequestEvent, siteUrl: string): string {
  const request = e.request;
  return siteOrigin({
    siteUrl,
    tls: Boolean(request?.tls),
    host: request?.host ?? "",
    forwardedProto: request?.header.get("X-Forwarded-Proto") ?? "",
    forwardedHost: request?.header.get("X-Forwarded-Host") ?? "",
    trustedProxyHeaders: e.app.settings().trustedProxy.headers ?? [],
  });
}

import { isAdminPath, securityHeaders } from "./security-policy";
import { requestScheme } from "./site-origin";

/** Sets the public site's headers (security-policy.ts) on this answer, unless it is the admin's. */
export function applySecurityHeaders(e: core.RequestEvent): void {
  const request = e.request;
  const path = request?.url?.path ?? "";
  if (isAdminPath(path)) return;
  const https =
    requestScheme({
      tls: Boolean(request?.tls),
      forwardedProto: request?.header.get("X-Forwarded-Proto") ?? "",
      trustedProxyHeaders: e.app.settings().trustedProxy.headers ?? [],
    }) === "https";
  const header = e.response.header();
  for (const [name, value] of Object.entries(securityHeaders({ path, https }))) header.set(name, value);
}

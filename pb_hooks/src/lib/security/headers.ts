import type { RequestFacts } from "../serving/request-facts";
import { requestScheme } from "../serving/site-origin";
import { isAdminPath, securityHeaders } from "./policy";
import { trustedHeaders } from "./trusted-proxy";

/** The headers as name/value pairs, made once per VM for each scheme: every request sets them. */
const made = new Map<boolean, [string, string][]>();
function headersFor(https: boolean): [string, string][] {
  let pairs = made.get(https);
  if (!pairs) {
    pairs = Object.entries(securityHeaders({ path: "", https }));
    made.set(https, pairs);
  }
  return pairs;
}

/** Sets the public site's headers (security/policy.ts) on this answer, unless it is the admin's. */
export function applySecurityHeaders({ app, request, path, set, header }: RequestFacts): void {
  if (isAdminPath(path)) return;
  // The proxy's word is asked for only when it says something: most requests carry no X-Forwarded-Proto.
  const forwardedProto = header("X-Forwarded-Proto");
  const https =
    requestScheme({
      tls: Boolean(request?.tls),
      forwardedProto,
      trustedProxyHeaders: forwardedProto === "" ? [] : trustedHeaders(app),
    }) === "https";
  const pairs = headersFor(https);
  for (let i = 0; i < pairs.length; i++) set(pairs[i]?.[0] ?? "", pairs[i]?.[1] ?? "");
}

/**
 * What PocketBase's own security middleware adds to every answer it reaches (apis.securityHeaders); an answer given in
 * the one middleware (a built file, a kept page) is given before it runs, so it gets them here.
 */
const POCKETBASE_HEADERS: readonly (readonly [string, string])[] = [
  ["X-XSS-Protection", "1; mode=block"],
  ["X-Frame-Options", "SAMEORIGIN"],
];

export function setPocketBaseHeaders(set: RequestFacts["set"]): void {
  for (let i = 0; i < POCKETBASE_HEADERS.length; i++) set(POCKETBASE_HEADERS[i]?.[0] ?? "", POCKETBASE_HEADERS[i]?.[1] ?? "");
}

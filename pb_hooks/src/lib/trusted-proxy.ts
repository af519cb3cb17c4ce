import { isTrustedProxy, parseProxyNetworks, untrustedHeaders } from "../../../shared/proxy-networks";

/**
 * Middleware body: unless the connection comes from a listed proxy, drops the forwarding headers so that PocketBase
 * (rate limits, logs, superuser IP allowlists) and our hooks (links, HSTS) see the connection's own address and scheme.
 */
export function dropUntrustedForwarding(e: core.RequestEvent, trustedProxyIps: string): void {
  const configured = e.app.settings().trustedProxy.headers ?? [];
  const request = e.request;
  if (!configured.length || !request) return;
  if (isTrustedProxy(e.remoteIP(), parseProxyNetworks(trustedProxyIps))) return;
  for (const name of untrustedHeaders(configured)) request.header.del(name);
}

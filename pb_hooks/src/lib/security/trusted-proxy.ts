import { isTrustedProxy, parseProxyNetworks, untrustedHeaders } from "../../../../shared/serving/proxy-networks";
import { appStore } from "../pages/cache";

/**
 * Middleware body: unless the connection comes from a listed proxy, drops the forwarding headers so that PocketBase
 * (rate limits, logs, superuser IP allowlists) and our hooks (links, HSTS) see the connection's own address and scheme.
 */
export function dropUntrustedForwarding(e: core.RequestEvent, trustedProxyIps: string, app: CoreApp = e.app): void {
  const configured = trustedHeaders(app);
  const request = e.request;
  if (!configured.length || !request) return;
  if (isTrustedProxy(e.remoteIP(), parseProxyNetworks(trustedProxyIps))) return;
  for (const name of untrustedHeaders(configured)) request.header.del(name);
}

/** Where the settings' trusted proxy headers are kept for every request to read (settings.pb.ts keeps them current). */
const KEPT = "settings|trustedProxyHeaders";

/** Keeps the settings' trusted proxy headers in the app's store: at start, and each time the settings load. */
export function keepTrustedHeaders(app: CoreApp): void {
  app.store().set(KEPT, JSON.stringify(app.settings().trustedProxy.headers ?? []));
}

let read: { kept: string; headers: string[] } | undefined;

/**
 * The settings' trusted proxy headers, from the store (one lookup, not four reads through the settings' Go objects on
 * every request); from the settings themselves until they are kept.
 */
export function trustedHeaders(app: CoreApp): string[] {
  const kept = appStore(app).get(KEPT) as string | undefined;
  if (kept == null) return app.settings().trustedProxy.headers ?? [];
  if (read?.kept !== kept) read = { kept, headers: JSON.parse(kept) as string[] };
  return read.headers;
}

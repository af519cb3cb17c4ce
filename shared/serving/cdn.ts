import { FEED_PATH, publicPath, SITEMAP_PATH } from "../pages/public-paths";
import { COLLECTIONS, type CollectionDeclaration, PAGES, pagesListing } from "../site-registry";

/**
 * A CDN in front (docs/operations.md, "A CDN in front"; decision 083). With CDN_MODE=on, pages may be kept by shared
 * caches for a minute and served stale while the edge revalidates them by ETag; anything one person sees (previews,
 * the editors' pages, the API, the admin) is never kept. Ops may add a purge webhook, called when content changes.
 */

/** A page's HTML behind a CDN: the edge keeps it 60 s, then serves it stale for up to 10 min while it revalidates. */
export const CDN_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** An uploaded file of a public record behind a CDN: browsers keep it (its name changes with each upload), the edge revalidates each minute, so an unpublished record's files leave the edge within one. */
export const CDN_FILE_CACHE = "public, max-age=2592000, s-maxage=60, stale-while-revalidate=600";
/** The API's answers, and anything one person sees: no cache keeps them. */
export const NEVER_KEPT = "no-store";
/** The admin's hashed assets: the editor's browser may keep them, a shared cache never. */
export const ADMIN_ASSET_CACHE = "private, max-age=1209600";

export const DEFAULT_PURGE_BODY = '{"paths":{{paths}}}';
/** PURGE: one call per path, to the address's origin with the path as its own (an edge of your own: Varnish). */
const PURGE_METHODS = ["POST", "PUT", "PATCH", "DELETE", "GET", "PURGE"] as const;

export interface PurgeWebhook {
  url: string;
  method: (typeof PURGE_METHODS)[number];
  headers: Record<string, string>;
  /** The body, with placeholders; empty for none. */
  body: string;
  /** How long one call may take before it counts as failed and is retried. */
  timeoutSeconds: number;
}

export interface CdnConfig {
  /** CDN_MODE=on: pages say a shared cache may keep them (CDN_PAGE_CACHE). */
  on: boolean;
  /** CDN_PURGE_URL and friends: called with the changed paths after each change of content. */
  purge?: PurgeWebhook;
}

/** The CDN settings from the environment; a bad value throws a message that names the variable, so a typo stops the start. */
export function cdnFromEnv(env: (name: string) => string): CdnConfig {
  const mode = env("CDN_MODE");
  if (mode && mode !== "on" && mode !== "off") throw new Error(`CDN_MODE must be "on" or "off", not "${mode}"`);
  const config: CdnConfig = { on: mode === "on" };
  const url = env("CDN_PURGE_URL");
  if (!url) {
    for (const name of ["CDN_PURGE_METHOD", "CDN_PURGE_HEADERS", "CDN_PURGE_BODY", "CDN_PURGE_TIMEOUT"]) {
      if (env(name)) throw new Error(`${name} is set but CDN_PURGE_URL is empty: set the purge webhook's address too`);
    }
    return config;
  }
  if (!/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url))
    throw new Error(`CDN_PURGE_URL must be an http:// or https:// address, not "${url}"`);
  const method = (env("CDN_PURGE_METHOD") || "POST").toUpperCase();
  if (!(PURGE_METHODS as readonly string[]).includes(method))
    throw new Error(`CDN_PURGE_METHOD must be one of ${PURGE_METHODS.join(", ")}, not "${env("CDN_PURGE_METHOD")}"`);
  const timeout = env("CDN_PURGE_TIMEOUT");
  const timeoutSeconds = timeout ? Number(timeout) : 10;
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1 || timeoutSeconds > 60)
    throw new Error(`CDN_PURGE_TIMEOUT must be a whole number of seconds from 1 to 60, not "${timeout}"`);
  if (method === "PURGE" && env("CDN_PURGE_BODY"))
    throw new Error(
      "CDN_PURGE_BODY is set but CDN_PURGE_METHOD is PURGE, which names each path in its address and sends no body",
    );
  if (method === "PURGE" && !/^https?:\/\/[^/?#]+\/?$/i.test(url))
    throw new Error(`With CDN_PURGE_METHOD=PURGE, CDN_PURGE_URL is the edge's address alone (http://edge:8080), not "${url}"`);
  const body = env("CDN_PURGE_BODY") || (method === "GET" || method === "PURGE" ? "" : DEFAULT_PURGE_BODY);
  config.purge = {
    url,
    method: method as PurgeWebhook["method"],
    headers: purgeHeaders(env("CDN_PURGE_HEADERS")),
    body,
    timeoutSeconds,
  };
  return config;
}

/** CDN_PURGE_HEADERS: a JSON object of header names to values, e.g. {"Authorization":"Bearer …"}. */
function purgeHeaders(raw: string): Record<string, string> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('CDN_PURGE_HEADERS must be a JSON object such as {"Authorization":"Bearer <token>"}: it is not valid JSON');
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new Error('CDN_PURGE_HEADERS must be a JSON object such as {"Authorization":"Bearer <token>"}');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) throw new Error(`CDN_PURGE_HEADERS: "${name}" is not a header name`);
    if (typeof value !== "string" || /[\r\n]/.test(value))
      throw new Error(`CDN_PURGE_HEADERS: the value of "${name}" must be a string on one line`);
    headers[name] = value;
  }
  return headers;
}

/** The purge call's body: each placeholder becomes JSON, so a template such as {"files":{{urls}}} stays valid JSON. */
export function purgeBody(template: string, values: { paths: readonly string[]; origin: string; reason: string }): string {
  const urls = values.paths.map((path) => values.origin + path);
  const json: Record<string, string> = {
    paths: JSON.stringify(values.paths),
    urls: JSON.stringify(urls),
    reason: JSON.stringify(values.reason),
  };
  // One pass: a path that happens to contain "{{urls}}" is a value, never a placeholder.
  return template.replace(/\{\{(paths|urls|reason)\}\}/g, (_, name: string) => json[name] ?? "");
}

/** The calls one purge makes: one with the whole list, or with PURGE one per path, on the edge's own address. */
export function purgeCalls(webhook: PurgeWebhook, body: string, paths: readonly string[]): { url: string; body: string }[] {
  if (webhook.method !== "PURGE") return [{ url: webhook.url, body }];
  const origin = webhook.url.replace(/\/$/, "");
  return paths.map((path) => ({ url: origin + path, body: "" }));
}

/**
 * Paths in one call to the CDN at most, when purges due together are sent as one: Cloudflare takes 30 addresses per
 * purge. A single purge that names more is still sent whole, as it always was.
 */
export const PURGE_PATHS_PER_CALL = 30;

/** `paths` once each, less any that a prefix among them already covers: with `/*`, that one alone. */
export function coveredPaths(paths: readonly string[]): string[] {
  const unique = [...new Set(paths)];
  const prefixes = unique.filter((path) => path.endsWith("*")).map((path) => path.slice(0, -1));
  return unique.filter((path) => !prefixes.some((prefix) => path !== `${prefix}*` && path.startsWith(prefix)));
}

/**
 * How many of `purges`, in order, go in one call, and the paths it names: the first always, then each next one while
 * the paths stay within PURGE_PATHS_PER_CALL. A site's first start writes a purge per record its migrations saved,
 * most of them `/*`; sent one by one they emptied the edge 58 times in a row (the drill's edge part, in CI).
 */
export function purgesInOneCall(purges: readonly { paths: readonly string[] }[]): { count: number; paths: string[] } {
  let paths = coveredPaths(purges[0]?.paths ?? []);
  let count = purges.length > 0 ? 1 : 0;
  for (const purge of purges.slice(1)) {
    const joined = coveredPaths([...paths, ...purge.paths]);
    if (joined.length > PURGE_PATHS_PER_CALL) break;
    paths = joined;
    count++;
  }
  return { count, paths };
}

/** Every page: what a purge names when a change shows on all of them (the header, the footer, the services). */
export const ALL_PAGES = "/*";

/** A change of one record, as the purge sees it: its collection, and its values before and after. */
export interface ContentChange {
  collection: string;
  /** The record's id; its files live under /api/files/<collection>/<id>/. */
  id: string;
  collectionId: string;
  before?: { slug?: string; source?: string; public: boolean };
  after?: { slug?: string; source?: string; public: boolean };
}

/**
 * The lists and feeds a record of a collection appears in, besides its own page (shared/site-registry.ts): the pages
 * that list it, the feed if it is in it, and the sitemap, whose dates it changes ("/", "/work", "/sitemap.xml").
 */
function listedOn(collection: string): string[] {
  const declared: CollectionDeclaration | undefined = (COLLECTIONS as Record<string, CollectionDeclaration>)[collection];
  const lists = pagesListing(collection);
  const inSitemap = Boolean(declared?.page) || PAGES.some((page) => page.sitemap && lists.includes(page.path));
  return [...lists, ...(declared?.feed ? [FEED_PATH] : []), ...(inSitemap ? [SITEMAP_PATH] : [])];
}

/**
 * The paths a change makes stale at the edge, or none when no visitor could have seen it before or after (a draft
 * edited), by what its collection's declaration says it purges. A project or article names its page (at its old and
 * new slug), the lists and feeds that show it, and its files; a redirect its sources; anything else (the site's
 * settings, services, offices) every page. Pages that only mention a record in passing (a neighbour's link) follow
 * within a minute, by s-maxage.
 */
export function purgePaths(change: ContentChange): string[] {
  const { before, after } = change;
  const purges = (COLLECTIONS as Record<string, CollectionDeclaration>)[change.collection]?.purges ?? "every page";
  if (purges === "sources") {
    return unique([before?.source, after?.source].filter((source): source is string => Boolean(source)));
  }
  if (purges === "every page") return [ALL_PAGES];
  if (!before?.public && !after?.public) return [];
  const pages = [before, after]
    .filter((state) => state?.public)
    .map((state) => publicPath(change.collection, state?.slug ?? ""))
    .filter((path): path is string => Boolean(path));
  return unique([...pages, ...listedOn(change.collection), `/api/files/${change.collectionId}/${change.id}/*`]);
}

const unique = (paths: string[]) => [...new Set(paths)];

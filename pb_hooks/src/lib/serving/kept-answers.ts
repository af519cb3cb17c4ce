import { CDN_PAGE_CACHE } from "../../../../shared/serving/cdn";
import { cdnMode } from "../cdn/headers";
import { type CachedPage, pageCache } from "../pages/cache";
import { contentVersion } from "../pages/content-version";
import { isAdminPath } from "../security/policy";
import { currentBuildId } from "./built-files";
import { acceptsGzip, compressibleType, type Encoding, preferredEncoding, TWIN_EXTENSIONS } from "./encodings";
import type { Arrival } from "./request-facts";
import { answerRefusal, overPageLimit, TOO_MANY_PAGES } from "./request-limits";
import { leaveOutOfLog, settleRequestLog } from "./request-log";
import { HASHED_ASSET_CACHE, isUnknownApiPath, REVALIDATE } from "./static-files";

/**
 * The two answers most requests want, given in the one middleware (every-request.ts) from what is kept, before
 * PocketBase's own chain and our routes (decision 069): a built file under /assets/, and a page the page cache holds.
 * Each is a few lookups and a write. A request either needs falls to the general path (static.pb.ts, pages/answer.ts),
 * which answers everything else and keeps what these read.
 *
 * What is read once per VM, not per request: the public dir, its file system, the build's file list (again when the
 * build changes), the environment's settings, the answers to the Accept-Encoding values seen.
 */

const HTML = "text/html; charset=utf-8";
const ASSETS = "/assets/";

let publicDir: string | undefined;
/** Where the built app lives (PB_PUBLIC_DIR, or pb_public beside pb_hooks). */
export const publicDirOf = () => (publicDir ??= $os.getenv("PB_PUBLIC_DIR") || $filepath.join(__hooks, "..", "pb_public"));

/** What a kept page's key and ETag begin with: the build's id and the content's version. */
export const pageVersion = (app: CoreApp, dir: string) => `${currentBuildId(dir)}-${contentVersion(app)}`;

/** A built file: the type its twins are sent as (none for a file never compressed), and the twins the build made. */
interface BuiltFile {
  type: string | undefined;
  twins: Encoding[];
}

let listing: { build: string; files: Map<string, BuiltFile>; fs: unknown } | undefined;

/** The files under pb_public/assets/ by name, listed once per build. */
function builtFiles(dir: string): NonNullable<typeof listing> {
  const build = currentBuildId(dir);
  if (listing?.build === build) return listing;
  const names = new Set<string>();
  try {
    for (const entry of $os.readDir($filepath.join(dir, "assets"))) if (!entry.isDir()) names.add(entry.name());
  } catch {
    // No build yet: every request takes the general path.
  }
  const files = new Map<string, BuiltFile>();
  for (const name of names) {
    if (name.endsWith(TWIN_EXTENSIONS.br) || name.endsWith(TWIN_EXTENSIONS.gzip)) continue;
    const type = compressibleType(name);
    const twins = (Object.keys(TWIN_EXTENSIONS) as Encoding[]).filter((e) => type && names.has(`${name}${TWIN_EXTENSIONS[e]}`));
    files.set(name, { type, twins });
  }
  listing = { build, files, fs: $os.dirFS(dir) };
  return listing;
}

/** Answers to the Accept-Encoding values seen, at most MEMO_SIZE of them (a visitor can send any). */
const MEMO_SIZE = 32;
const encodings = new Map<string, { preferred: Encoding | null; gzip: boolean }>();
function encodingsOf(acceptEncoding: string): { preferred: Encoding | null; gzip: boolean } {
  let known = encodings.get(acceptEncoding);
  if (known) return known;
  known = { preferred: preferredEncoding(acceptEncoding), gzip: acceptsGzip(acceptEncoding) };
  if (encodings.size >= MEMO_SIZE) encodings.clear();
  if (acceptEncoding.length <= 256) encodings.set(acceptEncoding, known);
  return known;
}

/**
 * A hashed file the build made, as its precompressed twin when the client takes one: a year's caching, the twin with
 * its original's type. False (nothing sent) for a file the build did not make, which the general path answers.
 */
export function answerBuiltFile(e: core.RequestEvent, { path, headers, set, header }: Arrival): boolean {
  if (!path.startsWith(ASSETS)) return false;
  const name = path.slice(ASSETS.length);
  const built = builtFiles(publicDirOf());
  const file = built.files.get(name);
  if (!file) return false;
  setPocketBaseHeaders(set);
  set("Cache-Control", HASHED_ASSET_CACHE);
  let served = `assets/${name}`;
  if (file.type) {
    headers.add("Vary", "Accept-Encoding");
    const encoding = encodingsOf(header("Accept-Encoding")).preferred;
    if (encoding && file.twins.includes(encoding)) {
      set("Content-Type", file.type);
      set("Content-Encoding", encoding);
      served += TWIN_EXTENSIONS[encoding];
    }
  }
  try {
    // Go's file server answers Range, HEAD and If-Modified-Since.
    e.fileFS(built.fs as Parameters<core.RequestEvent["fileFS"]>[0], served);
    return true;
  } catch {
    // Gone since the listing (a deploy): the general path answers.
    headers.del("Content-Encoding");
    headers.del("Content-Type");
    return false;
  }
}

/**
 * What PocketBase's own security middleware adds to every answer it reaches (apis.securityHeaders); a kept answer is
 * given before it runs, so it gets them here, as it did before (decision 069).
 */
const POCKETBASE_HEADERS: readonly (readonly [string, string])[] = [
  ["X-XSS-Protection", "1; mode=block"],
  ["X-Frame-Options", "SAMEORIGIN"],
];

function setPocketBaseHeaders(set: Arrival["set"]): void {
  for (let i = 0; i < POCKETBASE_HEADERS.length; i++) set(POCKETBASE_HEADERS[i]?.[0] ?? "", POCKETBASE_HEADERS[i]?.[1] ?? "");
}

/**
 * The pages this VM answered lately, for the current build and content, at most RECENT_PAGES: a hit reads them here
 * instead of through the app's store (three lookups and the entry's parts, each a call into Go). They hold the same
 * bytes the cache holds (Go's, shared), so the memory they add is the pages the cache has let go meanwhile, at most
 * RECENT_PAGES of them per VM; all go when the content or the build changes.
 */
const RECENT_PAGES = 32;
const recent = new Map<string, CachedPage>();
let recentVersion = "";

function recentPage(app: CoreApp, version: string, key: string): CachedPage | undefined {
  if (version !== recentVersion) {
    recent.clear();
    recentVersion = version;
  }
  let page = recent.get(key);
  if (page) return page;
  page = pageCache(app).get(key);
  if (!page) return undefined;
  if (recent.size >= RECENT_PAGES) recent.clear();
  recent.set(key, page);
  return page;
}

let cdnCache: string | undefined;
const pageCacheControl = () => (cdnCache ??= cdnMode() ? CDN_PAGE_CACHE : REVALIDATE);

/**
 * A page the cache holds for this address, sent as it is kept: gzipped once (pages/gzip.ts) for a client that takes
 * gzip, else as it was drawn. True when answered; the page's key when the page is kept but not yet gzipped (the
 * general path answers, gzipping on the fly, and the caller gzips it for the next visitor); false otherwise. An answer
 * given here has had the request log's rules applied.
 *
 * Only a plain page at its own address: a query, a page counted for a rule, a redirect, a not-found page (the 404
 * log) or a private page is the general path's.
 */
export function answerKeptPage(
  e: core.RequestEvent,
  { app, request, method, path, escapedPath, rawQuery, headers, set, header }: Arrival,
): boolean | string {
  // A page's address: no query, no API or admin path, no file name (staticDecision's indexFallback).
  if (!request || rawQuery !== "" || isUnknownApiPath(path) || isAdminPath(path)) return false;
  if (path.indexOf(".", path.lastIndexOf("/")) >= 0) return false;
  const version = pageVersion(app, publicDirOf());
  const key = `${version}|${escapedPath}`;
  const page = recentPage(app, version, key);
  if (!page || page.counted || page.noStore || page.status === 301 || page.status === 404) return false;
  const { gzip } = encodingsOf(header("Accept-Encoding"));
  if (gzip && page.gzip === undefined) {
    // Gzipped after this answer (gzipKeptPage): the next one reads the cache again.
    recent.delete(key);
    return key;
  }
  if (overPageLimit(e)) {
    answerRefusal(e, TOO_MANY_PAGES, false);
    settleRequestLog(e, undefined, method);
    return true;
  }
  setPocketBaseHeaders(set);
  if (page.noindex) set("X-Robots-Tag", "noindex");
  set("Cache-Control", pageCacheControl());
  headers.add("Vary", "Accept-Encoding");
  const etag = `"${version}-${gzip ? "gzip" : "identity"}"`;
  set("ETag", etag);
  if (header("If-None-Match") === etag) {
    e.noContent(304);
    leaveOutOfLog(e);
    return true;
  }
  if (gzip) set("Content-Encoding", "gzip");
  e.blob(page.status, HTML, (gzip ? page.gzip : page.body) as number[]);
  // Its status is known: a page kept as gone (410) is logged as the general path would log it.
  if (page.status < 400) leaveOutOfLog(e);
  else settleRequestLog(e, undefined, method);
  return true;
}

/**
 * Gzips a kept page for the visitors after this one; one request does it while others are answered as before.
 * A page the cache no longer holds, or holds gzipped already, is left.
 */
export function gzipKeptPage(app: CoreApp, key: string): void {
  const cache = pageCache(app);
  const page = cache.get(key);
  if (!page || page.gzip !== undefined) return;
  const store = app.store();
  const flight = `page|flight|gzip|${key}`;
  const token = `${Date.now()}:${Math.random()}`;
  if (store.getOrSet(flight, () => token) !== token) return;
  try {
    const { gzipPage } = require(`${__hooks}/lib/pages/gzip.js`) as typeof import("../pages/gzip");
    cache.keepGzip(key, gzipPage(page.body));
  } finally {
    store.remove(flight);
  }
}

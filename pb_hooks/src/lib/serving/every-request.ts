import { parseQuery } from "../../../../shared/pages/list-params";
import { pageOfPayload } from "../../../../shared/pages/payload";
import { readBound } from "../../../../shared/serving/bounds";
import { cdnCacheControl, cdnMode } from "../cdn/headers";
import { limitContactBody, reachesContact } from "../contact/body-limit";
import { answerKeptPage, gzipKeptPage } from "../pages/answer";
import { applySecurityHeaders } from "../security/headers";
import { isAdminPath } from "../security/policy";
import { dropUntrustedForwarding } from "../security/trusted-proxy";
import { answerBuiltFile } from "./built-files";
import { diskFullRefusal, EDITOR_DISK_FULL } from "./disk";
import { acceptsGzip, gzipsOnTheFly } from "./encodings";
import { isListRead, readListWithinBounds } from "./list-reads";
import { carry, pageRequestOf } from "./page-request";
import { placeToken, takePlace, waitForPlace } from "./places";
import { recordReadOf, refusedRecordRead } from "./record-reads";
import { type RequestFacts, requestFactsOf } from "./request-facts";
import { addressRefusal, answerRefusal, overPageLimit, type Refusal, TOO_MANY_PAGES } from "./request-limits";
import { settleRequestLog } from "./request-log";
import { markServing } from "./serving-flag";
import { isUnknownApiPath } from "./static-files";
import { visitorOf } from "./visitor-counts";

// What the static route and the list API's hook call, from this module, which every VM has loaded by then: one copy of
// the page answers and the kept totals per VM, where modules of their own each bundled one (static-route.js was nearly
// this module again).
export { fillTotal } from "../pages/list-totals";
export { answerRoute } from "./static-route";

// This module loads with a VM's first request: the server listens, its migrations done (serving-flag.ts). The
// server's first request sends the purges its migrations wrote, rather than the minute's cron.
if (markServing($app)) {
  const { nudgeWorker } = require(`${__hooks}/lib/cdn/purge.js`) as typeof import("../cdn/purge");
  nudgeWorker($app);
}

/**
 * The one middleware of ours that every request passes through (every-request.pb.ts). Each JS middleware holds a VM
 * of the hooks' pool for the whole request it wraps, a realtime connection's half hour included: four of them once
 * cost 0.7 MB per open page. So one, doing in order what four did.
 */

/** PocketBase's own key for a realtime client's address (apis.RealtimeClientIPKey). */
const CLIENT_IP = "pbRealtimeClientIP";

const REALTIME_FULL: Refusal = {
  status: 503,
  title: "Live Updates Are Full",
  message: "Too many pages are following live updates right now; this page works without them. It will try again later.",
};

const REALTIME_TOO_MANY: Refusal = {
  status: 429,
  title: "Too Many Live Connections",
  message: "This address has many pages following live updates already; close some, or reload later.",
};

/** Why a new realtime connection is refused (REALTIME_MAX_CONNECTIONS, REALTIME_CONNECTIONS_PER_ADDRESS), or undefined. */
function realtimeRefusal(e: core.RequestEvent): Refusal | undefined {
  const env = (name: string) => $os.getenv(name);
  const broker = e.app.subscriptionsBroker();
  if (broker.totalClients() >= readBound("realtimeConnections", env)) return REALTIME_FULL;
  const perAddress = readBound("realtimeConnectionsPerAddress", env);
  const visitor = visitorOf(e.realIP());
  let same = 0;
  for (const chunk of broker.chunkedClients(500))
    for (const client of chunk)
      if (visitorOf(String(client?.get(CLIENT_IP) ?? "")) === visitor && ++same >= perAddress) return REALTIME_TOO_MANY;
  return undefined;
}

/**
 * Before the handler: forwarding headers believed only from the proxy (decision 082); the public site's security
 * headers (decision 082); an address past a sane size, or a realtime connection past its bounds, refused before any
 * work (decision 082). True when the request has been answered here.
 */
export function beforeRequest(e: core.RequestEvent, facts: RequestFacts = requestFactsOf(e)): boolean {
  const { path } = facts;
  dropUntrusted(e, facts);
  applySecurityHeaders(facts);
  facts.escapedPath = facts.url?.escapedPath() ?? "";
  const refusal =
    addressRefusal(facts.escapedPath, facts.rawQuery) ??
    (path === "/api/realtime" && facts.method === "GET" ? realtimeRefusal(e) : undefined);
  if (!refusal) return false;
  answerRefusal(e, refusal, path.startsWith("/api/"));
  settleRequestLog(e, undefined);
  return true;
}

/** TRUSTED_PROXY_IPS, read once per VM: the environment is fixed for the process. */
let trustedProxyIps: string | undefined;

/** The forwarding headers believed only from the proxy (decision 082). */
function dropUntrusted(e: core.RequestEvent, facts: RequestFacts): void {
  trustedProxyIps ??= $os.getenv("TRUSTED_PROXY_IPS");
  dropUntrustedForwarding(e, trustedProxyIps, facts.app);
}

/**
 * PocketBase's gzip middleware, made once for the process and kept in the app's store: each one made keeps its own pool
 * of compressors, so one made per request (as before) allocated a new 1 MB compressor for every answer it gzipped.
 */
const gzipOf = (app: CoreApp) => app.store().getOrSet("everyRequest|gzip", () => $apis.gzip()) as ReturnType<typeof $apis.gzip>;

/** GZIP_AT_ONCE, read once per VM: the environment is fixed for the process. */
let gzipSlots: number | undefined;

/** Pages behind a CDN that may wait for a gzip slot at once, per slot. */
const GZIP_WAITS_PER_SLOT = 4;

/**
 * A free place of a kind, taken for `token`; undefined when none is. The kinds: `gzipSlot`, GZIP_AT_ONCE of them, for
 * an answer gzipped on the fly; `gzipWait`, GZIP_WAITS_PER_SLOT times as many, for a page behind a CDN waiting for one.
 */
function takeGzipPlace(app: CoreApp, kind: "gzipSlot" | "gzipWait", token: string): string | undefined {
  gzipSlots ??= readBound("gzipAtOnce", (name) => $os.getenv(name));
  const places = kind === "gzipSlot" ? gzipSlots : GZIP_WAITS_PER_SLOT * gzipSlots;
  return takePlace(app.store(), `everyRequest|${kind}`, places, token);
}

/** CDN_MODE=on, read once per VM: the environment is fixed for the process. */
let behindCdn: boolean | undefined;

/**
 * Behind a CDN (CDN_MODE=on), how long a page waits for a free slot before it goes as it is: the edge keeps the answer
 * it is sent for every visitor after, and one sent plain while the slots were busy (twenty first requests for twenty
 * pages at once, a cold edge's first second) was kept and sent plain for a minute (the drill, stop 59). A page's draw
 * holds its slot a few tens of milliseconds. The API is not kept at the edge, and a browser's own copy is its own:
 * both go as they are at once. At most GZIP_WAITS_PER_SLOT × GZIP_AT_ONCE pages wait (32), each holding an engine
 * (HOOKS_POOL keeps 15, beyond which PocketBase makes more); the rest go as they are.
 */
const GZIP_WAIT_BEHIND_CDN_MS = 2000;
const GZIP_WAIT_STEP_MS = 5;

/** A gzip slot for this request: at once, or for a page behind a CDN within GZIP_WAIT_BEHIND_CDN_MS. */
function gzipSlotFor(e: core.RequestEvent, path: string): string | undefined {
  const token = placeToken(Date.now());
  const slot = takeGzipPlace(e.app, "gzipSlot", token);
  behindCdn ??= cdnMode();
  if (slot !== undefined || !behindCdn || path.startsWith("/api/")) return slot;
  const waiting = takeGzipPlace(e.app, "gzipWait", token);
  if (waiting === undefined) return undefined;
  try {
    const take = () => takeGzipPlace(e.app, "gzipSlot", token);
    return waitForPlace(take, Date.now() + GZIP_WAIT_BEHIND_CDN_MS, GZIP_WAIT_STEP_MS);
  } finally {
    e.app.store().remove(waiting);
  }
}

/**
 * The handler, through what a request needs on its way: the contact collection's body limit, or gzip for the API's
 * JSON and the pages (built files are sent as their build-time twins; the realtime stream never), GZIP_AT_ONCE answers
 * at a time.
 */
export function proceed(e: core.RequestEvent): void {
  const path = e.request?.url?.path ?? "";
  if (e.request?.method !== "GET" && path.startsWith("/api/") && reachesContact(e)) {
    limitContactBody(e);
    return;
  }
  if (!gzipsOnTheFly(path)) {
    e.next();
    return;
  }
  // Whether compressed or not, the answer depends on the header: caches must know (the middleware says so itself).
  const accepted = e.request?.header.get("Accept-Encoding") ?? "";
  const slot = acceptsGzip(accepted) ? gzipSlotFor(e, path) : undefined;
  if (slot !== undefined) {
    // PocketBase's gzip compresses only when it finds the word: a client that takes anything (`*`) is told gzip, as
    // the page's ETag already says (issue 32: it got the page as it is under the gzip ETag).
    if (!accepted.toLowerCase().includes("gzip")) e.request?.header.set("Accept-Encoding", "gzip");
    try {
      gzipOf(e.app).func(e);
    } finally {
      e.app.store().remove(slot);
    }
    return;
  }
  // As it is, and said so to what follows: a page's ETag names the encoding it is sent in (pages/answer.ts).
  if (accepted !== "") e.request?.header.del("Accept-Encoding");
  e.response.header().add("Vary", "Accept-Encoding");
  e.next();
}

/**
 * A write of the API that found the disk full answers 503 and says so (decision 083), wherever in the save it failed:
 * at a hook's write, or at the commit of the transaction a hook wrapped round it (a save and its CDN purge commit
 * once, outside any one record hook). Other failures, and a 503 already said, pass as they are.
 */
export function diskFullFailure(e: core.RequestEvent, failure: unknown): unknown {
  if (failure === undefined || e.request?.method === "GET" || e.request?.method === "HEAD") return failure;
  return diskFullRefusal(failure, EDITOR_DISK_FULL) ?? failure;
}

/**
 * Behind a CDN (CDN_MODE=on), what the API and the admin may be kept as (cdn/headers.ts), set before their handlers,
 * which may say otherwise for themselves. Pages and built files say it themselves.
 */
function sayWhatEdgesKeep(facts: RequestFacts): void {
  behindCdn ??= cdnMode();
  if (!behindCdn) return;
  const cacheControl = cdnCacheControl(facts.path, { has: (name) => parseQuery(facts.rawQuery)[name] !== undefined });
  if (cacheControl) facts.set("Cache-Control", cacheControl);
}

/** After the handler: the request log's rules (request-log.ts); throws `failure` on when it is to be logged. */
export const afterRequest = settleRequestLog;

/**
 * A built file, before the checks the other requests pass: its name is one the build made (no address past its bounds
 * can match one), and a visitor's address is never read for it (it is not logged). The forwarding headers are still
 * settled before the security headers when a proxy's scheme is named. False, with the security headers set, when it is
 * no built file: the general path answers.
 */
function answerBuiltFileFirst(e: core.RequestEvent, facts: RequestFacts): boolean {
  if (!facts.path.startsWith("/assets/")) return false;
  if (facts.header("X-Forwarded-Proto") !== "") dropUntrusted(e, facts);
  applySecurityHeaders(facts);
  if (!answerBuiltFile(e, facts)) return false;
  settleRequestLog(e, undefined, facts.method);
  return true;
}

/** Whether an address is a page's (not the API's, the admin's or a file's): what the app's router would take. */
const isPageAddress = (path: string) =>
  !isUnknownApiPath(path) && !isAdminPath(path) && path.indexOf(".", path.lastIndexOf("/")) < 0;

/**
 * A page's payload (`<page path>/_payload.json`, pages/payload.ts): the page's request worked out as the page's own, and
 * handed on to the static route, which answers it from the page kept or drawn now. Within the visitor's page budget.
 * True when answered here (refused).
 */
function handOnPayload(e: core.RequestEvent, facts: RequestFacts, page: string): boolean {
  if (overPageLimit(e)) {
    answerRefusal(e, TOO_MANY_PAGES, false);
    return true;
  }
  const spelt = { path: page, escapedPath: pageOfPayload(facts.escapedPath) ?? page, rawQuery: facts.rawQuery };
  carry(e, { ...pageRequestOf(facts.app, spelt), payload: true });
  return false;
}

/**
 * The whole middleware: a built file answered first; the checks every request passes; then a page request, worked
 * out once (page-request.ts), answered here from what is kept or handed on to the static route to be drawn
 * (pages/answer.ts, decision 071); a visitor's list read of the records API within its bounds (list-reads.ts); every
 * other request the handler's, through what it needs (behind a CDN, told what edges may keep); then the log's rules.
 */
export function everyRequest(e: core.RequestEvent): void {
  const facts = requestFactsOf(e);
  const reads = facts.method === "GET" || facts.method === "HEAD";
  if (reads && facts.rawQuery === "" && answerBuiltFileFirst(e, facts)) return;
  if (beforeRequest(e, facts)) return;
  let gzipAfter: string | undefined;
  if (reads && isPageAddress(facts.path)) {
    const request = pageRequestOf(facts.app, facts);
    const kept = answerKeptPage(e, facts, request);
    if (kept === "answered") {
      settleRequestLog(e, undefined, facts.method);
      return;
    }
    if (kept === "gzip") gzipAfter = request.key;
    carry(e, request);
  } else if (reads && !isUnknownApiPath(facts.path) && !isAdminPath(facts.path)) {
    const payload = pageOfPayload(facts.path);
    if (payload !== undefined && handOnPayload(e, facts, payload)) {
      settleRequestLog(e, undefined, facts.method);
      return;
    }
  }
  sayWhatEdgesKeep(facts);
  let failure: unknown;
  try {
    // A visitor's read of the records API: within what the app asks for, and in a slot (list-reads.ts); one record or
    // file, kept from visitors when its language is dark (record-reads.ts).
    const record = reads && facts.path.startsWith("/api/") ? recordReadOf(facts.method, facts.path) : undefined;
    if (reads && isListRead(facts.method, facts.path)) readListWithinBounds(e, facts, () => proceed(e));
    else if (!record || !refusedRecordRead(e, facts, record)) proceed(e);
  } catch (error) {
    failure = diskFullFailure(e, error ?? new Error("A handler threw nothing"));
  }
  if (gzipAfter !== undefined && failure === undefined) gzipKeptPage(facts.app, gzipAfter);
  afterRequest(e, failure);
}

import { looksLikeBot } from "../../../../shared/analytics/bots";
import { referrerHost } from "../../../../shared/analytics/page-views";
import { readAddress } from "../../../../shared/pages/address";
import { normalisePath } from "../../../../shared/redirects/paths";
import { isWildcard } from "../../../../shared/redirects/rules";
import { BOUNDS } from "../../../../shared/serving/bounds";
import { fieldError } from "../editors/field-error";
import { statusOf } from "../pages/answer";
import { crossSiteRefusal, sentAsJson } from "../security/same-origin";
import { pageRequestOf } from "../serving/page-request";

/**
 * The 404 log (`not_found_log`, docs/site.md "Addresses that were not found"): every address that answered not found,
 * on a full page load or inside the app, with how often, when first and last, and the host of the last page that
 * linked to it. Editors turn an entry into a redirect by filling in its `redirect_to`. Written with SQL, past the
 * record hooks, so a visit never changes the content version and the pages stay cached.
 */

const COLLECTION = "not_found_log";
/** How many addresses the log keeps when ops set nothing (NOT_FOUND_LOG_MAX); the least recently seen go first. */
export const DEFAULT_MAX_ENTRIES = 5000;
const MAX_PATH = 500;
const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** Files, not pages: a missing one is a broken asset or a scanner's guess (/wp-login.php), not a redirect to make. */
const ASSET = /\.[a-z0-9]{1,8}$/i;
const NOT_PAGES = /^\/(api|_|assets|\.well-known)(\/|$)/;

/** How many entries the log may hold: NOT_FOUND_LOG_MAX, a whole number; 0 keeps no log. */
export function maxEntries(value: string): number {
  const max = Number(value.trim() === "" ? DEFAULT_MAX_ENTRIES : value);
  return Number.isInteger(max) && max >= 0 ? max : DEFAULT_MAX_ENTRIES;
}

/**
 * The address as the log keeps it: the path in the spelling a redirect's source is saved in, with the query its page
 * reads (`query`, shared/pages/list-params.ts): /news?page=99 is no miss of /news, and an editor must see which it was.
 * Undefined when it is no page's.
 */
export function loggedPath(address: string, query = ""): string | undefined {
  if (address.length > MAX_PATH * 3) return undefined;
  const path = normalisePath(address);
  if (path.length > MAX_PATH || ASSET.test(path) || NOT_PAGES.test(path) || path.includes("*")) return undefined;
  return query === "" ? path : `${path}?${query}`.slice(0, MAX_PATH);
}

const now = () => new Date().toISOString().replace("T", " ");

/**
 * Counts one not-found answer for `address`: a new entry, or one more hit on its entry. Nothing for a bot or a path
 * that is no page's (false); past the log's size, the entries seen least recently are removed.
 */
export function logNotFound(app: CoreApp, address: string, query: string, userAgent: string, referrer: string): boolean {
  const max = maxEntries($os.getenv("NOT_FOUND_LOG_MAX"));
  const path = loggedPath(address, query);
  // Headers are read no further than a log keeps them (shared/serving/bounds.ts): a megabyte of either costs nothing more.
  if (max === 0 || !path || looksLikeBot(userAgent.slice(0, BOUNDS.loggedUserAgentChars.default))) return false;
  const params = { path, host: referrerHost(referrer.slice(0, BOUNDS.loggedRefererChars.default)), at: now() };
  const db = app.nonconcurrentDB();
  const updated = db
    .newQuery(
      `UPDATE {{${COLLECTION}}} SET [[hits]] = [[hits]] + 1, [[last_seen]] = {:at}, [[referrer_host]] = {:host} WHERE [[path]] = {:path}`,
    )
    .bind(params)
    .execute();
  if (updated.rowsAffected() > 0) return true;
  db.newQuery(
    `INSERT INTO {{${COLLECTION}}} ([[id]], [[path]], [[hits]], [[first_seen]], [[last_seen]], [[referrer_host]], [[redirect_to]]) ` +
      "VALUES ({:id}, {:path}, 1, {:at}, {:at}, {:host}, '') ON CONFLICT ([[path]]) DO UPDATE SET [[hits]] = [[hits]] + 1",
  )
    .bind({ ...params, id: $security.randomStringWithAlphabet(15, ID_ALPHABET) })
    .execute();
  // Only a new entry can make the log too long: the least recently seen go, by the index on last_seen (a sort of the
  // whole log on every new entry made each not-found address cost milliseconds more as the log filled).
  const count = new DynamicModel({ n: 0 });
  db.newQuery(`SELECT COUNT(*) AS [[n]] FROM {{${COLLECTION}}}`).one(count);
  const excess = Number(count.n) - max;
  if (excess > 0) {
    db.newQuery(
      `DELETE FROM {{${COLLECTION}}} WHERE [[id]] IN (SELECT [[id]] FROM {{${COLLECTION}}} ORDER BY [[last_seen]] ASC LIMIT {:excess})`,
    )
      .bind({ excess })
      .execute();
  }
  return true;
}

/**
 * POST /api/not-found {path, referrer}: the app showed its not-found page for an address, inside the site. Counted
 * only when the server itself answers that address with not found (404), so the log holds only real misses however
 * it is called; a removed page (410) is no miss, nor a list's page past its end (/news?page=99: /news is found).
 * Answers {"logged": true}, or false with the reason, as POST /api/views does: a report that is well made is never
 * an error for the visitor's browser to show.
 */
export function reportNotFound(e: core.RequestEvent): Promise<void> {
  const crossSite = crossSiteRefusal(e);
  if (crossSite) throw new ForbiddenError(`Not-found addresses are reported from the site's own pages only. ${crossSite}`);
  if (!sentAsJson(e))
    throw new ApiError(415, `Send the report as JSON (Content-Type: application/json), e.g. {"path": "/old-page"}.`);
  const body = (e.requestInfo().body ?? {}) as Record<string, unknown>;
  const { path, referrer = "" } = body;
  if (typeof path !== "string" || !path.startsWith("/") || path.length > 2000 || typeof referrer !== "string") {
    throw new BadRequestError(`Send the address that was not found, e.g. {"path": "/old-page", "referrer": ""}.`);
  }
  const escapedPath = path.replace(/[?#].*$/, "");
  let decoded = escapedPath;
  try {
    decoded = decodeURI(escapedPath);
  } catch {
    // As the browser sent it: a malformed escape is no page's.
  }
  // The address as a full page load of it reads it (/news?page=99 reads its page), and what that load answers.
  const request = pageRequestOf(e.app, { path: decoded, escapedPath, rawQuery: /\?([^#]*)/.exec(path)?.[1] ?? "" });
  return statusOf(e.app, request).then((status) => {
    if (status !== 404) {
      e.json(200, {
        logged: false,
        reason: `${readAddress(request)} is found on this site: only addresses that are not are logged.`,
      });
      return;
    }
    const logged = logNotFound(
      e.app,
      request.address,
      request.query,
      e.request?.header.get("User-Agent") ?? "",
      referrer.slice(0, 2000),
    );
    e.json(200, logged ? { logged } : { logged, reason: "Not logged: a bot, a file rather than a page, or the log is off." });
  });
}

/** A save's error as one sentence: the message under the field it names, else the error's own. */
function messageOf(error: unknown): string {
  const data = (error as { data?: Record<string, { message?: string }> } | undefined)?.data ?? {};
  const field = Object.values(data).find((value) => typeof value?.message === "string");
  return field?.message ?? String((error as { message?: string } | undefined)?.message ?? error);
}

/**
 * An editor filled in an entry's `redirect_to`: the redirect from its path is made (301), with every check a redirect
 * gets, and the entry removed, together or not at all. A refused redirect is told under `redirect_to`.
 */
export function resolveEntry(e: core.RecordEvent): void {
  const record = e.record as core.Record;
  const target = record.getString("redirect_to").trim();
  if (target === "") {
    e.next();
    return;
  }
  e.app.runInTransaction((txApp) => {
    const outer = e.app;
    e.app = txApp;
    try {
      e.next();
    } finally {
      e.app = outer;
    }
    const redirect = new Record(txApp.findCollectionByNameOrId("redirects"));
    redirect.set("source", record.getString("path"));
    redirect.set("target", target);
    redirect.set("status_code", "301");
    redirect.set("note", "Made from the 404 log.");
    try {
      // Its save removes this entry (forgetRedirected), in the same transaction.
      txApp.save(redirect);
    } catch (error) {
      throw fieldError("redirect_to", messageOf(error));
    }
  });
}

/** A redirect now answers `source`: its entries leave the log (a wildcard's, every address below it). */
export function forgetRedirected(app: CoreApp, source: string): void {
  // Redirects saved by migrations that come before the log's (the demo content's) have no log to clear.
  if (!app.hasTable(COLLECTION)) return;
  const query = isWildcard(source)
    ? app
        .db()
        .newQuery(`DELETE FROM {{${COLLECTION}}} WHERE substr([[path]], 1, length({:prefix})) = {:prefix}`)
        .bind({ prefix: source.slice(0, -1) })
    : app.db().newQuery(`DELETE FROM {{${COLLECTION}}} WHERE [[path]] = {:path}`).bind({ path: source });
  query.execute();
}

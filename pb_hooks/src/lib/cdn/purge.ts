import { isoDate, pbDate } from "../../../../shared/content/pb-date";
import { isPublishedRecord } from "../../../../shared/content/publishing";
import {
  type ContentChange,
  cdnFromEnv,
  type PurgeWebhook,
  purgeBody,
  purgeCalls,
  purgePaths,
  purgesInOneCall,
} from "../../../../shared/serving/cdn";
import { SCHEDULED_COLLECTIONS } from "../../../../shared/serving/live-pages";
import { selfOrigin } from "../serving/self-origin";
import { isServing } from "../serving/serving-flag";
import { siteOrigin } from "../serving/site-origin";

/**
 * The CDN's purge webhook (decision 083). A change of content writes a purge to `cdn_purges` and nudges a worker; the
 * worker sends it outside the editor's save and retries it until the CDN answers 2xx or every try has failed. Each
 * call, success or failure, is logged.
 *
 * The JS runtime has no timers and no threads, and a record hook runs inside the editor's save. The nudge is a request
 * to this server's own POST /api/cdn/purges/run, which answers 204 at once and goes on working in its own request's
 * goroutine; a nudge that fails leaves the purge to the minute's cron.
 */

const COLLECTION = "cdn_purges";
/** Waits before each retry, in seconds. The first come from the same worker; later ones from the minute's cron. */
export const RETRY_AFTER_SECONDS = [2, 10, 60, 120, 300, 900, 1800] as const;
const MAX_ATTEMPTS = RETRY_AFTER_SECONDS.length + 1;
/** A claim outlives the longest call (60 s) by this much; past it, the worker must have died. */
const CLAIM_GRACE_SECONDS = 30;
/** A nudged worker waits for a retry or a scheduled purge at most this long; the cron's worker looks a minute ahead. */
export const NUDGED_LOOKAHEAD_SECONDS = 15;
export const CRON_LOOKAHEAD_SECONDS = 55;
/** Calls kept once sent or failed, newest first. */
const KEEP = 500;
/** The header the nudge carries: a key made at each start and known only to this process. */
export const NUDGE_HEADER = "X-Purge-Nudge";
const NUDGE_KEY = "cdnPurgeNudgeKey";

/** The webhook ops configured, or undefined: no purges are written without one. Checked at start by settings.pb.ts. */
export function purgeWebhook(): PurgeWebhook | undefined {
  return cdnFromEnv((name) => $os.getenv(name)).purge;
}

/** What a record looked like to visitors at `now`: its slug or source, and whether they could see it. */
function stateOf(record: core.Record, now: number): NonNullable<ContentChange["after"]> {
  const collection = record.collection().name;
  const scheduled = (SCHEDULED_COLLECTIONS as readonly string[]).includes(collection);
  return {
    slug: record.getString("slug"),
    source: record.getString("source"),
    public: !scheduled || isPublishedRecord(record, now),
  };
}

/** When a published record's later time comes (ms): its publish time, or its unpublish time; or undefined. */
function comesDueAt(record: core.Record, now: number, field: "published_at" | "unpublish_at"): number | undefined {
  if (
    !(SCHEDULED_COLLECTIONS as readonly string[]).includes(record.collection().name) ||
    record.getString("status") !== "published"
  )
    return undefined;
  const at = Date.parse(isoDate(record.getString(field)));
  return Number.isFinite(at) && at > now ? at : undefined;
}

/**
 * A save or delete of a record pages show, with the purges it calls for written in the same transaction: a change
 * that commits always has its purge, even if the process is killed the moment after (decision 082; they were once
 * written after the commit). A record published for later also gets a purge at its time, when it appears on the
 * pages. Called in place of e.next() by the record hooks; the worker is nudged after the commit (nudgeWorker).
 */
export function saveWithPurge(e: core.RecordEvent, action: "create" | "update" | "delete"): void {
  const webhook = purgeWebhook();
  const record = e.record as core.Record;
  // Records saved by the migrations that come before the purges' own (the site's settings, the demo) have none.
  if (!webhook || !record || !e.app.hasTable(COLLECTION)) {
    e.next();
    return;
  }
  const now = Date.now();
  const base = { collection: record.collection().name, id: record.id, collectionId: record.collection().id };
  // As visitors saw it before the save: read now, before the save makes the record's original its new state.
  const before = action === "create" ? undefined : stateOf(action === "update" ? record.original() : record, now);
  const outer = e.app;
  outer.runInTransaction((tx) => {
    e.app = tx;
    try {
      e.next();
    } finally {
      e.app = outer;
    }
    const name = `${base.collection} ${record.getString("slug") || record.getString("source") || record.id}`;
    const paths = purgePaths({ ...base, before, after: action === "delete" ? undefined : stateOf(record, now) });
    if (paths.length > 0) writePurge(tx, paths, `${name} ${action}d`, now);
    const due = action === "delete" ? undefined : comesDueAt(record, now, "published_at");
    if (due !== undefined) {
      const later = purgePaths({ ...base, after: { ...stateOf(record, due), public: true } });
      writePurge(tx, later, `${name} comes due`, due);
    }
    const leaves = action === "delete" ? undefined : comesDueAt(record, now, "unpublish_at");
    if (leaves !== undefined) {
      const later = purgePaths({
        ...base,
        before: { ...stateOf(record, leaves - 1), public: true },
        after: stateOf(record, leaves),
      });
      writePurge(tx, later, `${name} is unpublished`, leaves);
    }
  });
}

/**
 * The worker is asked to send what is due now (the minute's cron would anyway): after a change has committed, and when
 * the server first answers a request, for the purges its migrations wrote before it listened.
 */
export function nudgeWorker(app: CoreApp): void {
  if (purgeWebhook()) nudge(app);
}

function writePurge(app: CoreApp, paths: string[], reason: string, at: number): void {
  const purge = new Record(app.findCollectionByNameOrId(COLLECTION));
  purge.set("reason", reason.slice(0, 300));
  purge.set("paths", paths);
  purge.set("state", "waiting");
  purge.set("attempts", 0);
  purge.set("next_attempt", pbDate(at));
  app.save(purge);
  app.logger().info("CDN purge queued", "id", purge.id, "reason", reason, "paths", paths, "at", pbDate(at));
}

/**
 * Asks this server to run the purges now, in a request of its own; the answer comes before the work. Not before it
 * serves: a migration's saves (the demo's, a site's home page) would each wait on a refused connection and log a
 * warning, and enough of them flushed the log's batch inside the migration's transaction, which never finished (the
 * drill's site with CDN_MODE=on never became healthy). Their purges go when the server first answers a request.
 */
function nudge(app: CoreApp): void {
  if (!isServing(app)) return;
  try {
    const key = app.store().getOrSet(NUDGE_KEY, () => $security.randomString(40)) as string;
    const answer = $http.send({
      url: `${selfOrigin()}/api/cdn/purges/run`,
      method: "POST",
      // Identity: PocketBase would gzip the answer, and a 204 has no body to gzip.
      headers: { [NUDGE_HEADER]: key, "Accept-Encoding": "identity" },
      timeout: 2,
    });
    if (answer.statusCode !== 204) {
      app
        .logger()
        .warn("CDN purge: the worker did not take the nudge; the minute's cron will send it", "status", answer.statusCode);
    }
  } catch (error) {
    app.logger().warn("CDN purge: could not nudge the worker; the minute's cron will send it", "error", String(error));
  }
}

/** Whether a nudge carries this process's key. */
export function isNudge(app: CoreApp, key: string): boolean {
  return key !== "" && app.store().get(NUDGE_KEY) === key;
}

/** Purges one worker reads at once to send together: more wait for its next turn of the loop. */
const PURGES_READ_AT_ONCE = 100;

/**
 * Claims the waiting purges that are due and no other worker has, as many as go in one call (purgesInOneCall), with
 * the paths that call names; none when another worker has them all.
 */
function claimDue(app: CoreApp, webhook: PurgeWebhook): { purges: core.Record[]; paths: string[] } {
  let claimed: { purges: core.Record[]; paths: string[] } = { purges: [], paths: [] };
  app.runInTransaction((tx) => {
    const now = pbDate(Date.now());
    const due = tx
      .findRecordsByFilter(
        COLLECTION,
        'state = "waiting" && next_attempt <= {:now} && (claimed_until = "" || claimed_until < {:now})',
        "next_attempt",
        PURGES_READ_AT_ONCE,
        0,
        { now },
      )
      .filter((purge): purge is core.Record => Boolean(purge));
    const { count, paths } = purgesInOneCall(due.map((purge) => ({ paths: pathsOf(purge) })));
    const until = pbDate(Date.now() + (webhook.timeoutSeconds + CLAIM_GRACE_SECONDS) * 1000);
    const purges = due.slice(0, count);
    for (const purge of purges) {
      purge.set("claimed_until", until);
      tx.save(purge);
    }
    claimed = { purges, paths };
  });
  return claimed;
}

/** A json field reads back as its raw bytes. */
const pathsOf = (purge: core.Record) => JSON.parse(toString(purge.get("paths"))) as string[];

/** The calls to the CDN for one purge (one, or one per path with PURGE); the first that fails ends it. */
function send(app: CoreApp, webhook: PurgeWebhook, paths: string[], reason: string): { ok: boolean; error: string } {
  const body = webhook.body ? purgeBody(webhook.body, { paths, origin: siteOrigin(app), reason }) : "";
  for (const call of purgeCalls(webhook, body, paths)) {
    try {
      const answer = $http.send({
        url: call.url,
        method: webhook.method,
        headers: { ...(call.body ? { "Content-Type": "application/json" } : {}), ...webhook.headers },
        body: call.body,
        timeout: webhook.timeoutSeconds,
      });
      if (answer.statusCode >= 200 && answer.statusCode < 300) continue;
      const text = toString(answer.body).slice(0, 300);
      return { ok: false, error: `The CDN answered ${answer.statusCode}${text ? `: ${text}` : ""}` };
    } catch (error) {
      return { ok: false, error: `The call failed: ${String((error as Error)?.message ?? error).slice(0, 500)}` };
    }
  }
  return { ok: true, error: "" };
}

/** Sends claimed purges in one call (or one per path with PURGE) and records what came of it on each. */
function attempt(app: CoreApp, claimed: { purges: core.Record[]; paths: string[] }, webhook: PurgeWebhook): void {
  const reasons = claimed.purges.map((purge) => purge.getString("reason"));
  const outcome = send(app, webhook, claimed.paths, reasons.join("; ").slice(0, 1000));
  // One time for all: purges sent together and refused together are tried again together.
  const now = Date.now();
  for (const purge of claimed.purges) settle(app, purge, outcome, claimed.paths, now);
}

/** One purge's state after a call: sent, failed for good, or waiting for its next try. */
function settle(
  app: CoreApp,
  purge: core.Record,
  outcome: { ok: boolean; error: string },
  sentPaths: string[],
  now: number,
): void {
  const reason = purge.getString("reason");
  const attempts = purge.getInt("attempts") + 1;
  purge.set("attempts", attempts);
  purge.set("claimed_until", "");
  purge.set("last_error", outcome.error.slice(0, 1000));
  if (outcome.ok) {
    purge.set("state", "sent");
    app
      .logger()
      .info("CDN purge sent", "id", purge.id, "reason", reason, "paths", pathsOf(purge), "sent", sentPaths, "attempt", attempts);
  } else if (attempts >= MAX_ATTEMPTS) {
    purge.set("state", "failed");
    app
      .logger()
      .error(
        "CDN purge failed: gave up after every try",
        "id",
        purge.id,
        "reason",
        reason,
        "attempts",
        attempts,
        "error",
        outcome.error,
      );
  } else {
    const wait = RETRY_AFTER_SECONDS[attempts - 1] ?? 60;
    purge.set("next_attempt", pbDate(now + wait * 1000));
    app
      .logger()
      .warn(
        "CDN purge failed; will retry",
        "id",
        purge.id,
        "reason",
        reason,
        "attempt",
        attempts,
        "retryInSeconds",
        wait,
        "error",
        outcome.error,
      );
  }
  app.save(purge);
}

/**
 * Sends every purge that is due, and waits for those due within `lookaheadSeconds` (a retry, a record published for
 * later). Two workers never send one purge at once: each claims it first.
 */
export function runPurges(app: CoreApp, lookaheadSeconds: number): void {
  const webhook = purgeWebhook();
  if (!webhook) return;
  const until = Date.now() + lookaheadSeconds * 1000;
  for (;;) {
    const next = app.findRecordsByFilter(
      COLLECTION,
      'state = "waiting" && next_attempt <= {:until} && (claimed_until = "" || claimed_until < {:now})',
      "next_attempt",
      1,
      0,
      { until: pbDate(until), now: pbDate(Date.now()) },
    )[0];
    if (!next) break;
    const wait = Date.parse(isoDate(next.getString("next_attempt"))) - Date.now();
    if (wait > 0) sleep(wait);
    const claimed = claimDue(app, webhook);
    // Another worker claimed them in the meantime: it will send them, and this one stops.
    if (claimed.purges.length === 0) break;
    attempt(app, claimed, webhook);
  }
  forgetOldPurges(app);
}

function forgetOldPurges(app: CoreApp): void {
  const old = app.findRecordsByFilter(COLLECTION, 'state != "waiting"', "-created", 100, KEEP);
  for (const record of old) if (record) app.delete(record);
}

import { isoDate, pbDate } from "../../../../shared/content/pb-date";
import { isPublishedRecord } from "../../../../shared/content/publishing";
import {
  CONTENT_CHANGES,
  type ContentMessage,
  SCHEDULED_COLLECTIONS,
  type ShownCollection,
  visitorTopicsProblem,
} from "../../../../shared/serving/live-pages";
import { contentVersion } from "./content-version";

/**
 * What open pages hear on CONTENT_TOPIC (shared/serving/live-pages.ts, decisions 073 and 082): every change visitors can see,
 * and scheduled records as they come due. Each is a `content_changes` record, which PocketBase sends to every page
 * following it without a rule check and without waiting for any one page to read it; the last hour is kept.
 */

/** How long changes are kept: a page that reconnects later compares content versions instead. */
const KEEP_MS = 3_600_000;

/**
 * How far ahead each look announces what comes due. The cron looks every minute (content-realtime.pb.ts), so each
 * look covers the time until the next, and a page refetches at a record's own time rather than at the next minute.
 */
export const DUE_LOOKAHEAD_MS = 60_000;
/** When the cron last looked (ms since the epoch): in the app's store, which outlives a handler's VM. */
const LOOKED_AT = "contentDueLookedAt";

/**
 * Published records due by the end of the coming minute that no earlier look announced: those due past the last
 * look's horizon, and those saved since it (a record saved after a look was not there for it to see).
 */
const notYetAnnounced = (field: "published_at" | "unpublish_at") =>
  `status = "published" && ${field} > {:since} && ${field} <= {:ahead} && (${field} > {:horizon} || updated > {:since})`;

export interface Due {
  collection: ShownCollection;
  /** When the record comes due (ms since the epoch). */
  at: number;
}

/** One message per moment something comes due, naming its collections; a moment already past is now (0). */
export function dueMessages(due: Due[], now: number): ContentMessage[] {
  const byDelay = new Map<number, Set<ShownCollection>>();
  for (const { collection, at } of due) {
    const inMs = Math.max(0, at - now);
    byDelay.set(inMs, (byDelay.get(inMs) ?? new Set()).add(collection));
  }
  return [...byDelay].sort(([a], [b]) => a - b).map(([inMs, collections]) => ({ collections: [...collections].sort(), inMs }));
}

/** Tells open pages when scheduled records come due: run every minute. */
export function announceDue(app: CoreApp, now = Date.now()): void {
  const store = app.store();
  const since = Number(store.get(LOOKED_AT) ?? "") || now - DUE_LOOKAHEAD_MS;
  store.set(LOOKED_AT, String(now));
  const params = { since: pbDate(since), horizon: pbDate(since + DUE_LOOKAHEAD_MS), ahead: pbDate(now + DUE_LOOKAHEAD_MS) };
  // Records coming due, and records leaving at their unpublish time: either changes what visitors see then.
  const due = SCHEDULED_COLLECTIONS.flatMap((collection) =>
    (["published_at", "unpublish_at"] as const).flatMap((field) =>
      app
        .findRecordsByFilter(collection, notYetAnnounced(field), field, 0, 0, params)
        .map((record) => ({ collection, at: Date.parse(isoDate(record?.getString(field) ?? "")) })),
    ),
  );
  for (const message of dueMessages(due, now)) {
    app.logger().info("Told open pages of scheduled content coming due", "message", JSON.stringify(message));
    broadcast(app, message);
  }
}

/**
 * Tells open pages of a change visitors can see: a record of a shown collection created, updated or deleted that
 * visitors could see before or can see after (a draft's edit says nothing). Scheduled records are told of by
 * announceDue as they come due.
 */
export function announceChange(
  app: CoreApp,
  record: core.Record,
  action: "create" | "update" | "delete",
  now = Date.now(),
): void {
  const collection = record.collection().name as ShownCollection;
  const scheduled = (SCHEDULED_COLLECTIONS as readonly string[]).includes(collection);
  const visible = (r: core.Record) => !scheduled || isPublishedRecord(r, now);
  const before = action === "create" ? false : visible(action === "update" ? record.original() : record);
  const after = action === "delete" ? false : visible(record);
  if (before || after) broadcast(app, { collections: [collection], inMs: 0 });
}

/** Why a visitor's subscriptions are refused (shared/serving/live-pages.ts): superusers (the admin) follow what they like. */
export function guardSubscriptions(e: core.RealtimeSubscribeRequestEvent): void {
  if (e.hasSuperuserAuth()) return;
  const problem = visitorTopicsProblem((e.subscriptions ?? []) as string[]);
  if (problem) throw new BadRequestError(problem);
}

/** GET /api/content/version: the token the page cache is keyed by; a page compares it with the one it was drawn at. */
export function answerContentVersion(e: core.RequestEvent): void {
  e.response.header().set("Cache-Control", "no-store");
  e.json(200, { version: contentVersion(e.app) });
}

/** Writes the change for open pages to hear, and forgets those older than an hour. */
function broadcast(app: CoreApp, message: ContentMessage): void {
  if (!("collections" in message)) return;
  const change = new Record(app.findCollectionByNameOrId(CONTENT_CHANGES));
  change.set("collections", message.collections);
  change.set("in_ms", message.inMs);
  app.save(change);
  app
    .db()
    .newQuery(`DELETE FROM {{${CONTENT_CHANGES}}} WHERE [[created]] < {:before}`)
    .bind({ before: pbDate(Date.now() - KEEP_MS) })
    .execute();
}

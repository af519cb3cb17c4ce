import { isoDate, pbDate } from "../../../shared/pb-date";
import { isPublished } from "../../../shared/publishing";
import { CONTENT_TOPIC, type ContentMessage, SCHEDULED_COLLECTIONS, type ShownCollection } from "../../../shared/realtime";
import { contentVersion } from "./content-version";

/**
 * What open pages hear on CONTENT_TOPIC (shared/realtime.ts, decision 036): the content version as they subscribe,
 * scheduled records as they come due, and records withdrawn from visitors.
 */

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
const NOT_YET_ANNOUNCED =
  'status = "published" && published_at > {:since} && published_at <= {:ahead} && (published_at > {:horizon} || updated > {:since})';

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
  const due = SCHEDULED_COLLECTIONS.flatMap((collection) =>
    app
      .findRecordsByFilter(collection, NOT_YET_ANNOUNCED, "published_at", 0, 0, params)
      .map((record) => ({ collection, at: Date.parse(isoDate(record?.getString("published_at") ?? "")) })),
  );
  for (const message of dueMessages(due, now)) {
    app.logger().info("Told open pages of scheduled content coming due", "message", JSON.stringify(message));
    broadcast(app, message);
  }
}

/**
 * Tells open pages at once when an update took a record out of visitors' sight (unpublished, or its time moved
 * into the future): PocketBase checks each record event against the visitors' rule after the change, so they
 * hear nothing of it from their record subscriptions.
 */
export function announceWithdrawal(app: CoreApp, record: core.Record, now = Date.now()): void {
  const before = record.original();
  const visible = (r: core.Record) => isPublished(r.getString("status"), r.getString("published_at"), now);
  if (visible(before) && !visible(record))
    broadcast(app, { collections: [record.collection().name as ShownCollection], inMs: 0 });
}

/** Tells a page that has just subscribed to CONTENT_TOPIC the content version now (after the subscription is set). */
export function greetSubscriber(e: core.RealtimeSubscribeRequestEvent): void {
  if (e.client?.hasSubscription(CONTENT_TOPIC)) e.client.send(contentMessage({ version: contentVersion(e.app) }));
}

const contentMessage = (message: ContentMessage) =>
  new SubscriptionMessage({ name: CONTENT_TOPIC, data: JSON.stringify(message) });

/**
 * Sends to every page subscribed to CONTENT_TOPIC. A send waits for that page's connection to take the message
 * (as PocketBase's own example does); the messages are a few dozen bytes.
 */
function broadcast(app: CoreApp, message: ContentMessage): void {
  const sse = contentMessage(message);
  for (const chunk of app.subscriptionsBroker().chunkedClients(500))
    for (const client of chunk) if (client.hasSubscription(CONTENT_TOPIC)) client.send(sse);
}

import { type CollectionName, scheduledCollections, shownCollections, type VIEWS } from "../site-registry";

/**
 * Live pages (decisions 073 and 082): an open page follows one topic, CONTENT_TOPIC, the creates of the server's
 * `content_changes` collection. Each names the collections whose pages changed and when the change shows (a record
 * scheduled within the coming minute shows later). The server writes one for every change visitors can see, and
 * none for a draft's, so a visitor hears nothing of what they may not read. A visitor's connection may follow this
 * topic and nothing else: whatever options a subscription carries, every record event used to cost one rule check
 * per subscription per save.
 */

/**
 * The collections pages show (the header and footer show site and offices), whose changes open pages follow
 * (shared/site-registry.ts: those whose records some query holds).
 */
export const SHOWN_COLLECTIONS: readonly ShownCollection[] = shownCollections() as ShownCollection[];
export type ShownCollection = {
  [name in CollectionName]: (typeof VIEWS)[name]["refreshes"] extends readonly [] ? never : name;
}[CollectionName];

/** The collections whose records a future publication time schedules (the others have no publishing fields). */
export const SCHEDULED_COLLECTIONS: readonly ShownCollection[] = scheduledCollections() as ShownCollection[];

/** The collection of changes, and the realtime topic of its creates. */
export const CONTENT_CHANGES = "content_changes";
export const CONTENT_TOPIC = `${CONTENT_CHANGES}/*`;
/** The SDK's own topic for "connected", sent along with the subscriptions it names (harmless: nothing is sent on it). */
export const CONNECT_TOPIC = "PB_CONNECT";
/** What a visitor's connection may follow: exactly these, with no options. */
const VISITOR_TOPICS: readonly string[] = [CONTENT_TOPIC, CONNECT_TOPIC];

/** Where a page asks the content version now (as it connects, and after each reconnection). */
export const CONTENT_VERSION_ENDPOINT = "/api/content/version";

/**
 * What the server says to open pages: the content version (asked at CONTENT_VERSION_ENDPOINT as the page connects;
 * a page holding data of another version may have missed changes, and refetches), or a change.
 */
export type ContentMessage =
  | { version: string }
  /**
   * What visitors see of these collections changes in `inMs` milliseconds: now (0), or at a scheduled record's time,
   * when no write happens.
   */
  | { collections: ShownCollection[]; inMs: number };

/** A `content_changes` record as the realtime event carries it. */
export interface ContentChange {
  collections: string[];
  in_ms: number;
}

/** The message a change record stands for, keeping only the collections pages show. */
export function changeMessage(change: Partial<ContentChange>): ContentMessage | undefined {
  const collections = (Array.isArray(change.collections) ? change.collections : []).filter((name): name is ShownCollection =>
    (SHOWN_COLLECTIONS as readonly string[]).includes(name),
  );
  if (collections.length === 0) return undefined;
  const inMs = typeof change.in_ms === "number" && Number.isFinite(change.in_ms) && change.in_ms > 0 ? change.in_ms : 0;
  return { collections, inMs };
}

/** Why a visitor's subscriptions are refused, or undefined when they are what the app follows. */
export function visitorTopicsProblem(topics: readonly string[]): string | undefined {
  const unknown = topics.find((topic) => !VISITOR_TOPICS.includes(topic));
  if (unknown === undefined && topics.length <= VISITOR_TOPICS.length) return undefined;
  return `A visitor's realtime connection may follow ${CONTENT_TOPIC} only, without options (the site's live updates); not "${String(unknown ?? topics.length).slice(0, 80)}".`;
}

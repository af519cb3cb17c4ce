/**
 * Live pages (decision 036): an open page follows the records it shows through PocketBase's realtime, which checks
 * each event against the collection's list rule for the subscriber, so a visitor hears only of what a visitor may
 * read. What record events cannot say comes from the server on one topic of ours, CONTENT_TOPIC.
 */

/** The collections pages show (the header and footer show site and offices), whose record events open pages follow. */
export const SHOWN_COLLECTIONS = ["site", "offices", "services", "projects", "news"] as const;
export type ShownCollection = (typeof SHOWN_COLLECTIONS)[number];

/** The collections whose records a future publication time schedules (the others have no publishing fields). */
export const SCHEDULED_COLLECTIONS = ["news", "projects"] as const satisfies readonly ShownCollection[];

/** Our own realtime topic: the server's messages to open pages about content. */
export const CONTENT_TOPIC = "content";

/** What the server says on CONTENT_TOPIC. */
export type ContentMessage =
  /**
   * Sent to a page as it subscribes (first connection or reconnection): the content version now, the token the
   * server's page cache is keyed by. A page holding data of another version may have missed changes, and refetches.
   */
  | { version: string }
  /**
   * What visitors see of these collections changes in `inMs` milliseconds, though no record event says so: a
   * scheduled record comes due (no write happens then), or a record visitors could see was withdrawn (0: now;
   * the withdrawing update fails the visitors' rule, so PocketBase sends them no event for it).
   */
  | { collections: ShownCollection[]; inMs: number };

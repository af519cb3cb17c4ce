import { isoDate } from "./pb-date";

/**
 * Visitors see a record only once it is published and its publication time has
 * come, so scheduling needs no cron: the rule compares with @now on every read.
 * The collections' API rules, the server's own page answers and its crawl files all use it.
 */
export const PUBLISHED_RULE = 'status = "published" && published_at != "" && published_at <= @now';

/**
 * The view rule of projects and news: PUBLISHED_RULE, or a request that carries the record's current preview token
 * (`?preview=`, decision 038) before it expires. The token and its expiry are hidden fields the save writes, so the
 * files of a draft (protected, decision 030) open for its preview page's images by this one rule too.
 */
export const VIEW_RULE = `(${PUBLISHED_RULE}) || (preview_token != "" && @request.query.preview = preview_token && preview_expires > @now)`;

/**
 * PUBLISHED_RULE for a record in hand, at `now` (ms): the same three conditions. `publishedAt` is as PocketBase
 * stores it ("2026-11-22 06:30:00.000Z") or "".
 */
export function isPublished(status: string, publishedAt: string, now: number): boolean {
  if (status !== "published" || publishedAt === "") return false;
  const at = Date.parse(isoDate(publishedAt));
  return Number.isFinite(at) && at <= now;
}

import { isoDate } from "./pb-date";

/**
 * Visitors see a record only once it is published and its publication time has
 * come, and until its unpublish time (issue 22, item 17), if it has one: so neither
 * needs a cron, the rule compares with @now on every read.
 * The collections' API rules, the server's own page answers and its crawl files all use it.
 */
export const PUBLISHED_RULE =
  'status = "published" && published_at != "" && published_at <= @now && (unpublish_at = "" || unpublish_at > @now)';

/**
 * The view rule of a collection with preview links (projects, news): PUBLISHED_RULE, or a request that carries one of
 * the record's two live preview tokens (`?preview=`, decisions 076 and 082), the newest or the one before it, before it
 * expires. Tokens and expiries are the record's row in `preview_tokens` (shared/schema/kept-apart.ts), which the save
 * writes, reached by one indexed join; so the files of a draft (protected, decision 082) open for a preview page's
 * images by this one rule too, with the token that page was opened with, and no longer than that token lives.
 */
export function viewRule(collection: string): string {
  const row = `preview_tokens_via_${collection}`;
  return (
    `(${PUBLISHED_RULE})` +
    ` || (${row}.preview_token != "" && @request.query.preview = ${row}.preview_token && ${row}.preview_expires > @now)` +
    ` || (${row}.preview_token_previous != "" && @request.query.preview = ${row}.preview_token_previous && ${row}.preview_previous_expires > @now)`
  );
}

/**
 * PUBLISHED_RULE for a record in hand, at `now` (ms): the same conditions. Dates are as PocketBase stores them
 * ("2026-11-22 06:30:00.000Z") or "".
 */
export function isPublished(status: string, publishedAt: string, now: number, unpublishAt = ""): boolean {
  if (status !== "published" || publishedAt === "") return false;
  const at = Date.parse(isoDate(publishedAt));
  if (!Number.isFinite(at) || at > now) return false;
  if (unpublishAt === "") return true;
  const until = Date.parse(isoDate(unpublishAt));
  return !Number.isFinite(until) || until > now;
}

/** A record as the published rule reads it. */
export interface Publishing {
  getString(field: string): string;
}

/** isPublished for a record that has the publishing fields. */
export const isPublishedRecord = (record: Publishing, now: number) =>
  isPublished(record.getString("status"), record.getString("published_at"), now, record.getString("unpublish_at"));

/**
 * PUBLISHED_RULE in SQL, over a row's own `status` and `published_at` columns, for the one read PocketBase's filters
 * cannot write: the search index (pb_migrations/src/lib/search-index.ts), whose rows carry both. `{:now}` is bound to
 * the current time in PocketBase's format (pbDate), as `@now` is. Beside the rule so that a change to one is made to
 * both; tests/search.test.ts holds them to the same answer for published, draft and scheduled records.
 */
export const PUBLISHED_SQL = "status = 'published' AND published_at != '' AND published_at <= {:now}";

/**
 * PUBLISHED_RULE in SQL over a record's own table, its unpublish time too: the sitemap's files read the few columns they
 * need without PocketBase's records (pb_hooks/src/lib/pages/sitemap.ts); tests/feeds.test.ts holds the sitemap to
 * the published records, drafts, scheduled and withdrawn ones left out.
 */
export const PUBLISHED_RECORD_SQL = `${PUBLISHED_SQL} AND (unpublish_at = '' OR unpublish_at > {:now})`;
// The index has no unpublish time: the search's query drops a row whose record has passed it (pb_hooks/src/lib/search/search.ts).

/**
 * Visitors see a record only once it is published and its publication time has
 * come, so scheduling needs no cron: the rule compares with @now on every read.
 * The collections' API rules, the server's own page answers and its crawl files all use it.
 */
export const PUBLISHED_RULE = 'status = "published" && published_at != "" && published_at <= @now';

/**
 * PUBLISHED_RULE in SQL, over a row's own `status` and `published_at` columns, for the one read PocketBase's filters
 * cannot write: the search index (pb_migrations/src/lib/search-index.ts), whose rows carry both. `{:now}` is bound to
 * the current time in PocketBase's format (pbDate), as `@now` is. Beside the rule so that a change to one is made to
 * both; tests/search.test.ts holds them to the same answer for published, draft and scheduled records.
 */
export const PUBLISHED_SQL = "status = 'published' AND published_at != '' AND published_at <= {:now}";

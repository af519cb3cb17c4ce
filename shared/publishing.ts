/**
 * Visitors see a record only once it is published and its publication time has
 * come, so scheduling needs no cron: the rule compares with @now on every read.
 * The collections' API rules, the server's own page answers and its crawl files all use it.
 */
export const PUBLISHED_RULE = 'status = "published" && published_at != "" && published_at <= @now';

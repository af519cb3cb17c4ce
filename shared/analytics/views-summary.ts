/**
 * The figures the editors' page (/stats) shows, as the server sums them from the daily counts
 * (pb_hooks/src/lib/analytics/page-views.ts): superusers only.
 */

/** Where the editors' page reads them: GET, with a superuser's token. */
export const VIEWS_SUMMARY_ENDPOINT = "/api/views/summary";

/** How many days the chart shows, today included. */
export const STATS_DAYS = 30;
/** How many pages and referrers the lists show. */
export const STATS_TOP = 10;

export interface DailyViews {
  /** A UTC day, "2026-11-22". */
  day: string;
  views: number;
}

export interface NamedViews {
  /** A page's path, or a referrer's host. */
  name: string;
  views: number;
}

export interface ViewsSummary {
  /** Whether views are being counted now: the site's analytics_enabled setting. */
  counting: boolean;
  /** Every day of the period, oldest first, with no views as 0. */
  days: DailyViews[];
  total: number;
  /** Views that came with no referrer of another site: typed in, bookmarks, apps, or hidden by the browser. */
  direct: number;
  pages: NamedViews[];
  referrers: NamedViews[];
}

/** The UTC day of a moment, "2026-11-22": views are counted per UTC day. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The `count` UTC days that end with the day of `ms`, oldest first. */
export function lastDays(ms: number, count: number): string[] {
  const DAY = 86_400_000;
  return Array.from({ length: count }, (_, i) => utcDay(ms - (count - 1 - i) * DAY));
}

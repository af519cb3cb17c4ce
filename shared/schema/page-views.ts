import { collection, number, text } from "./fields";
import { RULES } from "./publishing";

/**
 * Page views, counted per UTC day, page and referring site (docs/decisions/archive/040-first-party-page-views.md). Written by
 * POST /api/views only, one row per day, page and referrer, which the count goes up on. Nothing in a row says who
 * visited: no address, browser, cookie or time of day. Editors read the figures on /stats or here in the admin.
 */
export const pageViews = collection({
  name: "page_views",
  fields: [
    text("day", {
      required: true,
      pattern: "^\\d{4}-\\d{2}-\\d{2}$",
      help: "The day the views were counted, in UTC (e.g. 2026-11-22).",
    }),
    text("path", { required: true, max: 500, presentable: true, help: "The page that was viewed, e.g. /work." }),
    text("referrer_host", {
      max: 253,
      help: "The site the visitor came from (e.g. google.com); empty when typed in, from a bookmark or an app, or when the browser does not say.",
    }),
    number("views", {
      required: true,
      onlyInt: true,
      min: 1,
      help: "How many times the page was viewed that day from that site.",
    }),
  ],
  indexes: ["CREATE UNIQUE INDEX idx_page_views_day_path_referrer ON page_views (day, path, referrer_host)"],
  ...RULES.superusersOnly,
});

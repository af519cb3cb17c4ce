// First-party page views (docs/decisions/archive/040-first-party-page-views.md): the daily counts, superusers only, and a
// rate limit of their own for POST /api/views, which visitors' browsers call once per page. A snapshot of the change,
// so it does the same on every data dir for ever; run on a data dir that has it, it changes nothing.

import type { CollectionSpec } from "../../shared/schema/fields";
import { createCollection } from "./lib/define-collection";

const PAGE_VIEWS: CollectionSpec = {
  name: "page_views",
  indexes: ["CREATE UNIQUE INDEX idx_page_views_day_path_referrer ON page_views (day, path, referrer_host)"],
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  fields: [
    {
      name: "day",
      type: "text",
      required: true,
      pattern: "^\\d{4}-\\d{2}-\\d{2}$",
      help: "The day the views were counted, in UTC (e.g. 2026-11-22).",
    },
    { name: "path", type: "text", required: true, max: 500, presentable: true, help: "The page that was viewed, e.g. /work." },
    {
      name: "referrer_host",
      type: "text",
      max: 253,
      help: "The site the visitor came from (e.g. google.com); empty when typed in, from a bookmark or an app, or when the browser does not say.",
    },
    {
      name: "views",
      type: "number",
      required: true,
      onlyInt: true,
      min: 1,
      help: "How many times the page was viewed that day from that site.",
    },
  ],
};

/**
 * Per address: a person reads a page every few seconds at most, so 30 reports in 10 seconds is far above anyone's
 * reading and far below what it takes to fill the table. More specific than the general "/api/" rule, so it wins.
 */
const RATE_LIMIT = { label: "POST /api/views", maxRequests: 30, duration: 10, audience: "" };

/** The rules as plain values: the settings hold Go structs, which unmarshal takes back as JSON. */
const plainRules = (app: CoreApp) =>
  (app.settings().rateLimits.rules ?? []).map(({ label, audience, maxRequests, duration }) => ({
    label,
    audience,
    maxRequests,
    duration,
  }));

const hasCollection = (app: CoreApp, name: string) => {
  try {
    app.findCollectionByNameOrId(name);
    return true;
  } catch {
    return false;
  }
};

migrate(
  (app) => {
    if (!hasCollection(app, PAGE_VIEWS.name)) createCollection(app, PAGE_VIEWS);
    const rules = plainRules(app);
    if (!rules.some((rule) => rule.label === RATE_LIMIT.label)) {
      const settings = app.settings();
      unmarshal({ rateLimits: { rules: [...rules, RATE_LIMIT] } }, settings);
      app.save(settings);
    }
  },
  (app) => {
    if (hasCollection(app, PAGE_VIEWS.name)) app.delete(app.findCollectionByNameOrId(PAGE_VIEWS.name));
    const settings = app.settings();
    unmarshal({ rateLimits: { rules: plainRules(app).filter((rule) => rule.label !== RATE_LIMIT.label) } }, settings);
    app.save(settings);
  },
);

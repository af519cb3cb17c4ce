// The 404 log and wildcard redirects (docs/site.md, "Addresses that were not found" and "Redirects"): a collection of
// addresses that answered not found, superusers only; a rate limit of its own for POST /api/not-found, which the app
// calls when it shows its not-found page; and the redirects' source help, which now names wildcards. A snapshot of
// the change, so it does the same on every data dir for ever; run on a data dir that has it, it changes nothing.

import type { CollectionSpec } from "../../shared/schema/fields";
import { createCollection } from "./lib/define-collection";

const REDIRECT_TO_HELP =
  "Where this address should lead: a path such as /work, or a full https:// address. Save, and the redirect is made (301) and this entry removed.";
const SOURCE_HELP =
  "A path on this site, e.g. /old-page; or every address below one, e.g. /blog/* (a * in the target then takes the rest).";
const OLD_SOURCE_HELP = "A path on this site, e.g. /old-page.";

const NOT_FOUND_LOG: CollectionSpec = {
  name: "not_found_log",
  indexes: [
    "CREATE UNIQUE INDEX idx_not_found_log_path ON not_found_log (path)",
    "CREATE INDEX idx_not_found_log_last_seen ON not_found_log (last_seen)",
  ],
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  fields: [
    {
      name: "path",
      type: "text",
      required: true,
      max: 500,
      presentable: true,
      help: "The address that was not found, as a redirect's source.",
    },
    { name: "hits", type: "number", onlyInt: true, min: 0, help: "How many times it answered not found." },
    { name: "first_seen", type: "date", help: "When it was first not found." },
    { name: "last_seen", type: "date", help: "When it was last not found." },
    {
      name: "referrer_host",
      type: "text",
      max: 253,
      help: "The site of the last page that linked to it (this site's own for a link inside the site); empty when none said.",
    },
    { name: "redirect_to", type: "text", max: 2000, help: REDIRECT_TO_HELP },
  ],
};

/**
 * Per address: the app reports a miss only when a visitor follows a broken link inside the site, so 10 in 10 seconds
 * is far above anyone's clicking. More specific than the general "/api/" rule, so it wins.
 */
const RATE_LIMIT = { label: "POST /api/not-found", maxRequests: 10, duration: 10, audience: "" };

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

function setSourceHelp(app: CoreApp, help: string): void {
  const redirects = app.findCollectionByNameOrId("redirects");
  const source = redirects.fields.getByName("source") as core.TextField;
  source.help = help;
  app.save(redirects);
}

migrate(
  (app) => {
    if (!hasCollection(app, NOT_FOUND_LOG.name)) createCollection(app, NOT_FOUND_LOG);
    setSourceHelp(app, SOURCE_HELP);
    const rules = plainRules(app);
    if (!rules.some((rule) => rule.label === RATE_LIMIT.label)) {
      const settings = app.settings();
      unmarshal({ rateLimits: { rules: [...rules, RATE_LIMIT] } }, settings);
      app.save(settings);
    }
  },
  (app) => {
    if (hasCollection(app, NOT_FOUND_LOG.name)) app.delete(app.findCollectionByNameOrId(NOT_FOUND_LOG.name));
    setSourceHelp(app, OLD_SOURCE_HELP);
    const settings = app.settings();
    unmarshal({ rateLimits: { rules: plainRules(app).filter((rule) => rule.label !== RATE_LIMIT.label) } }, settings);
    app.save(settings);
  },
);

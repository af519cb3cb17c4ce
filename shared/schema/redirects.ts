import { bool, collection, date, number, select, text, timestamps } from "./fields";
import { RULES } from "./publishing";

/** What editors read under `source`; migration 1763895000 writes the same words. */
const SOURCE_HELP =
  "A path on this site, e.g. /old-page; or every address below one, e.g. /blog/* (a * in the target then takes the rest).";

const REDIRECT_CODES = ["301", "302", "307", "308", "410"] as const;

/**
 * Editors' redirects: where an address leads, app middlewares to run there, or both; by exact path or a wildcard.
 * Read through /api/redirects/lookup; never readable or writable by visitors directly.
 * A rule works from the moment it is saved, unless an editor pauses it.
 */
export const redirects = collection({
  name: "redirects",
  fields: [
    text("source", { required: true, max: 500, presentable: true, help: SOURCE_HELP }),
    text("target", {
      max: 2000,
      help: "A path on this site (/work) or a full http(s) address. Leave empty for 410 Gone.",
    }),
    select("status_code", REDIRECT_CODES, {
      help: "301 and 308 are permanent; 302 and 307 temporary; 410 says the page is gone. Empty: no redirect, only middleware.",
    }),
    text("app_middleware", {
      max: 200,
      pattern: "^[a-z0-9, -]*$",
      help: "Names of app middlewares to run on this path, comma-separated (e.g. noindex).",
    }),
    bool("paused", {
      help: "Tick to switch this redirect off for now without deleting it. Unticked, it works as soon as it is saved.",
    }),
    number("hits", { onlyInt: true, min: 0, help: "Visits this rule sent on: full page loads and links followed in the site." }),
    date("last_hit_at"),
    text("note", { max: 500 }),
    ...timestamps,
  ],
  indexes: [
    "CREATE UNIQUE INDEX idx_redirects_source ON redirects (source)",
    // The rules that lead to a renamed page's old address, re-pointed at its new one on each rename (issue 34).
    "CREATE INDEX idx_redirects_target ON redirects (target)",
  ],
  ...RULES.superusersOnly,
});

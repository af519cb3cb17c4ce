import { collection, date, number, text } from "./fields";
import { RULES } from "./publishing";

/** What editors read under `redirect_to`; the migration that adds the log writes the same words (1763895000). */
const REDIRECT_TO_HELP =
  "Where this address should lead: a path such as /work, or a full https:// address. Save, and the redirect is made (301) and this entry removed.";

/**
 * The 404 log (docs/site.md, "Addresses that were not found"): addresses that answered not found, on a full page load
 * or inside the app, never a bot's or a file's. The server writes it (pb_hooks/src/lib/redirects/not-found-log.ts)
 * and keeps at most NOT_FOUND_LOG_MAX entries (5,000 unless ops say otherwise), removing those seen least recently.
 */
export const notFoundLog = collection({
  name: "not_found_log",
  fields: [
    text("path", {
      required: true,
      max: 500,
      presentable: true,
      help: "The address that was not found, as a redirect's source.",
    }),
    number("hits", { onlyInt: true, min: 0, help: "How many times it answered not found." }),
    date("first_seen", { help: "When it was first not found." }),
    date("last_seen", { help: "When it was last not found." }),
    text("referrer_host", {
      max: 253,
      help: "The site of the last page that linked to it (this site's own for a link inside the site); empty when none said.",
    }),
    text("redirect_to", { max: 2000, help: REDIRECT_TO_HELP }),
  ],
  indexes: [
    "CREATE UNIQUE INDEX idx_not_found_log_path ON not_found_log (path)",
    "CREATE INDEX idx_not_found_log_last_seen ON not_found_log (last_seen)",
  ],
  ...RULES.superusersOnly,
});

import { collection, date, json, number, select, text, timestamps, typed } from "./fields";
import { RULES } from "./publishing";

/**
 * The CDN's purge calls (docs/operations.md, "A CDN in front"): one per change of content while CDN_PURGE_URL is set,
 * written by the server (pb_hooks/src/lib/cdn/purge.ts) and sent outside the editor's save, retried until it succeeds
 * or gives up. Superusers read it in the admin; the last CDN_PURGE_KEEP calls (500 unless ops say otherwise) are kept.
 */
export const cdnPurges = collection({
  name: "cdn_purges",
  fields: [
    text("reason", { required: true, max: 300, presentable: true, help: "The change that made the pages stale." }),
    json("paths", { valueType: typed<string[]>(), help: "The paths sent to the CDN; /* stands for every page." }),
    select("state", ["waiting", "sent", "failed"], {
      required: true,
      help: "waiting: not sent yet, or to be tried again; sent: the CDN answered 2xx; failed: it gave up after every try.",
    }),
    number("attempts", { onlyInt: true, min: 0, help: "How many calls were made." }),
    date("next_attempt", { help: "When it is tried (again)." }),
    date("claimed_until", { help: "Set while a call is under way, so that two workers never send it twice at once." }),
    text("last_error", { max: 1000, help: "What the last failed call answered, or why it failed." }),
    ...timestamps,
  ],
  indexes: ["CREATE INDEX idx_cdn_purges_due ON cdn_purges (state, next_attempt)"],
  ...RULES.superusersOnly,
});

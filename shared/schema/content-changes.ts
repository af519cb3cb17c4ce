import { collection, json, number, timestamps, typed } from "./fields";
import { RULES } from "./publishing";

/**
 * What open pages hear (decision 073, and 057 for why it is a collection): one row per change visitors can see, naming
 * the collections whose lists changed and, for a record scheduled within the coming minute, how long until it shows.
 * Written by the server (pb_hooks/src/lib/pages/live-pages.ts); a visitor's realtime connection follows its creates,
 * which PocketBase sends to each page without a rule to check (anyone may read it) and without waiting on any one
 * page. Nothing in it is private: collection names and delays. The server keeps the last hour.
 */
export const contentChanges = collection({
  name: "content_changes",
  fields: [
    json("collections", {
      valueType: typed<string[]>(),
      help: "The collections whose pages changed: site, offices, services, projects, news.",
    }),
    number("in_ms", {
      onlyInt: true,
      min: 0,
      help: "Milliseconds until the change shows (a record scheduled for then); 0: now.",
    }),
    ...timestamps,
  ],
  indexes: ["CREATE INDEX idx_content_changes_created ON content_changes (created)"],
  ...RULES.publicRead,
});

import { having } from "../site-registry";
import { collection, date, select, text, timestamps } from "./fields";
import { RULES } from "./publishing";

/** The collections whose records have a preview link (decision 076): the registry's, by their `preview` flag. */
const PREVIEWED_COLLECTIONS = having((c) => c.preview);

/**
 * Every draft's preview link where an editor reads it at a glance (issue 22, item 12): the record's own `preview_url`
 * is a hidden field, which the admin shows blurred, and it must stay hidden (a visible field could be filtered on by
 * visitors, a character at a time). One row per project or article, rewritten by the server on each save
 * (pb_hooks/src/lib/pages/preview.ts); superusers only.
 */
export const previewLinks = collection({
  name: "preview_links",
  fields: [
    text("label", { max: 300, presentable: true, help: "The page: its kind and title." }),
    select("record_collection", PREVIEWED_COLLECTIONS, { required: true }),
    text("record_id", { required: true, max: 40 }),
    text("url", {
      max: 2000,
      help: "Written by the site on every save of the record: open it to see the page as it will look, drafts included. It works for 7 days from that save, for anyone who has it.",
    }),
    date("expires", { help: "When the link stops working (UTC)." }),
    ...timestamps,
  ],
  indexes: ["CREATE UNIQUE INDEX idx_preview_links_record ON preview_links (record_collection, record_id)"],
  ...RULES.superusersOnly,
});

import { PUBLISHED_RULE, viewRule } from "../content/publishing";
import { bool, date, image, select, text } from "./fields";

/** Who may do what, by collection kind. `null` is superusers only, "" is anyone. */
export const RULES = {
  /** Visitors read published, due records (one, also with its preview token); only superusers write. */
  published: (collection: string) =>
    ({ listRule: PUBLISHED_RULE, viewRule: viewRule(collection), createRule: null, updateRule: null, deleteRule: null }) as const,
  /** Visitors read everything; only superusers write. */
  publicRead: { listRule: "", viewRule: "", createRule: null, updateRule: null, deleteRule: null },
  /** Visitors may only send; superusers do the rest. */
  createOnly: { listRule: null, viewRule: null, createRule: "", updateRule: null, deleteRule: null },
  superusersOnly: { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null },
} as const;

/** Editors read it under the field; the migration that adds the field writes the same words (1763870000). */
const PREVIEW_URL_HELP =
  "Made by the site on every save: open it to see this page as it will look, drafts included. It works for 7 days from the last save, for anyone who has it; visitors never see it.";

const STATUSES = ["draft", "published"] as const;

export const publishingFields = [
  select("status", STATUSES, { required: true, help: "Only published records whose publish time has passed are public." }),
  date("published_at", {
    help: "When it goes public (UTC). Published with no time: now, filled in on save. A future time schedules it.",
  }),
  text("seo_title", { max: 70, help: "Shown in search results and link previews; the title when empty." }),
  text("seo_description", { max: 160, help: "One or two sentences for search results and link previews." }),
  text("preview_url", { max: 2000, hidden: true, help: PREVIEW_URL_HELP }),
] as const;

/**
 * What a published collection's own jobs read in every language at once (issue 34): the next publish or unpublish time
 * and the minute's due records (the content version, pb_hooks/src/lib/pages/content-version.ts), the sitemap and the
 * feed, newest first; the newest change, for the sitemap; and the records saved past the hooks that still lack a preview link (pb_hooks/src/lib/pages/
 * preview.ts), read with the index's own condition spelled out, so the minute's job finds none without a scan.
 */
export const publishingIndexes = (name: string) => [
  // The times alone: with `status` first, SQLite took this index for a language's list too and sorted what it found.
  `CREATE INDEX idx_${name}_publish_times ON ${name} (published_at)`,
  `CREATE INDEX idx_${name}_unpublish_times ON ${name} (unpublish_at)`,
  `CREATE INDEX idx_${name}_unsaved ON ${name} (id) WHERE preview_url = ''`,
  // The newest change of any record, the sitemap's lastmod (pb_hooks/src/lib/pages/sitemap.ts): max() reads its end.
  `CREATE INDEX idx_${name}_updated ON ${name} (updated)`,
];

/**
 * A sitemap line's columns after a published index's own (pb_hooks/src/lib/pages/sitemap.ts): its address, its last
 * change and its original, so a file reads its lines from the index alone (issue 34). Right after a save, each table
 * row the file read instead was a page of 4 KB for PocketBase's SQLite to allocate again: 190 ms for 1,000 articles.
 */
export const SITEMAP_LINE = "slug, updated, translation_of, id";

/**
 * A published list's count (pb_hooks/src/lib/pages/list-totals.ts confirms a kept total with two reads at its end): the
 * visitor rule's fields alone, after the language. Right after a save each read was the published index's pages up to
 * the offset, four times as wide (SITEMAP_LINE and the order's `created`): with 9,000 articles in a language, 20-30 ms
 * of /news's render, 8-13 with this one (issue 34). For the articles only: SQLite took it for the portfolio's order,
 * whose index has `sort_order` before the publish time, and sorted the projects itself.
 */
export const countedIndex = (name: string) =>
  `CREATE INDEX idx_${name}_counted ON ${name} (language, status, published_at, unpublish_at)`;

/** What a translation's line reads of its kin: the published rule's fields and the address, after (translation_of, language). */
export const TRANSLATION_SHOWN = ["status", "published_at", "unpublish_at", "noindex", "slug"] as const;

export const SLUG_HELP = "The address of the page. Left empty, it is made from the title.";

/** Images of a record that may be a draft: visitors get them exactly when they get the record (decision 082). */
export const UNPUBLISHED_FILES = {
  protected: true,
  help: "Visitors see it once the record is published; until then only editors can open it.",
} as const;

/** The sentence the server writes on save (shared/content/schedule-note.ts, issue 22, item 14). */
const SCHEDULE_HELP =
  "Written by the site on each save: when this goes live and leaves, in UTC and in each studio's own time. Check it before a scheduled page goes out; what you type here is replaced.";

/** What an unpublished record's address answers once its `unpublish_at` has passed (shared/content/publishing.ts). */
const AFTER_UNPUBLISH = ["gone", "not-found"] as const;

/**
 * What every CMS gives editors for a page (issue 22, items 15-17): the cover's alt text, a share image and a noindex
 * switch, and a time the page leaves the site.
 */
export const pageFields = [
  text("cover_alt", {
    max: 300,
    help: "What the cover shows, for people who cannot see it (and for link previews). Needed to publish.",
  }),
  image("share_image", {
    ...UNPUBLISHED_FILES,
    help: "Shown when the page is shared on social media or in a chat (1200×630 works best). The cover when empty.",
  }),
  bool("noindex", {
    help: "Keep this page out of search engines, the sitemap and the feed. It stays public to anyone with its link.",
  }),
  date("unpublish_at", {
    help: "When it leaves the site (UTC); empty: never. From then its address answers as set below, and it leaves lists, the sitemap, the feed and search.",
  }),
  select("after_unpublish", AFTER_UNPUBLISH, {
    help: "What its address answers once unpublished: gone (410: search engines drop it at once) or not-found (404). Gone when empty.",
  }),
  // Not hidden: the admin blurs hidden fields, and this one is for editors to read at a glance (nothing secret in it).
  text("schedule", { max: 1000, help: SCHEDULE_HELP }),
] as const;

import { MAX_SECTIONS } from "../sections/kinds";
import { collection, relation, text, timestamps } from "./fields";
import { translationFields, translationIndexes } from "./languages";
import { pageFields, publishingFields, publishingIndexes, RULES, SITEMAP_LINE, TRANSLATION_SHOWN } from "./publishing";

/**
 * Pages editors make (issue 33): an address of one to three segments (its `slug`, shared/sections/address.ts), its
 * sections in order, and what every record page has (publishing, the page fields, translations) (decision 076).
 */
export const pages = collection({
  name: "pages",
  fields: [
    text("title", { required: true, max: 160, presentable: true }),
    text("slug", {
      max: 100,
      help: "The page's address after the site's: about, or services/brand-strategy (one to three parts). Made from the title when empty. A changed address leaves a redirect from the old one. The page at home is the home page, shown at the site's root.",
    }),
    text("excerpt", { max: 300, help: "A sentence or two for search results, link previews and the site search." }),
    relation("sections", "sections", {
      maxSelect: MAX_SECTIONS,
      help: `The page's sections, top to bottom, up to ${MAX_SECTIONS}: add one with “New record”, open one to edit it, drag to reorder, × to take it off the page.`,
    }),
    ...publishingFields,
    ...pageFields.filter((field) => field.name !== "cover_alt"),
    ...translationFields("pages"),
    ...timestamps,
  ],
  indexes: [
    "CREATE UNIQUE INDEX idx_pages_slug ON pages (language, slug)",
    ...translationIndexes("pages", TRANSLATION_SHOWN),
    ...publishingIndexes("pages"),
    // The visitor rule's fields, `unpublish_at` too: the rule is read from the index alone (issue 34); then a sitemap
    // file's lines (SITEMAP_LINE).
    `CREATE INDEX idx_pages_public ON pages (language, status, published_at, unpublish_at, noindex, ${SITEMAP_LINE})`,
  ],
  ...RULES.published("pages"),
});

import { COVER_FRAMES, collection, editor, framedImage, text, timestamps } from "./fields";
import { translationFields, translationIndexes } from "./languages";
import {
  countedIndex,
  pageFields,
  publishingFields,
  publishingIndexes,
  RULES,
  SITEMAP_LINE,
  SLUG_HELP,
  TRANSLATION_SHOWN,
  UNPUBLISHED_FILES,
} from "./publishing";

export const news = collection({
  name: "news",
  fields: [
    text("title", { required: true, max: 160, presentable: true }),
    text("slug", { max: 100, help: SLUG_HELP }),
    text("excerpt", { max: 300, help: "A short summary for the news list and link previews." }),
    editor("body"),
    framedImage("cover", COVER_FRAMES.news, UNPUBLISHED_FILES),
    text("tags", { max: 200, help: "Comma-separated, e.g. design, culture." }),
    text("author_name", { max: 80 }),
    ...publishingFields,
    ...pageFields,
    ...translationFields("news"),
    ...timestamps,
  ],
  indexes: [
    "CREATE UNIQUE INDEX idx_news_slug ON news (language, slug)",
    ...translationIndexes("news", TRANSLATION_SHOWN),
    ...publishingIndexes("news"),
    countedIndex("news"),
    // The published list of a language, in its order (newest first): pages read straight from it (decision 072). It
    // ends with the visitor rule's last field and the sitemap's `noindex`: a count, a deep page's offset or a late
    // sitemap file's then reads the index alone, never the rows (whose bodies come first in the table, issue 34); so
    // do a sitemap file's lines (SITEMAP_LINE).
    `CREATE INDEX idx_news_published ON news (language, status, published_at DESC, created DESC, unpublish_at, noindex, ${SITEMAP_LINE})`,
  ],
  ...RULES.published("news"),
});

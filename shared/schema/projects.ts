import { bool, COVER_FRAMES, collection, editor, framedImage, image, number, relation, text, timestamps, url } from "./fields";
import { translationFields, translationIndexes } from "./languages";
import {
  pageFields,
  publishingFields,
  publishingIndexes,
  RULES,
  SITEMAP_LINE,
  SLUG_HELP,
  TRANSLATION_SHOWN,
  UNPUBLISHED_FILES,
} from "./publishing";

export const projects = collection({
  name: "projects",
  fields: [
    text("title", { required: true, max: 120, presentable: true }),
    text("slug", { max: 100, help: SLUG_HELP }),
    text("client", { max: 120 }),
    number("year", { onlyInt: true, min: 1900, max: 2100 }),
    relation("services", "services", { maxSelect: 10 }),
    text("summary", { max: 300, help: "One or two sentences for lists and link previews." }),
    editor("body"),
    framedImage("cover", COVER_FRAMES.projects, { required: true, ...UNPUBLISHED_FILES }),
    image("gallery", { maxSelect: 24, ...UNPUBLISHED_FILES }),
    url("video_url", { help: "A video page (Vimeo, YouTube…). Nothing loads from it until a visitor asks." }),
    bool("featured", { help: "Featured projects appear on the home page." }),
    number("sort_order", { onlyInt: true, help: "Lower numbers come first in the portfolio." }),
    ...publishingFields,
    ...pageFields,
    text("gallery_alt", {
      max: 5000,
      help: "One line per gallery picture, in their order: what each shows, for people who cannot see it. Needed to publish.",
    }),
    ...translationFields("projects"),
    ...timestamps,
  ],
  indexes: [
    "CREATE UNIQUE INDEX idx_projects_slug ON projects (language, slug)",
    ...translationIndexes("projects", TRANSLATION_SHOWN),
    ...publishingIndexes("projects"),
    // A language's published projects in the portfolio's order (projectCards, shared/pages/lists.ts), read in order
    // with no sort of its own; the visitor rule's every field is in it, so the rule is read from the index alone
    // (issue 34). One index for both: with two, SQLite chose the rule's for a few projects and sorted them.
    `CREATE INDEX idx_projects_portfolio ON projects (language, status, sort_order, published_at DESC, unpublish_at, noindex, ${SITEMAP_LINE})`,
    // A projects section's few (FEATURED_ORDER): featured first, in portfolio order, read from the start of a language's.
    "CREATE INDEX idx_projects_featured ON projects (language, status, featured DESC, sort_order, published_at DESC, unpublish_at)",
  ],
  ...RULES.published("projects"),
});

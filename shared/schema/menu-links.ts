import { LANGUAGE_CODE_PATTERN } from "../languages/codes";
import { PAGES } from "../site-registry";
import { collection, number, relation, select, text, timestamps, url } from "./fields";
import { RULES } from "./publishing";

/** The site's menus: the header's (the phone menu too) and the footer's. */
const MENUS = ["header", "footer"] as const;

/** The fixed pages a link may lead to: the registry's pages in the sitemap (/, /work, /news, /office, /contact). */
const MENU_PAGES = PAGES.filter((page) => page.sitemap).map((page) => page.path);

/**
 * The header's and the footer's links (issue 33; decision 076): a label, where it leads (a fixed page, an article, a
 * project, an editor's page, or an address on another site: exactly one, a hook holds that), its place, its menu, a heading that groups
 * it in the footer, and its language. Visitors read them all; a link to a record they cannot see is left out when the
 * menu is read (shared/pages/menus.ts), and the admin's `menu_link_problems` names it.
 */
export const menuLinks = collection({
  name: "menu_links",
  fields: [
    text("label", { required: true, max: 60, presentable: true, help: "The link's words, as the menu shows them." }),
    select("menu", MENUS, {
      required: true,
      help: "header: the header's links, which are the phone's menu too. footer: the footer's lists.",
    }),
    text("heading", {
      max: 60,
      help: "Footer only: the heading the link is listed under (links with the same heading are one list). Empty: the footer's own “Pages”.",
    }),
    select("page", MENU_PAGES, {
      help: "A page of the site. Choose one of: a page, an article, a project, an editor's page or an outside address.",
    }),
    relation("article", "news", { help: "An article (in the link's language). Left out of the menu while it is not public." }),
    relation("project", "projects", { help: "A project (in the link's language). Left out of the menu while it is not public." }),
    relation("editor_page", "pages", {
      help: "A page editors made (Pages, in the link's language). Left out of the menu while it is not public.",
    }),
    url("url", { help: "An address on another site (https://…). Marked as leading elsewhere; it opens as any link does." }),
    number("sort_order", { onlyInt: true, help: "Lower numbers come first." }),
    text("language", {
      required: true,
      max: 12,
      pattern: LANGUAGE_CODE_PATTERN,
      help: "The code of the language whose pages show this link (en, pt).",
    }),
    ...timestamps,
  ],
  indexes: ["CREATE INDEX idx_menu_links_language ON menu_links (language, sort_order)"],
  ...RULES.publicRead,
});

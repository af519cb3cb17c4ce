import { MENU_BOUNDS, MENU_TARGETS, type MenuLink } from "../../../../shared/pages/menus";
import { fieldError } from "./field-error";

/** What a menu link's save is checked against, read from the database (checkMenuLink). */
export interface MenuLinkFacts {
  /** The link's language is one the site has. */
  languageExists: boolean;
  /** The other links of its menu in its language. */
  others: number;
  /** The article's or project's title and language, when it leads to one. */
  record?: { title: string; language: string };
  /**
   * The record it led to was deleted: PocketBase empties the relation and saves the link. Kept, left out of the menu,
   * and named in the admin (`menu_link_problems`) until an editor chooses where it leads.
   */
  lostItsRecord?: boolean;
}

const TARGET_NAMES = {
  page: "a page",
  article: "an article",
  project: "a project",
  editor_page: "an editor's page",
  url: "an outside address",
} as const;
type TargetField = keyof typeof TARGET_NAMES;
const NOUNS: Record<string, string> = { article: "article", project: "project", editor_page: "page" };

/**
 * Why a menu link cannot be saved (issue 33), as the field to show it under and a sentence an editor acts on; none
 * when it can. A link leads to exactly one place; a record it leads to is in its language (its page's address is that
 * language's); only the footer groups links under headings; a menu holds at most its bound of links in a language.
 */
export function menuLinkProblem(
  link: Pick<MenuLink, "menu" | "heading" | "language" | TargetField>,
  facts: MenuLinkFacts,
): { field: string; message: string } | undefined {
  if (!facts.languageExists)
    return {
      field: "language",
      message: `There is no language “${link.language.slice(0, 20)}” on this site: use the code of one under languages (en, pt).`,
    };
  const targets = (Object.keys(TARGET_NAMES) as TargetField[]).filter((field) => link[field] !== "");
  if (targets.length === 0 && !facts.lostItsRecord)
    return {
      field: "page",
      message:
        "Choose where the link leads: a page of the site, an article, a project, an editor's page or an outside address (url).",
    };
  const [first, second] = targets;
  if (first && second)
    return {
      field: second,
      message: `A link leads to one place, and this one has ${TARGET_NAMES[first]} and ${TARGET_NAMES[second]}: empty all but one.`,
    };
  if (first && first in MENU_TARGETS && facts.record && facts.record.language !== link.language)
    return {
      field: first,
      message: `The ${NOUNS[first]} “${facts.record.title.slice(0, 80)}” is in “${facts.record.language}”, and this link is in “${link.language}”'s menu: choose its translation in “${link.language}”.`,
    };
  if (link.menu === "header" && link.heading.trim() !== "")
    return {
      field: "heading",
      message: "Only the footer lists its links under headings: empty the heading of a header link.",
    };
  const bound = link.menu === "footer" ? MENU_BOUNDS.footer : MENU_BOUNDS.header;
  if (facts.others >= bound)
    return {
      field: "menu",
      message: `The ${link.menu} holds at most ${bound} links in “${link.language}”, and has ${facts.others}: remove one before adding another.`,
    };
  return undefined;
}

/** Before a menu link is written: its language's code in lower case, then menuLinkProblem as a 400 under its field. */
export function checkMenuLink(app: CoreApp, record: core.Record): void {
  const language = record.getString("language").trim().toLowerCase();
  record.set("language", language);
  const link = {
    menu: record.getString("menu") as MenuLink["menu"],
    heading: record.getString("heading"),
    language,
    page: record.getString("page") as MenuLink["page"],
    article: record.getString("article"),
    project: record.getString("project"),
    editor_page: record.getString("editor_page"),
    url: record.getString("url"),
  };
  const field = (Object.keys(MENU_TARGETS) as (keyof typeof MENU_TARGETS)[]).find((name) => link[name] !== "");
  let target: core.Record | undefined;
  if (field) {
    try {
      target = app.findRecordById(MENU_TARGETS[field], link[field]);
    } catch {
      // The relation's own check names a record that is not there.
    }
  }
  const original = record.isNew() ? undefined : record.original();
  const lostItsRecord =
    original !== undefined &&
    (Object.keys(MENU_TARGETS) as (keyof typeof MENU_TARGETS)[]).some(
      (name) => original.getString(name) !== "" && record.getString(name) === "",
    );
  const problem = menuLinkProblem(link, {
    lostItsRecord,
    languageExists: app.findRecordsByFilter("languages", "code = {:language}", "", 1, 0, { language }).length > 0,
    others: app.findRecordsByFilter("menu_links", "menu = {:menu} && language = {:language} && id != {:id}", "", 0, 0, {
      menu: link.menu,
      language,
      id: record.id,
    }).length,
    ...(target ? { record: { title: target.getString("title"), language: target.getString("language") } } : {}),
  });
  if (problem) throw fieldError(problem.field, problem.message);
}

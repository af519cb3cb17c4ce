import type { MenuLinkRecord } from "../schema/records";
import { PAGES, RECORD_PAGES } from "../site-registry";
import { publicPath } from "./public-paths";

/**
 * The header's and the footer's menus from their records (issue 33; decision 076), the same in the app and in the
 * server's page. A link leads to a fixed page, to a record's page, or to another site. A link to a record is kept only
 * when the record is one visitors can open now: the reader asks the record's collection for the ids the links name,
 * with the visitors' rules (published, due, not taken down), and hands the addresses it was answered to `resolveMenus`.
 * So a draft, a scheduled record, a record taken down or deleted is left out, and comes back when it is public.
 */

/**
 * The relation fields of `menu_links` that lead to a record's page, and the collection each names (its page's address
 * is the registry's prefix and the record's slug). A new kind of record page a menu may link to is one entry here and
 * one relation field in shared/schema/menu-links.ts (editors' pages: `page_record: "pages"`, say).
 */
export const MENU_TARGETS = { article: "news", project: "projects", editor_page: "pages" } as const satisfies Record<
  string,
  keyof typeof RECORD_PAGES
>;
type TargetField = keyof typeof MENU_TARGETS;

/**
 * The most links a menu holds in one language: a save past it is refused, and a menu read never shows more. Named
 * among the bounds (shared/serving/bounds.ts), declared here so that the app carries two numbers, not the bounds.
 */
export const MENU_BOUNDS = { header: 12, footer: 40 } as const;

/** The fields the menus are read with. */
export const MENU_LINK_FIELDS = [
  "id",
  "label",
  "menu",
  "heading",
  "page",
  ...(Object.keys(MENU_TARGETS) as TargetField[]),
  "url",
  "language",
] as const satisfies readonly (keyof MenuLinkRecord)[];

export type MenuLink = Pick<MenuLinkRecord, (typeof MENU_LINK_FIELDS)[number]>;

/** One link as a menu draws it: within the site (`to`, an address within the language) or to another site (`href`). */
export type MenuItem = {
  id: string;
  label: string;
  /** The addresses where it is the current page: its own, and for a fixed page the record pages of what it lists. */
  section: readonly string[];
} & ({ to: string; href?: undefined } | { href: string; to?: undefined });

interface MenuGroup {
  /** The editors' heading; empty for the footer's own (“Pages”). */
  heading: string;
  links: MenuItem[];
}

export interface Menus {
  header: MenuItem[];
  footer: MenuGroup[];
}

/** Where a link leads, by the one target it has (a hook holds it to one); none when its record was deleted. */
export type MenuTarget =
  | { kind: "page"; path: string }
  | { kind: "record"; collection: string; id: string }
  | { kind: "outside"; href: string }
  | { kind: "none" };

export function menuTarget(link: MenuLink): MenuTarget {
  if (link.page) return { kind: "page", path: link.page };
  for (const [field, collection] of Object.entries(MENU_TARGETS) as [TargetField, string][])
    if (link[field]) return { kind: "record", collection, id: link[field] };
  if (link.url) return { kind: "outside", href: link.url };
  return { kind: "none" };
}

/** The key of a record among the live targets. */
export const liveKey = (collection: string, id: string) => `${collection}/${id}`;

/** A record's page address, by its collection and slug ("/news/a-story"). */
export const recordAddress = (collection: string, slug: string) =>
  publicPath(collection, slug) ?? `${RECORD_PAGES[collection]?.prefix ?? "/"}${slug}`;

/** The records each collection must be asked about: the ids the links name, in the order they come. */
export function wantedRecords(links: readonly MenuLink[]): Map<string, string[]> {
  const wanted = new Map<string, string[]>();
  for (const link of links) {
    const target = menuTarget(link);
    if (target.kind !== "record") continue;
    const ids = wanted.get(target.collection) ?? [];
    if (!ids.includes(target.id)) ids.push(target.id);
    wanted.set(target.collection, ids);
  }
  return wanted;
}

/** A filter that lets through the records of these ids (ids are PocketBase's, [a-z0-9]; anything else is dropped). */
export const idsFilter = (ids: readonly string[]) =>
  ids.map((id) => `id = "${id.replace(/[^a-z0-9]/g, "")}"`).join(" || ") || 'id = ""';

/**
 * The addresses where a fixed page is the current one: itself, and (but for the home page) the record pages of the
 * collections it lists, as /work is current on a project's page.
 */
function sectionOf(path: string): string[] {
  const page = PAGES.find((declared) => declared.path === path);
  if (!page || path === "/") return [path];
  const records = (page.lists as readonly string[]).flatMap((collection) => {
    const prefix = RECORD_PAGES[collection]?.prefix;
    return prefix ? [prefix.replace(/\/$/, "")] : [];
  });
  return [...new Set([path, ...records])];
}

/** A link as drawn, or nothing when it leads nowhere visitors can go now. */
function itemOf(link: MenuLink, live: ReadonlyMap<string, string>): MenuItem | undefined {
  const target = menuTarget(link);
  const base = { id: link.id, label: link.label };
  switch (target.kind) {
    case "page":
      return { ...base, to: target.path, section: sectionOf(target.path) };
    case "record": {
      const address = live.get(liveKey(target.collection, target.id));
      return address === undefined ? undefined : { ...base, to: address, section: [address] };
    }
    case "outside":
      return { ...base, href: target.href, section: [] };
    case "none":
      return undefined;
  }
}

/**
 * The menus of a language from its links, in their order (the read's, MENU_ORDER), with the addresses of the records
 * visitors can open now (`live`, by liveKey). A menu with no link in the language takes the default language's links
 * to fixed pages and other sites, whose addresses every language has; its records' pages are another language's.
 */
export function resolveMenus(
  links: readonly MenuLink[],
  live: ReadonlyMap<string, string>,
  language: string,
  defaultLanguage = language,
): Menus {
  const of = (menu: MenuLink["menu"]) => {
    const own = links.filter((link) => link.menu === menu && link.language === language);
    if (own.length > 0 || language === defaultLanguage) return own;
    return links.filter((link) => link.menu === menu && link.language === defaultLanguage && menuTarget(link).kind !== "record");
  };
  const items = (menu: "header" | "footer") =>
    of(menu)
      .flatMap((link) => {
        const item = itemOf(link, live);
        return item ? [{ item, heading: link.heading.trim() }] : [];
      })
      .slice(0, MENU_BOUNDS[menu]);
  const footer: MenuGroup[] = [];
  for (const { item, heading } of items("footer")) {
    const group = footer.find((existing) => existing.heading === heading);
    if (group) group.links.push(item);
    else footer.push({ heading, links: [item] });
  }
  return { header: items("header").map(({ item }) => item), footer };
}

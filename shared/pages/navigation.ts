import type { Words } from "../languages/words/en";
import { fill } from "../languages/words/fill";
import type { MenuItem } from "./menus";

/**
 * Whether the page at `pathname` (within its language) is a menu item's: the header marks it as the current page. Apart
 * from shared/pages/menus.ts, whose reading of the menus the app's entry does not carry (the JS budget).
 */
export const isCurrent = (item: MenuItem, pathname: string) =>
  item.section.some((prefix) => pathname === prefix || (prefix !== "/" && pathname.startsWith(`${prefix}/`)));

/** The not-found page's message: the address that has no page, as the visitor asked for it. */
export const pageNotFoundMessage = (path: string, words: Pick<Words, "errors">) => fill(words.errors.notFoundMessage, { path });

import type { Words } from "../languages/words/en";
import { fill } from "../languages/words/fill";

/**
 * The site's main navigation, in the header and the footer, as the app and the server's pages draw it. `word` is its
 * label's key in the page's catalogue (shared/languages/words: `nav`).
 */
export const NAVIGATION = [
  { to: "/work", word: "work", section: ["/work", "/project"] },
  { to: "/news", word: "news", section: ["/news"] },
  { to: "/office", word: "office", section: ["/office"] },
  { to: "/contact", word: "contact", section: ["/contact"] },
] as const;

/** Whether a path lies in an entry's section (the header marks that entry as the current page). */
export const inSection = (item: (typeof NAVIGATION)[number], pathname: string) =>
  item.section.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The not-found page's message: the address that has no page, as the visitor asked for it. */
export const pageNotFoundMessage = (path: string, words: Pick<Words, "errors">) => fill(words.errors.notFoundMessage, { path });
